// account-and-product §5 (widgets form): title, subtitle and bonus texts go into the embed code
// URI-encoded, then base64, so any character survives an HTML attribute.

// Browsers and Node 20 both have these globals; this package compiles without the DOM library.
declare function btoa(data: string): string;
declare function atob(data: string): string;

/** The text as it goes into a data-* attribute. */
export function encodeWidgetText(text: string): string {
  return btoa(encodeURIComponent(text));
}

/** The text back from a data-* attribute; undefined when it is not what encodeWidgetText makes. */
export function decodeWidgetText(encoded: string): string | undefined {
  try {
    return decodeURIComponent(atob(encoded));
  } catch {
    return undefined;
  }
}
