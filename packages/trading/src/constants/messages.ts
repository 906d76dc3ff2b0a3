// User-visible messages shared by several rules; exact spec wording.

/**
 * trading-core §5 "Other settings": shown when a setting value is not one the product knows
 * (odds view, stake mode, theme…). Shared by every settings validator (stake modes included).
 */
export const INVALID_INPUT_MESSAGE = 'Invalid input, please reload the page and try again.';
