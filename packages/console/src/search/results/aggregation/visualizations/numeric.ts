export { NumericChart } from '@sift/charts';
