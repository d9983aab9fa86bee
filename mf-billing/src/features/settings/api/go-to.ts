/**
 * Leaves the app for a payment page (the checkout or the billing portal). The one step component tests replace:
 * jsdom cannot navigate away, and there is no request to answer.
 */
export function goTo(url: string): void {
  window.location.assign(url);
}
