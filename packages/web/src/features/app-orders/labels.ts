import type { TFunction } from 'i18next';
import { APP_ORDER_TYPES, DRINK_STATUSES, PAYMENT_METHODS } from '@bar/domain';

type T = TFunction<'app-orders'>;
const known = <V extends string>(values: readonly V[], value: string): value is V => (values as readonly string[]).includes(value);

/** An order's source (App, Kiosk, Admin) in the console's language; an unknown one as the server sent it. */
export const sourceLabel = (t: T, value: string) => (known(APP_ORDER_TYPES, value) ? t(`sources.${value}`) : value);

/** A payment method in the console's language; brand names stay as they are. */
export const paymentLabel = (t: T, value: string) => (known(PAYMENT_METHODS, value) ? t(`paymentMethods.${value}`) : value);

/** A drink's status in the console's language. */
export const drinkStatusLabel = (t: T, value: string) => (known(DRINK_STATUSES, value) ? t(`drinkStatuses.${value}`) : value);
