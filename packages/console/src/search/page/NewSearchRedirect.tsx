export { NewSearchRedirect as default } from './SearchPage';
