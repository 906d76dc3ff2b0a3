// A zod schema that accepts exactly what one of the trading rule guards accepts, so the stored
// settings and the settings panel (trading-core §5) can never disagree on what is valid.
import { z } from 'zod/mini';

/** A schema from a type guard; `message` names what was expected (shown after the field path). */
export function guarded<T>(guard: (value: unknown) => value is T, message: string): z.ZodMiniType<T> {
  return z.custom<T>((value) => guard(value), message);
}
