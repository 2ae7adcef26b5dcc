import { adminDepartmentTree } from './admin-department-tree';
import { adminUserList } from './admin-user-list';
import { bundleSizes } from './bundle-size';
import { consoleLoad } from './console-load';
import { elementsSizes } from './elements-size';
import { overTheWire } from './over-the-wire';
import { sdkSizes } from './sdk-size';
import { stompLatency } from './stomp-latency';
import { unreadThroughput } from './unread-throughput';

// `npm run bench`: figures only, never pass/fail.
bundleSizes();
await sdkSizes();
await elementsSizes();
await stompLatency();
await unreadThroughput();
await (await import('./server-throughput')).serverThroughput();
await consoleLoad();
await overTheWire();
await adminDepartmentTree();
await adminUserList();
