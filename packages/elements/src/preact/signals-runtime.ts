// The custom-element builds run the components on Preact, where `@preact/signals` (which the
// builds put in place of `@preact/signals-react`) tracks the signals a component reads on its
// own: the React bridge's `useSignals()` has nothing left to do there.
import '@preact/signals';

/** Nothing to do on Preact: rendering already subscribes the component to what it reads. */
export function useSignals(): void {}
