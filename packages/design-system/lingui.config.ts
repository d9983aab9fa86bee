import { defineMessagesConfig } from '@evergreen/build-config/lingui';

// The UI kit's catalog: the design system's messages and the runtime kit's, which every host shows.
export default defineMessagesConfig({ alsoFrom: ['<rootDir>/../runtime/src'] });
