// Competitions of the simulated world, per sport and country, with the sides that play in them.
// Names follow Betfair's own catalogue style; ids are fixed so a competition keeps its id across
// runs and seeds. Sides are given as '|'-separated lists to keep the table readable.

export interface CompetitionSeed {
  readonly id: string;
  readonly name: string;
  readonly countryCode: string;
  readonly timezone: string;
  /** Teams, or players for tennis. */
  readonly sides: readonly string[];
}

const competition = (
  id: string,
  name: string,
  countryCode: string,
  timezone: string,
  sides: string,
): CompetitionSeed => ({ id, name, countryCode, timezone, sides: sides.split('|') });

export const SOCCER_COMPETITIONS: readonly CompetitionSeed[] = [
  competition(
    '10932509',
    'English Premier League',
    'GB',
    'Europe/London',
    'Arsenal|Chelsea|Liverpool|Man City|Man Utd|Tottenham|Newcastle|Aston Villa|Brighton|West Ham|Everton|Brentford',
  ),
  competition(
    '7129730',
    'English Championship',
    'GB',
    'Europe/London',
    'Leeds|Sunderland|Norwich|Middlesbrough|Coventry|Watford|Hull|Stoke|Millwall|Bristol City|QPR|Preston',
  ),
  competition(
    '117',
    'Spanish La Liga',
    'ES',
    'Europe/Madrid',
    'Real Madrid|Barcelona|Atletico Madrid|Sevilla|Real Sociedad|Villarreal|Valencia|Betis|Athletic Bilbao|Celta Vigo|Osasuna|Girona',
  ),
  competition(
    '81',
    'Italian Serie A',
    'IT',
    'Europe/Rome',
    'Inter|AC Milan|Juventus|Napoli|Roma|Lazio|Atalanta|Fiorentina|Bologna|Torino|Genoa|Udinese',
  ),
  competition(
    '59',
    'German Bundesliga',
    'DE',
    'Europe/Berlin',
    'Bayern Munich|Dortmund|RB Leipzig|Leverkusen|Stuttgart|Frankfurt|Wolfsburg|Freiburg|Mainz|Hoffenheim|Union Berlin|Werder Bremen',
  ),
  competition(
    '55',
    'French Ligue 1',
    'FR',
    'Europe/Paris',
    'Paris St-G|Marseille|Lyon|Monaco|Lille|Nice|Rennes|Lens|Nantes|Strasbourg|Toulouse|Reims',
  ),
  competition(
    '13',
    'Brazilian Serie A',
    'BR',
    'America/Sao_Paulo',
    'Flamengo|Palmeiras|Sao Paulo|Corinthians|Santos|Gremio|Internacional|Fluminense|Botafogo|Atletico MG|Cruzeiro|Vasco da Gama',
  ),
  competition(
    '67387',
    'Irish Premier Division',
    'IE',
    'Europe/Dublin',
    'Shamrock Rovers|Bohemians|Shelbourne|Derry City|St Patricks|Dundalk|Sligo Rovers|Galway United',
  ),
  competition(
    '141',
    'US Major League Soccer',
    'US',
    'America/New_York',
    'LA Galaxy|Inter Miami|LAFC|Seattle Sounders|Atlanta Utd|NY Red Bulls|Columbus|Philadelphia|Orlando City|Austin FC',
  ),
  competition(
    '11418',
    'Australian A-League',
    'AU',
    'Australia/Sydney',
    'Sydney FC|Melbourne Victory|Melbourne City|Western Sydney|Adelaide Utd|Brisbane Roar|Perth Glory|Central Coast',
  ),
];

export const TENNIS_COMPETITIONS: readonly CompetitionSeed[] = [
  competition(
    '12445702',
    'ATP Madrid 2026',
    'ES',
    'Europe/Madrid',
    'Carlos Alcaraz|Jannik Sinner|Alexander Zverev|Daniil Medvedev|Casper Ruud|Andrey Rublev|Holger Rune|Taylor Fritz|Alex de Minaur|Tommy Paul|Ben Shelton|Frances Tiafoe',
  ),
  competition(
    '12445815',
    'WTA Rome 2026',
    'IT',
    'Europe/Rome',
    'Iga Swiatek|Aryna Sabalenka|Coco Gauff|Elena Rybakina|Jessica Pegula|Qinwen Zheng|Jasmine Paolini|Mirra Andreeva|Ons Jabeur|Madison Keys|Emma Navarro|Daria Kasatkina',
  ),
  competition(
    '12446021',
    'ATP Halle 2026',
    'DE',
    'Europe/Berlin',
    'Hubert Hurkacz|Ugo Humbert|Arthur Fils|Sebastian Korda|Karen Khachanov|Lorenzo Musetti|Grigor Dimitrov|Felix Auger-Aliassime|Jan-Lennard Struff|Alexander Bublik',
  ),
  competition(
    '12446140',
    'ATP Queens Club 2026',
    'GB',
    'Europe/London',
    'Jack Draper|Cameron Norrie|Jacob Fearnley|Dan Evans|Tommy Paul|Lorenzo Musetti|Jiri Lehecka|Matteo Berrettini|Nicolas Jarry|Brandon Nakashima',
  ),
  competition(
    '12446266',
    'ATP Miami 2026',
    'US',
    'America/New_York',
    'Novak Djokovic|Stefanos Tsitsipas|Francisco Cerundolo|Sebastian Baez|Joao Fonseca|Jakub Mensik|Learner Tien|Alejandro Tabilo|Tomas Machac|Flavio Cobolli',
  ),
];

export const CRICKET_COMPETITIONS: readonly CompetitionSeed[] = [
  competition(
    '12332590',
    'Vitality Blast',
    'GB',
    'Europe/London',
    'Surrey|Somerset|Lancashire|Yorkshire|Essex|Kent|Hampshire|Notts Outlaws|Birmingham Bears|Sussex Sharks',
  ),
  competition(
    '11365612',
    'Big Bash League',
    'AU',
    'Australia/Sydney',
    'Sydney Sixers|Sydney Thunder|Perth Scorchers|Brisbane Heat|Adelaide Strikers|Melbourne Stars|Melbourne Renegades|Hobart Hurricanes',
  ),
];

export const BASKETBALL_COMPETITIONS: readonly CompetitionSeed[] = [
  competition(
    '10547864',
    'NBA',
    'US',
    'America/New_York',
    'Boston Celtics|LA Lakers|Golden State Warriors|Milwaukee Bucks|Denver Nuggets|Phoenix Suns|Miami Heat|New York Knicks|Dallas Mavericks|Philadelphia 76ers',
  ),
  competition(
    '8385',
    'Euroleague',
    'ES',
    'Europe/Madrid',
    'Real Madrid|Barcelona|Olympiacos|Panathinaikos|Fenerbahce|Anadolu Efes|Monaco|Olimpia Milano|Bayern Munich|Partizan',
  ),
];

export const RUGBY_UNION_COMPETITIONS: readonly CompetitionSeed[] = [
  competition(
    '12179640',
    'Gallagher Premiership',
    'GB',
    'Europe/London',
    'Saracens|Leicester|Bath|Northampton|Harlequins|Exeter|Bristol|Sale|Gloucester|Newcastle Falcons',
  ),
  competition(
    '2630',
    'French Top 14',
    'FR',
    'Europe/Paris',
    'Toulouse|La Rochelle|Racing 92|Stade Francais|Bordeaux-Begles|Clermont|Toulon|Castres|Montpellier|Lyon',
  ),
];

export const RUGBY_LEAGUE_COMPETITIONS: readonly CompetitionSeed[] = [
  competition(
    '12234011',
    'Super League',
    'GB',
    'Europe/London',
    'Wigan|St Helens|Warrington|Leeds Rhinos|Catalans|Hull FC|Hull KR|Huddersfield|Salford|Castleford',
  ),
  competition(
    '11052011',
    'NRL',
    'AU',
    'Australia/Sydney',
    'Penrith Panthers|Melbourne Storm|Brisbane Broncos|Sydney Roosters|South Sydney|Parramatta|Cronulla|Canterbury',
  ),
];

export const VOLLEYBALL_COMPETITIONS: readonly CompetitionSeed[] = [
  competition(
    '12290305',
    'Italian SuperLega',
    'IT',
    'Europe/Rome',
    'Perugia|Trentino|Civitanova|Piacenza|Modena|Milano|Monza|Verona',
  ),
  competition(
    '12290417',
    'Brazilian Superliga',
    'BR',
    'America/Sao_Paulo',
    'Sada Cruzeiro|Minas|Sesi Bauru|Suzano|Campinas|Joinville|Guarulhos|Montes Claros',
  ),
];
