import { defineMessagesConfig } from '@evergreen/build-config/lingui';

export default defineMessagesConfig();
