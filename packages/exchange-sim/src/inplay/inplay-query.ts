// Query parameters of the in-play service (trading-core §7 "In-play service (GET with locale,
// regionCode UK, eventIds)"). Betfair's service is public and lenient about extra parameters
// (clients send `_ak`, `productType`); the ones it reads are checked here so a malformed request
// gets a clear 400 instead of an empty answer.

/** More ids than this in one request is refused (the same bound as API-NG's id limit, §1.6). */
export const MAX_EVENT_IDS = 250;

const EVENT_ID = /^\d{1,19}$/;
const LOCALE = /^[a-z]{2}(?:_[A-Z]{2})?$/;
const REGION_CODE = /^[A-Z]{2,3}$/;
const PRODUCT_TYPE = /^[A-Z_]{1,32}$/;

export class InPlayQueryError extends Error {
  constructor(
    readonly code: 'INVALID_EVENT_IDS' | 'INVALID_EVENT_ID' | 'INVALID_PARAMETER',
    message: string,
  ) {
    super(message);
    this.name = 'InPlayQueryError';
  }
}

type Query = Readonly<Record<string, unknown>>;

/** A single-valued query parameter, or undefined when absent. Repeated parameters are refused. */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw new InPlayQueryError('INVALID_PARAMETER', `${name} must be given once`);
  }
  return value;
}

function checkOptional(query: Query, name: string, pattern: RegExp, expected: string): void {
  const value = single(query, name);
  if (value !== undefined && !pattern.test(value)) {
    throw new InPlayQueryError('INVALID_PARAMETER', `${name} must be ${expected}, got "${value}"`);
  }
}

/** Checks the parameters every in-play call shares: locale, regionCode, alt, productType. */
function checkCommon(query: Query): void {
  checkOptional(query, 'locale', LOCALE, 'a locale such as en_GB');
  checkOptional(query, 'regionCode', REGION_CODE, 'a region code such as UK');
  checkOptional(query, 'productType', PRODUCT_TYPE, 'a product type such as EXCHANGE');
  const alt = single(query, 'alt');
  if (alt !== undefined && alt !== 'json') {
    throw new InPlayQueryError('INVALID_PARAMETER', `alt must be "json", got "${alt}"`);
  }
}

/** `eventIds`: a comma-separated list of numeric event ids, duplicates dropped, order kept. */
export function parseEventIds(query: Query): string[] {
  checkCommon(query);
  const raw = single(query, 'eventIds');
  if (raw === undefined || raw === '') {
    throw new InPlayQueryError('INVALID_EVENT_IDS', 'eventIds is required');
  }
  const ids = raw.split(',').map((id) => id.trim());
  const bad = ids.find((id) => !EVENT_ID.test(id));
  if (bad !== undefined) {
    throw new InPlayQueryError(
      'INVALID_EVENT_IDS',
      `eventIds must be comma-separated numeric event ids, got "${bad}"`,
    );
  }
  const unique = [...new Set(ids)];
  if (unique.length > MAX_EVENT_IDS) {
    throw new InPlayQueryError('INVALID_EVENT_IDS', `at most ${MAX_EVENT_IDS} eventIds per request`);
  }
  return unique;
}

/** `eventId` of the singular eventTimeline call. */
export function parseEventId(query: Query): string {
  checkCommon(query);
  const raw = single(query, 'eventId');
  if (raw === undefined || !EVENT_ID.test(raw.trim())) {
    throw new InPlayQueryError('INVALID_EVENT_ID', 'eventId must be one numeric event id');
  }
  return raw.trim();
}
