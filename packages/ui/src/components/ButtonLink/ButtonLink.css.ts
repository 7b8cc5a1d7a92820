// ButtonLink is a Button drawn as a link: it takes its look from the Button recipe, unchanged.
export { button } from '../Button/Button.css';
