import { enhanceAssistant } from "./assistant";
import { DATA } from "./contract";
import { enhanceCopyButtons } from "./copy";
import { enhanceDialog } from "./dialog";
import { enhanceMarksSheet } from "./marks-sheet";
import { enhancePendingButtons } from "./pending";
import { enhanceRegisterKeys } from "./register-keys";
import { enhanceToasts } from "./toasts";
import { enhanceUploads } from "./upload-progress";

/**
 * The teacher's pages without React in the browser (decision 181): the server renders every screen whole, and
 * this one small script adds what JavaScript can, finding its elements by the data- attributes the server put
 * there, in the page's language. Module scripts run once the document is parsed, so every element is there.
 */
enhanceToasts();
enhanceDialog();
enhancePendingButtons();
enhanceCopyButtons();
enhanceMarksSheet();
enhanceRegisterKeys();
enhanceUploads();
enhanceAssistant();
// Browser tests wait for this mark before they press a key the script answers.
document.documentElement.setAttribute(DATA.enhanced, "");
