import { bundleSizes } from './bundle-size';
import { sdkSizes } from './sdk-size';

// `npm run bench`: figures only, never pass/fail.
bundleSizes();
await sdkSizes();
