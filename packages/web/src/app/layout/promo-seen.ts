/**
 * sessionStorage flag set once the promotion was closed: it shows once per browser session (each
 * new tab or browser start), not again on each sign-in or reload while that session lasts.
 */
export const PROMO_SEEN_KEY = 'barConsole.promoSeen';

export function wasPromoSeen(): boolean {
  try {
    return sessionStorage.getItem(PROMO_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markPromoSeen(): void {
  try {
    sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
  } catch {
    // Without storage it simply shows again next time.
  }
}
