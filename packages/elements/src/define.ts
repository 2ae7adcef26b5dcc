// Registers the custom elements: the package's only side effect (STYLE.md layout).
import { defineUserBarElement } from './components/user-bar/user-bar.element';

defineUserBarElement();
