import { benchLighthouse } from './lighthouse.ts';
await benchLighthouse(
  [
    ['dragon', 'DRAGON'],
    ['lotus', 'LOTUS'],
  ],
  {
    pages: (process.env.PAGES ?? '/m/login').split(','),
    onRow: (r) => console.log(JSON.stringify(r)),
  },
);
