import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './studio.css';

createRoot(document.getElementById('root')!).render(<App />);
