// One sans-serif family in several weights, self-hosted from the npm package (no font CDN; CSP font-src 'self').
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
