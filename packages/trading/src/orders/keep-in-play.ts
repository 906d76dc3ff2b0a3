// trading-core §4 "Keep In Play control", §3 (order record pt: L lapse, P persist) and §7
// (placeOrders persistenceType / timeInForce, updateOrders newPersistenceType).

/** trading-core §7 / betfair-protocol §2.9: persistence types the product sends or reads. */
export type PersistenceType = 'LAPSE' | 'PERSIST' | 'MARKET_ON_CLOSE';

/** trading-core §3: persistence letters in the order record (the stream also sends MOC). */
export type PersistenceCode = 'L' | 'P' | 'MOC';

/** trading-core §4: the Keep In Play radio. */
export type KeepInPlayChoice = 'No' | 'Yes';

/** trading-core §4: 'No' lapses at turn-in-play, 'Yes' persists. */
export function persistenceForKeepInPlay(choice: KeepInPlayChoice): 'LAPSE' | 'PERSIST' {
  return choice === 'Yes' ? 'PERSIST' : 'LAPSE';
}

/**
 * trading-core §4: the radio value for an order's persistence. MARKET_ON_CLOSE orders turn into
 * starting-price bets in play; the radio cannot express that, so there is no choice (undefined).
 */
export function keepInPlayForPersistence(persistence: PersistenceType): KeepInPlayChoice | undefined {
  if (persistence === 'PERSIST') return 'Yes';
  if (persistence === 'LAPSE') return 'No';
  return undefined;
}

/** trading-core §3: the order-record letter of a persistence type. */
export function persistenceToCode(persistence: PersistenceType): PersistenceCode {
  switch (persistence) {
    case 'LAPSE':
      return 'L';
    case 'PERSIST':
      return 'P';
    case 'MARKET_ON_CLOSE':
      return 'MOC';
  }
}

/** trading-core §3: the persistence type of an order-record letter, or undefined for anything else. */
export function persistenceFromCode(code: string): PersistenceType | undefined {
  switch (code) {
    case 'L':
      return 'LAPSE';
    case 'P':
      return 'PERSIST';
    case 'MOC':
      return 'MARKET_ON_CLOSE';
    default:
      return undefined;
  }
}

/** trading-core §4: the control's state — what the order has and what the radio shows. */
export interface KeepInPlayControl {
  readonly saved: KeepInPlayChoice;
  readonly selected: KeepInPlayChoice;
}

/** trading-core §4: the control for an order (undefined for MARKET_ON_CLOSE orders: no control). */
export function keepInPlayControlFor(persistence: PersistenceType): KeepInPlayControl | undefined {
  const saved = keepInPlayForPersistence(persistence);
  return saved === undefined ? undefined : { saved, selected: saved };
}

/** trading-core §4: the user picks a radio value. */
export function selectKeepInPlay(control: KeepInPlayControl, selected: KeepInPlayChoice): KeepInPlayControl {
  return { saved: control.saved, selected };
}

/** trading-core §4: confirm and reset buttons appear only after a change. */
export function keepInPlayChanged(control: KeepInPlayControl): boolean {
  return control.selected !== control.saved;
}

/** trading-core §4: reset puts the radio back to the order's persistence. */
export function resetKeepInPlay(control: KeepInPlayControl): KeepInPlayControl {
  return { saved: control.saved, selected: control.saved };
}

/** trading-core §4/§7: confirm sends LAPSE or PERSIST (updateOrders); undefined when nothing changed. */
export function confirmKeepInPlay(
  control: KeepInPlayControl,
  betId: string,
): { readonly betId: string; readonly newPersistenceType: 'LAPSE' | 'PERSIST' } | undefined {
  if (!keepInPlayChanged(control)) return undefined;
  return { betId, newPersistenceType: persistenceForKeepInPlay(control.selected) };
}

/**
 * trading-core §7: the limitOrder terms of the auto options Keep in Play and Fill or Kill.
 * Both are sent as the spec shows; the exchange lets timeInForce override persistence
 * (betfair-protocol §2.7 LimitOrder), so a fill-or-kill bet never rests whatever persistence says.
 */
export function limitOrderTerms(options: { readonly keepInPlay: boolean; readonly fillOrKill: boolean }): {
  readonly persistenceType: 'LAPSE' | 'PERSIST';
  readonly timeInForce: 'FILL_OR_KILL' | null;
} {
  return {
    persistenceType: options.keepInPlay ? 'PERSIST' : 'LAPSE',
    timeInForce: options.fillOrKill ? 'FILL_OR_KILL' : null,
  };
}
