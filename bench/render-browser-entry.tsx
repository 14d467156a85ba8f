/** The render benchmark's page in Chromium (bundled by render-browser.ts with the site's own styles). */
import '../src/app/styles.css';
import { renderCases, measureRender, type RenderFigures, type RenderInput } from './render-cases.tsx';

declare global {
  interface Window {
    __renderBench?: (input: RenderInput, rounds: number) => Promise<RenderFigures>;
  }
}

window.__renderBench = async (input, rounds) =>
  measureRender(document.getElementById('bench')!, await renderCases(input), rounds);
