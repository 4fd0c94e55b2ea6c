import { i18n } from '../../i18n/i18n';

/** The shared company view's texts. */
export const SHARED_TEXTS = {
  get readOnly() {
    return i18n._('Read-only');
  },
  get notShared() {
    return i18n._('This company is not shared');
  },
  get notSharedText() {
    return i18n._(
      "The link is off, or it is wrong. Ask the company's owner to turn sharing on in the company's Share dialog, or for the link again.",
    );
  },
  get noWarriors() {
    return i18n._('No warriors in this company yet.');
  },
  get loading() {
    return i18n._('Loading the company…');
  },
};
