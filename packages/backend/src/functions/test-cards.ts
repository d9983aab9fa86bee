// How the local checkout answers a card: as Stripe's test mode does for its documented test cards, with the
// texts Stripe shows for them.

export type CardResult = { ok: true; brand: string; last4: string } | { ok: false; message: string };

const SUCCEEDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '378282246310005': 'amex',
  '6011111111111117': 'discover',
};

const DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

export function checkCard(
  input: { number: string; expiry: string; cvc: string },
  now = new Date(),
): CardResult {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, message: 'Your card number is incomplete.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) return { ok: false, message: "Your card's expiration date is incomplete." };
  const [, monthText = '', yearText = ''] = expiry;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiration date is invalid." };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, message: "Your card's expiration year is in the past." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { ok: false, message: "Your card's security code is incomplete." };
  }
  const declined = DECLINES[number];
  if (declined) return { ok: false, message: declined };
  const brand = SUCCEEDS[number];
  if (brand) return { ok: true, brand, last4: number.slice(-4) };
  // Stripe's test mode refuses every other number, real cards included.
  return { ok: false, message: 'Your card number is incorrect.' };
}
