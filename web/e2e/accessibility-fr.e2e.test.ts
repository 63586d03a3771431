/** Accessibility and layout of every page in French (the route list and checks: ./accessibility/every-page.ts). */
import { describeEveryPage } from './accessibility/every-page';

describeEveryPage('fr');
