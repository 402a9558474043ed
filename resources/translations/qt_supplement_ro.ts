<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Salvează tot</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Deschide</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Da</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Da la &amp;toate</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Nu</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>Nu la t&amp;oate</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Abandonează</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reîncearcă</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Ignoră</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Renunță</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Ajutor</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Aplică</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Resetează</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Restabilește valorile implicite</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Show Details...</source>
            <translation>Arată detaliile...</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Ascunde detaliile...</translation>
        </message>
        <message>
            <source>About Qt</source>
            <translation>Despre Qt</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Anulează</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Refă</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Taie</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiază</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Lipește</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Șterge</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Selectează tot</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Anulează</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Refă</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Taie</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiază</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Copiază a&amp;dresa legăturii</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Lipește</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Șterge</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Selectează tot</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Nume fișier:</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Deschide</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salvează</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>&amp;Alege</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Înapoi</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Înainte</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Directorul părinte</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Creează un dosar nou</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Vizualizare listă</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Vizualizare detaliată</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Locuri recente</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Deschide</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Salvează ca</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 există deja.
Doriți să îl înlocuiți?</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Toate fișierele (*)</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Dosar nou</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>Ș&amp;terge</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Redenumește</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Arată fișierele as&amp;cunse</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>Dosar n&amp;ou</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Directoare</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Director:</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Înapoi</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Înainte</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Mergi la directorul părinte</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Creează un dosar nou</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Comută la vizualizarea listă</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Comută la vizualizarea detaliată</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Bară laterală</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Fișiere</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Sigur doriți să ștergeți „%1”?</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Fișierul nu a fost găsit.
Verificați dacă numele fișierului este corect.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Nume</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Dimensiune</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Fel</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Data modificării</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Calculator</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Calculatorul meu</translation>
        </message>
    </context>
    <context>
        <name>QDialogButtonBox</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spațiu</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Del</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Ajutor</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Scroll here</source>
            <translation>Derulează aici</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Marginea din stânga</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Sus</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Marginea din dreapta</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Jos</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>O pagină la stânga</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>O pagină în sus</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>O pagină la dreapta</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>O pagină în jos</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Derulează la stânga</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Derulează în sus</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Derulează la dreapta</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Derulează în jos</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Float</source>
            <translation>Detașează</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>Detașează și reatașează panoul andocabil</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>Închide panoul andocabil</translation>
        </message>
    </context>
</TS>
