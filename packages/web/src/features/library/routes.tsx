import type { RouteObject } from 'react-router';

export const libraryRoutes: RouteObject[] = [];
