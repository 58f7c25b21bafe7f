import { describeTheme } from '@vitrine/ui/theme-testing';
import theme from './index';

describeTheme(theme, { name: 'sixth-arv' });
