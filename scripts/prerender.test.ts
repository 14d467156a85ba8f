import { describe, it, expect } from 'vitest';
import { stylesheetsOf } from './prerender.tsx';

describe('stylesheets of a pre-rendered page', () => {
  it("collects the lazy modules' stylesheets through their imports, once each, never the entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
      'src/runtime/nodes/lazy/GameLobby.tsx': { file: 'a.js', imports: ['index.html', '_Block.js'] },
      'src/runtime/nodes/lazy/Marquee.tsx': { file: 'b.js', css: ['assets/lobby.css'], imports: ['_Block.js'] },
      '_Block.js': { file: 'c.js', css: ['assets/lobby.css'], imports: ['_Block.js'] },
      'src/runtime/nodes/lazy/DownloadBar.tsx': { file: 'd.js', css: ['assets/download.css'] },
    };
    expect(
      stylesheetsOf(manifest, ['src/runtime/nodes/lazy/GameLobby.tsx', 'src/runtime/nodes/lazy/Marquee.tsx']),
    ).toEqual(['/assets/lobby.css']);
    expect(stylesheetsOf(manifest, ['src/runtime/nodes/lazy/DownloadBar.tsx', 'missing'])).toEqual([
      '/assets/download.css',
    ]);
  });
});
