// The HTML of the local test-mode checkout page: no script, one inline style, one form posting to itself.

export interface CheckoutPageView {
  action: string;
  planName: string;
  monthlyPriceCents: number;
  email: string | null;
  cancelUrl: string;
  error?: string;
  /** What the user typed, shown again after a refused card (never the CVC). */
  number?: string;
  expiry?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const formatPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function checkoutPage(view: CheckoutPageView): string {
  const price = formatPrice(view.monthlyPriceCents);
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout: ${escapeHtml(view.planName)} plan (test mode)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f7f9;color:#1a1a1a;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:.25rem 0}.price{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
.badge{display:inline-block;background:#fff4d6;color:#6b4b00;border-radius:.25rem;padding:.1rem .5rem;font-size:.8rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #8a8f98;border-radius:.375rem;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:.375rem;background:#1f6f4a;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fdecec;color:#8a1c1c;border-radius:.375rem;padding:.6rem}
.cancel{display:block;text-align:center;margin-top:1rem;color:#1f4f8a}
.hint{font-size:.85rem;color:#4a4f57}
</style>
</head>
<body>
<main>
<span class="badge">Test mode</span>
<h1>Subscribe to the ${escapeHtml(view.planName)} plan</h1>
<p class="price">${price} <span class="hint">per month</span></p>
${view.email ? `<p class="hint">Billed to ${escapeHtml(view.email)}</p>` : ''}
${error}
<form method="post" action="${escapeHtml(view.action)}">
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(view.number ?? '')}" required>
<div class="row">
<div><label for="expiry">Expiry</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${escapeHtml(view.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
</div>
<button type="submit">Subscribe</button>
</form>
<a class="cancel" href="${escapeHtml(view.cancelUrl)}">Cancel and return</a>
<p class="hint">No money moves here. Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
declined, 4000 0000 0000 9995 has insufficient funds; any future expiry and any CVC.</p>
</main>
</body>
</html>`;
}

export function messagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
