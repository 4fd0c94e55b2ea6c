import { describe, expect, it } from 'vitest';
import { PAGE_MODULE_KEYS, pageModuleKey } from './router';
import { ROUTES } from './routes';

describe('the router', () => {
  it("loads exactly the table's pages, each as a chunk of its own", () => {
    const pages = new Set(ROUTES.map((route) => pageModuleKey(route.page)));
    expect(PAGE_MODULE_KEYS.toSorted()).toEqual([...pages].toSorted());
  });
});
