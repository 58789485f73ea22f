export function freshBundle(root: URL, dir: URL): boolean;
