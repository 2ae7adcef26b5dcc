import { bundleSizes } from './bundle-size';

// `npm run bench`: figures only, never pass/fail.
bundleSizes();
