// Racing vocabulary: courses and tracks by country, and the parts horse and greyhound names,
// people and pedigrees are drawn from (Betfair's catalogue shapes, betfair-protocol §2.3).

export interface VenueSeed {
  readonly name: string;
  readonly countryCode: string;
  readonly timezone: string;
}

const venues = (countryCode: string, timezone: string, names: string): VenueSeed[] =>
  names.split('|').map((name) => ({ name, countryCode, timezone }));

export const HORSE_VENUES: readonly VenueSeed[] = [
  ...venues(
    'GB',
    'Europe/London',
    'Ascot|Cheltenham|Newmarket|York|Kempton|Sandown|Doncaster|Haydock|Wolverhampton|Lingfield|Chepstow|Musselburgh',
  ),
  ...venues('IE', 'Europe/Dublin', 'Leopardstown|Curragh|Punchestown|Fairyhouse|Dundalk|Galway'),
  ...venues('FR', 'Europe/Paris', 'Longchamp|Chantilly|Deauville'),
  ...venues('US', 'America/New_York', 'Belmont Park|Saratoga|Aqueduct|Gulfstream Park'),
  ...venues('AU', 'Australia/Sydney', 'Randwick|Rosehill|Flemington|Caulfield'),
];

export const GREYHOUND_VENUES: readonly VenueSeed[] = [
  ...venues('GB', 'Europe/London', 'Romford|Hove|Towcester|Sheffield|Monmore|Nottingham|Perry Barr|Crayford'),
  ...venues('AU', 'Australia/Sydney', 'The Meadows|Wentworth Park|Sandown Park|Albion Park'),
];

export const HORSE_NAME_FIRST =
  'Golden|Silver|Midnight|Royal|Wild|Desert|Highland|Storm|Lucky|Brave|Dancing|Secret|Northern|Crimson|Silent|Noble|Rapid|Emerald|Western|Shadow|Crystal|Thunder|Velvet|Copper'.split(
    '|',
  );
export const HORSE_NAME_SECOND =
  'Arrow|Legend|Spirit|Dancer|Prince|Echo|Harbour|Comet|Whisper|Voyage|Mirage|Falcon|Bay|Charm|Venture|Melody|Quest|Glory|Tide|Rebel|Sovereign|Flame|Ridge|Meadow'.split(
    '|',
  );
export const GREYHOUND_NAME_FIRST =
  'Swift|Droopys|Ballymac|Kilara|Romeo|Salacres|Burgess|Coolavanny|Priceless|Aayamza|Jaytee|Clona'.split('|');
export const GREYHOUND_NAME_SECOND =
  'Rocket|Bullet|Flash|Maestro|Blue|Jet|Ace|Storm|Bolt|Dash|Wizard|Hero'.split('|');
export const GREYHOUND_TRAINERS =
  'Mark Wallis|Patrick Janssens|Kevin Hutton|Liz McNair|Matt Dartnall|Seamus Cahill|Angie Kibble|Richard Rees|Graham Holland|Pat Buckley'.split(
    '|',
  );
export const GREYHOUND_SIRES =
  'Droopys Sydney|Ballymac Best|Confident Rankin|Good News|Laughil Blake|Pat C Sabbath|Droopys Jet|Kinloch Brae'.split(
    '|',
  );
export const GREYHOUND_DAMS =
  'Coolavanny Pearl|Ballymac Bella|Swift Molly|Kilara Lady|Salacres Dora|Romeo Rose|Clona Queen|Jaytee Jet'.split(
    '|',
  );
export const JOCKEYS =
  'Ryan Moore|William Buick|Oisin Murphy|Tom Marquand|Hollie Doyle|Rossa Ryan|Frankie Dettori|Jim Crowley|Harry Cobden|Paul Townend|Rachael Blackmore|Jack Kennedy|Sean Levey|Cieren Fallon|David Probert|Callum Shepherd'.split(
    '|',
  );
export const TRAINERS =
  'Aidan OBrien|John Gosden|Charlie Appleby|Willie Mullins|Nicky Henderson|Paul Nicholls|Andrew Balding|Karl Burke|Richard Hannon|Gordon Elliott|Dan Skelton|William Haggas|Mark Johnston|Roger Varian'.split(
    '|',
  );
export const SIRES =
  'Frankel|Dubawi|Galileo|Kingman|Sea The Stars|Night Of Thunder|Lope De Vega|Siyouni|No Nay Never|Wootton Bassett|Invincible Spirit|Dark Angel'.split(
    '|',
  );
export const DAMS =
  'Summer Breeze|Lady Luck|Rosa Bella|Moonlit Bay|Pearl Diver|Queen Of Hearts|Silken Thread|Evening Star|Amber Light|First Dawn|Sweet Chariot|Bella Notte'.split(
    '|',
  );
export const BREEDING_COUNTRIES = ['GB', 'IRE', 'FR', 'USA', 'GER'] as const;
export const HEADGEAR = ['', '', '', 'blinkers', 'visor', 'cheekpieces', 'tongue strap', 'hood'] as const;
