import type { DatesProviderSettings } from '@mantine/dates';

/** Dates default to US English with weeks starting on Sunday (spec section 9); Mantine's own default is Monday. */
export const datesSettings = { locale: 'en', firstDayOfWeek: 0 } as const satisfies DatesProviderSettings;
