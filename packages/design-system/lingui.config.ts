import { defineMessagesConfig } from '@evergreen/build-config/lingui';

// The UI kit's catalog: the design system's messages, the runtime kit's, which every host shows, and the domain's
// (the error catalogue, plans, two-step sign-in), which every app reads.
export default defineMessagesConfig({ alsoFrom: ['<rootDir>/../runtime/src', '<rootDir>/../domain/src'] });
