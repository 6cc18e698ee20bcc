export { DataTable } from '@sift/charts';
