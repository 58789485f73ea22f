// A small DOM for component tests that need React's state across re-renders (react-dom/client), on
// @xmldom/xmldom: the few properties React's DOM host reads (style, value, options, listeners) added, and
// the events React listens for at the root dispatched by hand. Enough for forms of selects and buttons.
import { DOMImplementation } from '@xmldom/xmldom';

type Listener = (e: unknown) => void;
const listeners = new WeakMap<object, Map<string, Listener[]>>();

export function installMiniDom() {
  const doc = new DOMImplementation().createDocument('http://www.w3.org/1999/xhtml', 'html', null);
  const html = doc.documentElement!;
  const body = doc.createElement('body');
  html.appendChild(body);
  const proto = Object.getPrototypeOf(body) as Record<string, unknown>; // Element.prototype
  const nodeProto = Object.getPrototypeOf(proto) as Record<string, unknown>; // Node.prototype
  if (nodeProto === Object.prototype) throw new Error('mini-dom: unexpected xmldom prototypes');
  Object.assign(nodeProto, {
    addEventListener(this: object, type: string, fn: Listener) {
      const m = listeners.get(this) ?? new Map<string, Listener[]>();
      listeners.set(this, m);
      m.set(type, [...(m.get(type) ?? []), fn]);
    },
    removeEventListener() {},
  });
  const styles = new WeakMap<object, Record<string, unknown>>();
  Object.defineProperty(proto, 'style', {
    configurable: true,
    get(this: object) {
      if (!styles.has(this)) styles.set(this, { setProperty() {}, removeProperty() {} });
      return styles.get(this);
    },
  });
  Object.defineProperty(proto, 'options', {
    configurable: true,
    get(this: { getElementsByTagName(t: string): ArrayLike<unknown> }) {
      return Array.from(this.getElementsByTagName('option'));
    },
  });
  const values = new WeakMap<object, string>();
  Object.defineProperty(proto, 'value', {
    configurable: true,
    get(this: { nodeName: string; getAttribute(n: string): string | null; options: Array<{ selected?: boolean; value: string }> }) {
      if (this.nodeName === 'select') return this.options.find((o) => o.selected)?.value ?? this.options[0]?.value ?? '';
      return values.get(this) ?? this.getAttribute('value') ?? '';
    },
    set(this: object, v: string) {
      values.set(this, String(v));
    },
  });
  const g = globalThis as Record<string, unknown>;
  g.document = doc;
  g.window = { document: doc, HTMLIFrameElement: class {}, event: undefined, addEventListener() {}, removeEventListener() {} };
  g.HTMLIFrameElement = class {};
  if (!('navigator' in g)) Object.defineProperty(g, 'navigator', { configurable: true, value: { userAgent: 'node' } });
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return { doc, body };
}

/** Dispatches a bubbling event to the root container's React listeners, as a browser would. */
export function fire(root: object, target: object, type: string) {
  const e = { type, target, srcElement: target, bubbles: true, cancelable: true, defaultPrevented: false, timeStamp: 0, isTrusted: true, preventDefault() { this.defaultPrevented = true; }, stopPropagation() {} };
  for (const fn of listeners.get(root)?.get(type) ?? []) fn(e);
}

/** Picks an option of a select (by its value) and tells React, as a user would. */
export function choose(root: object, select: { getElementsByTagName(t: string): ArrayLike<{ selected?: boolean; value: string }> }, value: string) {
  for (const o of Array.from(select.getElementsByTagName('option'))) o.selected = o.value === value;
  fire(root, select, 'change');
  fire(root, select, 'input');
}
