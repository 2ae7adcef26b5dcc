/** The platform unit: the root of the unit tree, in the demo and in a bootstrapped database. */
export const PLATFORM_UNIT_CODE = 'PLATFORM';

/**
 * The transaction-scoped advisory lock every start-time seed takes, so that of several nodes
 * starting together one writes while the others wait. Any constant will do; it only has to be the
 * same on every node.
 */
export const SEED_LOCK_KEY = 7_261_930_412;
