import { definePrerenderConfig } from '@evergreen/build-config';

export default definePrerenderConfig();
