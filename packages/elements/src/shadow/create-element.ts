import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptPorticoStyles } from './adopt-styles';
import { tabbables } from './tabbables';
import { upgradeProperty } from './upgrade-property';

/** How an attribute becomes a prop. Booleans follow HTML: present means true. */
export type AttributeType = 'string' | 'boolean' | 'number';

type AttributeValue<T extends AttributeType> = T extends 'boolean'
  ? boolean
  : T extends 'number'
    ? number | undefined
    : string | undefined;

/**
 * The properties an element class has: one per attribute, typed as the attribute parses, and the
 * rich properties with the component's prop types.
 */
export type ElementProperties<
  Props,
  A extends Record<string, AttributeType>,
  P extends keyof Props,
> = { -readonly [K in keyof A]: AttributeValue<A[K]> } & { [K in P]: Props[K] | undefined };

export interface ElementSpec<
  A extends Record<string, AttributeType> = Record<string, AttributeType>,
  P extends string = string,
> {
  /** Attribute-backed props (camelCase name → type); the attribute is the kebab-case name. */
  attributes?: A;
  /** Rich props set only as properties (objects such as the SDK client); never reflected. */
  properties?: readonly P[];
  /** Extra props handed to the component, computed from the host (e.g. callbacks). */
  hostProps?: (host: HTMLElement) => Record<string, unknown>;
}

// Props and render live under symbols: neither can clash with a public property of an element.
const PROPS = Symbol('portico.props');
const RENDER = Symbol('portico.render');

/**
 * The element's base: props kept on the instance, a root in the open shadow root mounted on
 * connect, rendered again on every prop change, unmounted on disconnect. The same sources run on
 * React (the React entry) and on `preact/compat` (the custom-element builds), so it uses only
 * `createRoot` and `createElement`, which both provide.
 */
function elementBase(Component: ComponentType<object>) {
  return class RenderedElement extends HTMLElement {
    readonly [PROPS]: Record<string, unknown>;
    #root: Root | undefined;
    #connected = false;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      // Dialogs and popovers portal here (PorticoRoot's `container`).
      this[PROPS] = { container: shadow };
    }

    connectedCallback(): void {
      this.#connected = true;
      this[RENDER]();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      this.#root?.unmount();
      this.#root = undefined;
    }

    [RENDER](): void {
      if (!this.#connected) return;
      this.#root ??= createRoot(this.shadowRoot!);
      this.#root.render(createElement(Component, { ...this[PROPS] }));
    }
  };
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function parse(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (type === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return value;
}

/**
 * An element with an open shadow root and the adopted Portico sheet, whose attributes
 * behave like HTML's: removing one clears its prop, a boolean attribute is true when present
 * and attribute-backed properties reflect to
 * their attribute. Rich properties set before the upgrade are picked up (upgrade-property.ts).
 */
export function createPorticoElement<
  Props extends object,
  const A extends Record<string, AttributeType> = Record<never, AttributeType>,
  P extends keyof Props & string = never,
>(
  Component: ComponentType<Props>,
  spec: ElementSpec<A, P>,
): new () => HTMLElement & ElementProperties<Props, A, P> {
  // On a server (Node, no DOM) there is no HTMLElement to extend: extending it would throw at import
  // time. The class is then an inert placeholder, never registered (defineOnce needs
  // `customElements`), so `import('@portico/elements')` works in SSR frameworks.
  if (typeof HTMLElement === 'undefined') {
    return class ServerPlaceholder {} as unknown as new () => HTMLElement &
      ElementProperties<Props, A, P>;
  }
  const attributes: Record<string, AttributeType> = spec.attributes ?? {};
  const properties: readonly string[] = spec.properties ?? [];
  const names = [...Object.keys(attributes), ...properties];
  const byAttribute = new Map(Object.keys(attributes).map((name) => [kebab(name), name]));

  const Base = elementBase(Component as ComponentType<object>);

  class PorticoElement extends Base {
    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptPorticoStyles(this.shadowRoot);
      for (const [attribute, name] of byAttribute) {
        this[PROPS][name] = parse(attributes[name]!, this.getAttribute(attribute));
      }
      Object.assign(this[PROPS], spec.hostProps?.(this));
    }

    override connectedCallback(): void {
      // Here, not in the constructor: reflecting an upgraded value sets an attribute.
      for (const name of names) upgradeProperty(this, name);
      super.connectedCallback();
    }

    /**
     * Focuses the first visible, tabbable control in the shadow root, as `delegatesFocus`
     * would (without its retargeting quirks); the host itself when none.
     */
    override focus(options?: FocusOptions): void {
      const root = this.shadowRoot;
      const first = root && tabbables(root)[0];
      if (first) first.focus(options);
      else super.focus(options);
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const name = byAttribute.get(attribute);
      if (!name) return;
      this[PROPS][name] = parse(attributes[name]!, value);
      this[RENDER]();
    }
  }

  for (const name of properties) {
    Object.defineProperty(PorticoElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: PorticoElement) {
        return this[PROPS][name];
      },
      set(this: PorticoElement, value: unknown) {
        this[PROPS][name] = value;
        this[RENDER]();
      },
    });
  }

  for (const [name, type] of Object.entries(attributes)) {
    const attribute = kebab(name);
    Object.defineProperty(PorticoElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: PorticoElement) {
        return this[PROPS][name];
      },
      set(this: PorticoElement, value: unknown) {
        if (type === 'boolean') this.toggleAttribute(attribute, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }

  return PorticoElement as unknown as new () => HTMLElement & ElementProperties<Props, A, P>;
}

/** Registers `tag` once; a fresh subclass per extra tag (one constructor, one name). */
export function defineOnce(tag: string, element: CustomElementConstructor, defaultTag: string) {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, tag === defaultTag ? element : class extends element {});
}
