import { describe, expect, it } from 'vitest';
import { routePreloads, screenModules } from './route-preload';

describe('route preloads', () => {
  it('reads every screen of the router, the login and the numbered settings screens', () => {
    const modules = screenModules();
    expect(modules.get('/index')).toBe('dashboard/DashboardPage.tsx');
    expect(modules.get('/jizhongHome')).toBe('board/BoardPage.tsx');
    expect(modules.get('/login')).toBe('auth/LoginPage.tsx');
    expect(modules.get('/General_3')).toBe('settings/GeneralPage.tsx');
  });

  it('names the layout and the screen with what they import, not the entry’s files', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      '_kit.js': { file: 'assets/kit.js', css: ['assets/kit.css'], imports: ['_react.js'] },
      'shell/AppLayout.tsx': { file: 'assets/AppLayout.js', imports: ['_react.js'], css: ['assets/AppLayout.css'] },
      'dashboard/DashboardPage.tsx': { file: 'assets/Dash.js', imports: ['_react.js'] },
      'auth/LoginPage.tsx': { file: 'assets/Login.js', imports: ['_react.js'] },
      // A screen another module imports too: a shared chunk, found by its name.
      '_UnderConstruction-x.js': { file: 'assets/Under.js', name: 'UnderConstruction', imports: ['_kit.js'] },
      'board/BoardPage.tsx': { file: 'assets/Board.js', imports: ['_kit.js'] },
      '_offline-x.js': { file: 'assets/offline.js', name: 'offline', imports: ['_react.js'] },
    };
    const modules = new Map([
      ['/index', 'dashboard/DashboardPage.tsx'],
      ['/login', 'auth/LoginPage.tsx'],
      ['/login1', 'auth/LoginPage.tsx'],
      ['/jizhongHome', 'board/BoardPage.tsx'],
    ]);
    const out = routePreloads(manifest, modules);
    expect(out['/index']).toEqual(['/assets/AppLayout.js', '/assets/AppLayout.css', '/assets/Dash.js']);
    expect(out['/login']).toEqual(['/assets/Login.js']);
    // The board opens the device store when its navigation starts: the offline chunk comes with its files.
    expect(out['/jizhongHome']).toEqual([
      '/assets/AppLayout.js',
      '/assets/AppLayout.css',
      '/assets/Board.js',
      '/assets/kit.js',
      '/assets/kit.css',
      '/assets/offline.js',
    ]);
    // /HTPdf is standalone (no layout); absent from this made-up screen map, it preloads the under-construction screen.
    expect(out['/HTPdf']).toEqual(['/assets/Under.js', '/assets/kit.js', '/assets/kit.css']);
  });
});
