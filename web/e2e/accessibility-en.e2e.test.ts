/** Accessibility and layout of every page in English (the route list and checks: ./accessibility/every-page.ts). */
import { describeEveryPage, describeTitleFollowsLanguage } from './accessibility/every-page';

describeEveryPage('en');
describeTitleFollowsLanguage();
