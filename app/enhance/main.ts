import { enhanceAssistant } from "./assistant";
import { DATA } from "./contract";
import { enhanceCopyButtons } from "./copy";
import { enhanceCountdown } from "./countdown";
import { enhanceCursorTrail } from "./cursor-trail";
import { enhanceDialog } from "./dialog";
import { enhanceMarksSheet } from "./marks-sheet";
import { enhancePendingButtons } from "./pending";
import { enhanceRegisterKeys } from "./register-keys";
import { enhanceSaveAsChosen } from "./save-as-chosen";
import { enhanceToasts } from "./toasts";
import { enhanceUploads } from "./upload-progress";

/**
 * Every page with JavaScript, without React in the browser (decisions 181 and 191): the server renders every
 * screen whole, and this one small script adds what JavaScript can, finding its elements by the data- attributes
 * the server put there (./contract), in the page's language. Module scripts run once the document is parsed, so
 * every element is there; each behaviour does nothing on a page without its elements.
 */
enhanceToasts();
enhanceDialog();
enhancePendingButtons();
enhanceCopyButtons();
enhanceMarksSheet();
enhanceRegisterKeys();
enhanceUploads();
enhanceAssistant();
enhanceCountdown();
enhanceSaveAsChosen();
enhanceCursorTrail();
// Browser tests wait for this mark before they press a key the script answers.
document.documentElement.setAttribute(DATA.enhanced, "");
