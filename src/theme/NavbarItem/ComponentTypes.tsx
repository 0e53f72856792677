import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * Only the navbar item types this site's config uses. The theme's map imports all nine, so every page
 * shipped the version dropdown, version badge, sidebar and HTML items in the main bundle. A config item of
 * another type fails the build (the theme throws while rendering the navbar); add its component here.
 */
const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'doc' | 'dropdown' | 'localeDropdown'> = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
};

export default ComponentTypes;
