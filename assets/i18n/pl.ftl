## Okno ustawień
settings-language = Język
settings-language-system = Systemowy ({ $language })
settings-letters = Litery bierek
settings-letters-language = Języka ({ $letters })
settings-letters-english = Angielskie ({ $letters })

## Szachownica, jak mówi ją czytnik ekranu
square-empty = { $square }, puste
square-piece = { $square }, { $piece }
piece-white-king = biały król
piece-white-queen = biały hetman
piece-white-rook = biała wieża
piece-white-bishop = biały goniec
piece-white-knight = biały skoczek
piece-white-pawn = biały pion
piece-black-king = czarny król
piece-black-queen = czarny hetman
piece-black-rook = czarna wieża
piece-black-bishop = czarny goniec
piece-black-knight = czarny skoczek
piece-black-pawn = czarny pion
mark-selected = wybrane
mark-can-take = można bić
mark-can-go = można iść
mark-last-move = ostatni ruch
mark-check = szach
mark-picked-up = podniesiona

## Liczby
games-count =
    { $count ->
        [one] { $count } partia
        [few] { $count } partie
       *[many] { $count } partii
    }

## Wiersze pod listą ruchów i menu Partia
control-back-to-game = Wróć do partii
control-continue = Kontynuuj stąd…
control-continue-hover = Zacznij partię od pokazanej pozycji, zachowując ruchy, które do niej prowadziły
control-practice = Ćwicz stąd
control-practice-hover = Graj stroną na posunięciu przeciw komputerowi w pełnej sile, każdy ruch oceniany
control-new-game = Nowa partia…
control-flip = Obróć szachownicę
control-engine = Silnik
control-engine-off = Wyłącz silnik
control-engine-hover = Pokazuje najlepsze warianty silnika, jego ocenę i strzałki dla pokazanej pozycji
control-threat = Pokaż groźbę
control-threat-off = Ukryj groźbę
control-threat-hover = Czym grozi strona, która właśnie się ruszyła: warianty silnika z oddanym ruchem, na czerwono
control-stop-report = Zatrzymaj raport
control-stop-report-hover = Zatrzymuje raport partii; to, co znalazł, zostaje
control-report = Raport partii
control-report-hover = Silnik nad każdym ruchem: oceny, zaznaczone błędy, lepsze warianty
control-learn = Ucz się na błędach: { $name }
control-learn-hover = Niedokładności, błędy i podstawki z raportu jako zadania
control-show-move = Pokaż ruch
control-hint = Podpowiedź
control-hint-hover = Pokazuje bierkę do ruchu, potem ruch
control-take-back = Cofnij
control-take-back-hover = Cofa twój ostatni ruch i odpowiedź komputera
control-takeback = Cofnięcie…
control-takeback-hover = Prosi przeciwnika o zgodę na cofnięcie ostatniego ruchu
control-resume-clocks = Wznów zegary
control-pause-clocks = Wstrzymaj zegary
control-start = Początek
control-back = Jeden ruch wstecz
control-forward = Jeden ruch naprzód
control-latest = Ostatni ruch
control-puzzles = Ucz się na błędach: { $name }: { $at } z { $total } · rozwiązane { $solved } · nieudane { $failed }
control-show-answer = Pokaż odpowiedź
control-next = Dalej
control-skip = Pomiń
control-stop = Zakończ
control-retry = Ponów
control-restart-engine = Uruchom silnik ponownie
control-two-people = Graj dalej we dwoje

## Przełączniki i odpowiedzi w menu Partia
control-auto-flip = Automatyczny obrót
control-auto-flip-hover = Obracaj szachownicę po każdym ruchu, by gracz na posunięciu był na dole
control-figurines = Figurki
control-figurines-hover = Figurki bierek na liście ruchów zamiast liter
control-settings = Ustawienia…
control-shortcuts = Skróty klawiszowe
control-allow-takeback = Zezwól na cofnięcie
control-refuse-takeback = Odmów cofnięcia
control-accepts-draw = { $name } przyjmuje remis
control-declines-draw = { $name } odrzuca remis
control-offers-draw = { $name } proponuje remis
control-resigns = { $name } poddaje się…
control-result = Wynik
control-result-unknown = * (nieznany)
control-result-hover = Wynik partii; zmiany ruchów go zachowują
control-quit = Zakończ

## Menu Plik
file-open = Otwórz…
file-new-analysis = Nowa analiza
file-analyse-position = Analizuj tę pozycję
file-set-up = Ustaw pozycję…
file-set-up-hover = Ustawiaj bierki myszą, zaczynając od pokazanej pozycji
file-save = Zapisz
file-save-as = Zapisz jako…
file-recent = Ostatnie partie…
file-paste = Wklej partię lub FEN
file-copy-pgn = Kopiuj PGN
file-copy-fen = Kopiuj FEN
file-export-image = Eksportuj obraz…
file-copy-image = Kopiuj obraz

## Pola graczy
side-white = Białe
side-black = Czarne
player-name = Imię: { $side }
player-clock-recorded = Stan zegara zapisany w partii
player-resign-name = Poddaj się ({ $name })
player-has-offered = { $name } zaproponował(a) remis
player-offer-name = Zaproponuj remis ({ $name })
player-offer-disabled = Remis można zaproponować, dopóki partia trwa
claim-threefold = trzykrotne powtórzenie pozycji
claim-fifty = zasada 50 ruchów
player-claim = Żądaj remisu ({ $claim })
player-offers = { $name } proponuje remis.
player-accept-draw = Przyjmij remis
player-decline = Odrzuć
player-asks-takeback = { $name } prosi o cofnięcie ostatniego ruchu.
player-allow-takeback = Zezwól na cofnięcie
player-refuse = Odmów
player-claim-with = Żądaj remisu ruchem { $move }
player-claim-with-hover = Gra { $move } i żąda remisu przez { $claim }, na które ruch pozwala

## Pole ruchu
field-hint = Wpisz ruch
field-hover = Wpisz ruch ({ $examples }) albo resign, draw, takeback, flip, clock, who, help; Enter przenosi tu kursor
field-game-over = Partia się skończyła.
field-no-claim = Tym ruchem nie można żądać remisu.
field-no-game = Nie trwa żadna partia, którą można poddać.
field-no-takeback = Nie ma ruchu do cofnięcia.
field-no-clock = Partia nie ma zegara.
field-help = Ruchy: { $examples }; pole podnosi bierkę. Słowa: poddaj, remis (remis { $claim } żąda remisu ruchem), cofnij, obróć, zegar, kto, pomoc.
field-to-move = Ruch: { $name } ({ $side })
field-played = ; { $name } zagrał(a) { $move }

## Okno ustawień: szachownica, gra, dźwięk, silnik
settings-title = Ustawienia
settings-new-games = Nowe partie
settings-engine = Silnik
settings-book = Książka debiutowa
settings-board = Szachownica
theme-brown = Brązowa
theme-blue = Niebieska
theme-green = Zielona
theme-grey = Szara
settings-slide = Przesuwanie bierek
speed-off = Wył.
speed-fast = Szybko
speed-normal = Normalnie
speed-slow = Wolno
settings-show = Pokaż
settings-coordinates = Współrzędne na szachownicy
settings-dots = Kropki na dozwolonych ruchach
settings-figurines = Figurki na liście ruchów
settings-play = Gra
settings-auto-flip = Obracaj szachownicę po każdym ruchu
settings-takebacks = Zezwalaj na cofanie przeciw komputerowi
settings-sound = Dźwięk
settings-sounds = Dźwięki
settings-volume = głośność
settings-found = { $path } (znaleziony)
settings-no-engine = nie znaleziono: apt install stockfish
settings-choose = Wybierz…
settings-choose-engine = Wybierz silnik
settings-default = Domyślny
settings-threads = Wątki
settings-engine-threads = Wątki silnika
settings-hash = Hash (MB)
settings-hash-name = Hash w MB
settings-lines = Warianty
settings-bar-wdl = Pasek oceny pokazuje oczekiwany wynik (wygrana/remis/przegrana)
settings-bar-wdl-hover = Gdy silnik podaje szanse; w przeciwnym razie szanse z oceny
settings-report = Raport partii:
settings-depth = głębokość
settings-report-depth = Głębokość raportu
settings-seconds = sekund na ruch
settings-report-seconds = Sekundy na ruch raportu
settings-no-book = brak (plik Polyglot .bin)
settings-choose-book = Wybierz książkę debiutową
settings-remove = Usuń
settings-remove-book-hover = Ruchy z książki przestają być pokazywane
settings-stop-book = Przestań używać książki debiutowej
settings-computer-book = Komputer gra debiut z książki (poziomy 6–10)
settings-tables = Tablice końcówek (Syzygy), oprócz syzygy/ w folderze danych:
settings-remove-tables-hover = Tablice z tego folderu przestają być czytane
settings-remove-folder = Usuń { $folder }
settings-tables-field = Folder z tablicami końcówek
settings-add = Dodaj
settings-add-disabled = Wpisz ścieżkę folderu z plikami .rtbw i .rtbz
settings-choose-tables = Wybierz folder z tablicami końcówek
settings-time-control = Tempo gry
settings-time-field = Tempo nowej partii
settings-or-untimed = { $error } albo bez zegara

## Gracze nowej partii
settings-new-white = Białe w nowej partii
settings-new-black = Czarne w nowej partii

## Okno Nowa partia
new-title = Nowa partia
new-title-continue = Kontynuuj stąd
new-start = Rozpocznij partię
new-cancel = Anuluj
new-person = Człowiek
new-computer = Komputer
new-side-person = { $side }: człowiek
new-side-computer = { $side }: komputer
new-side-level = { $side }: poziom komputera
new-level-full = Poziom { $number } (pełna siła)
new-level-about = Poziom { $number } (około { $rating })
computer-provisional = Komputer, Rookery poziom { $level }
computer-name = { $engine }, Rookery poziom { $level }
player-computer-short = Poziom { $level } · { $engine }
player-computer = Komputer
new-cannot-play = Komputer nie może grać: { $why }
new-time-control = Tempo gry
new-untimed = Bez zegara
new-custom = Własne
new-odds = Różny czas dla każdej strony (fora czasowa)
new-side-colon = { $side }:
new-minutes = Minuty: { $side }
new-seconds = Sekundy na ruch: { $side }
new-delay = Dodatek lub opóźnienie: { $side }
new-from-shown = Partia zaczyna się od pokazanej pozycji.
new-goes-on =
    Partia toczy się dalej od pokazanej pozycji, z { $count ->
        [one] { $count } półruchem
       *[other] { $count } półruchami
    }, które do niej prowadziły.
new-already-over = Zasady kończą już tam partię: { $why }.
new-fen-title = Pozycja początkowa (FEN, pusta dla zwykłej)
new-fen-name = Pozycja początkowa (FEN)
new-960 = Chess960 nr
new-960-name = Numer Chess960
new-use = Użyj
new-use-hover = Zacznij od tej pozycji Chess960 (518 to zwykła)
new-random = Losowo
new-set-up = Ustaw na szachownicy…
new-set-up-hover = Ustaw bierki myszą
new-last = Użyj ostatniej pozycji
new-legal = ✔ dozwolona pozycja

## Lista skrótów klawiszowych (F1)
shortcuts-title = Skróty klawiszowe
help-new-game = Nowa partia…
help-new-analysis = Nowa analiza
help-set-up-a-position = Ustaw pozycję…
help-open-a-pgn-file = Otwórz plik PGN…
help-save = Zapisz
help-save-as = Zapisz jako…
help-paste-a-game-pgn-or-a = Wklej partię (PGN) lub pozycję (FEN)
help-undo-an-edit-in-a-game = Cofnij zmianę (w trwającej partii: poproś o cofnięcie ostatniego ruchu)
help-redo = Ponów
help-mark-the-move = Oznacz ruch ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Usuń pokazany ruch i to, co po nim
help-quit = Zakończ
help-accept-the-draw-offered-or-allow = Przyjmij zaproponowany remis albo zezwól na cofnięcie
help-decline-the-draw-offered-or-refuse = Odrzuć zaproponowany remis albo odmów cofnięcia
help-flip-the-board = Obróć szachownicę
help-the-board-s-squares-the-arrows = Pola szachownicy: strzałki po nich chodzą, Enter lub spacja podnosi i stawia
help-type-a-move-nf3-e2e4-o = Wpisz ruch (Sf3, e2e4, O-O) albo poddaj, remis, cofnij, obróć, zegar, kto, pomoc
help-engine-on-or-off-analysis-board = Silnik włączony lub wyłączony (szachownica analizy)
help-show-threat-what-the-side-that = Pokaż groźbę: czym grozi strona, która się właśnie ruszyła (szachownica analizy)
help-game-report-the-engine-over-every = Raport partii: silnik nad każdym ruchem
help-hint-against-the-computer-the-piece = Podpowiedź przeciw komputerowi: bierka do ruchu, potem ruch
help-one-move-back = Jeden ruch wstecz
help-one-move-forward = Jeden ruch naprzód
help-the-start = Początek
help-the-latest-move = Ostatni ruch
help-this-list = Ta lista
help-the-menus-between-them-and-enter = Menu: ← → między nimi, ↑ ↓ i Enter w jednym, Esc zamyka
help-the-file-game-and-move-menus = Menu Plik, Partia i Ruch
key-first-letter = pierwsza litera ruchu
key-right-click = prawy klik
key-right-drag = Przeciągnij prawym
key-delete = Delete
key-enter = Enter
key-shift = Shift
key-home = Home
key-ctrl = Ctrl
key-or = lub
key-alt = Alt
key-end = End
key-esc = Esc
help-put-a-selected-piece-back = Odłóż wybraną bierkę
help-close-the-editor = Zamknij edytor pozycji (jak Anuluj)
help-draw-an-arrow-a-circle-shift = Narysuj strzałkę, okrąg (Shift lub Ctrl: czerwony, Alt: niebieski, oba: żółty)
help-choose-and-open-a-game-in = Wybierz i otwórz partię z listy partii

## Wiersz stanu i wynik
status-to-move = Ruch: { $name }
status-to-move-check = Ruch: { $name } — szach
status-checkmated = { $name }: mat
status-stalemated = { $name }: pat
end-checkmate = { $winner } wygrywa matem
end-stalemate = Remis przez pata
end-insufficient = Remis: żadna strona nie może zamatować (martwa pozycja)
end-dead = Remis — martwa pozycja: żaden ciąg dozwolonych ruchów nie da mata
end-fivefold = Remis przez pięciokrotne powtórzenie
end-seventy-five = Remis przez zasadę 75 ruchów
end-threefold = Remis przez trzykrotne powtórzenie (zażądał(a) { $name })
end-fifty = Remis przez zasadę 50 ruchów (zażądał(a) { $name })
end-agreement = Remis za zgodą
end-resigns = { $name } poddaje się
end-time = { $winner } wygrywa na czas
end-time-insufficient = Remis — { $flagged } przekroczył(a) czas, ale { $other } nie może zamatować
end-wins = { $winner } wygrywa
end-draw = Remis
end-ongoing = Partia w toku

## Pytania i komunikaty nad szachownicą
resign-title = Poddać się jako { $name }?
resign-winner = { $name } wygra partię.
resign-button = Poddaj się
resign-keep = Graj dalej
over-analyse = Analizuj
over-analyse-hover = Przejrzyj partię: spróbuj innych ruchów, komentuj, rysuj strzałki
over-close = Zamknij
restored-analysis = Przywrócono analizę
restored-analysis-words = Twoja analiza wraca taka, jaką ją zostawiono: zmiany nie są jeszcze zapisane.
restored-analysis-of = Twoja analiza { $file } wraca taka, jaką ją zostawiono: zmiany nie są jeszcze zapisane.
restored-go-on = Dalej
restored-game = Przywrócono partię
restored-game-words =
    { $white } – { $black }: partia toczy się dalej tam, gdzie stanęła, po { $count ->
        [one] { $count } ruchu
       *[other] { $count } ruchach
    }.
restored-paused = Zegary są wstrzymane, dopóki nie wznowisz.
restored-resume = Wznów
restored-continue = Kontynuuj
unsaved-title = Zapisać zmiany w { $name }?
unsaved-this = ta analiza
unsaved-before-open = Twoje ruchy, komentarze i rysunki przepadną, jeśli nie zapiszesz ich przed otwarciem innej partii.
unsaved-before-practice = Twoje ruchy, komentarze i rysunki przepadną, jeśli nie zapiszesz ich przed ćwiczeniem z tej pozycji.
unsaved-before-quit = Twoje ruchy, komentarze i rysunki przepadną, jeśli nie zapiszesz ich przed zamknięciem.
unsaved-save = Zapisz
unsaved-discard = Odrzuć

## Obszar silnika
engine-report-progress = Raport: ruch { $done } z { $total }
engine-stop = Zatrzymaj
engine-stop-hover = To, co znaleziono, zostaje
engine-go-on = Dalej
engine-go-on-hover = Raport toczy się dalej od miejsca, w którym stanął
engine-choose = Wybierz silnik…
engine-stopped-report = Raport partii zatrzymał się na ruchu { $moves } przy zamknięciu Rookery; to, co znalazł, zostaje.
engine-depth = głębokość { $depth }
engine-thinking = Silnik myśli… ({ $keys } go wyłącza)
engine-no-threat = Brak groźby do pokazania: { $side } są w szachu albo partia się skończyła.
engine-threat-off = ({ $keys } wyłącza groźbę)
engine-threat = Groźba ({ $score }): { $line }
engine-looking = Szukam, czym grożą { $side }…
engine-threat-hover = Co zagrałyby { $side }, gdyby znów miały ruch ({ $keys } wyłącza)
engine-checkmate = Mat
engine-stalemate = Pat
engine-wdl-hover = Szanse białych na wygraną, remis i przegraną według silnika
engine-wdl-line = { $wdl } (białych, promile: wygrana/remis/przegrana)
engine-line-name = Wariant { $at } z { $total }: { $score } { $line }; Enter gra go do { $move }
engine-play-line = Zagraj wariant dotąd do zapisu
engine-graph = Szanse białych w trakcie partii

## Nagłówek partii, tablice, książka i eksplorator
header-has-offered = { $name } zaproponował(a) remis.
header-time-control = Tempo gry { $control }
header-time-control-paused = Tempo gry { $control } — zegary wstrzymane
header-round = { $event }, runda { $round }
header-read-error = ⚠ Odczytano do błędu: { $error }.
header-rules-start = Zasady zakończyłyby tę partię na początku: { $result }.
header-rules-after = Zasady zakończyłyby tę partię po { $move }: { $result }.
tables-title = Tablice: ruch: { $side }, { $outcome }
tables-win = wygrana
tables-cursed-win = przeklęta wygrana
tables-draw = remis
tables-blessed-loss = błogosławiona przegrana
tables-loss = przegrana
tables-mate = mat
tables-play-hover = Zagraj do zapisu
tables-dtz-hover = DTZ: półruchy do najbliższego bicia lub ruchu pionem przy najlepszej grze obu stron; nie ruchy do mata. Przy każdym ruchu liczy się po nim, od strony przeciwnika.
tables-practice = Zagraj przeciw tablicom
tables-practice-hover = Graj stroną na posunięciu; komputer broni się bezbłędnie
book-title = Książka:
book-hover = Waga { $weight }: zagraj do zapisu
book-name = Ruch z książki { $move }, { $share } procent

## Karty listy ruchów i eksplorator
tab-moves = Ruchy
tab-explorer = Eksplorator
tab-explorer-progress = Eksplorator { $percent }%
explorer-pasted = wklejone partie
explorer-playing = Odtwarzanie wszystkich partii z { $file }…
explorer-cancel = Anuluj
explorer-stopped = Eksplorator { $file } został zatrzymany.
explorer-again = Eksploruj ponownie
explorer-failed = Eksplorator nie mógł odczytać { $file }: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } partia
        [few] { $shown } partie
       *[many] { $shown } partii
    }
explorer-reaching = Partie osiągające tę pozycję
explorer-reaching-hover = Pokaż partie z pliku osiągające tę pozycję
explorer-none-reach = Żadna partia z { $file } nie osiąga tej pozycji.
explorer-none-on = Żadna partia nie toczyła się stąd dalej.
explorer-limit = Eksplorator liczy ruchy pierwszych { $plies } półruchów (do ruchu { $moves }), jak ten z lichess.
explorer-replaying = Odtwarzanie partii, które mogą osiągnąć tę pozycję…
explorer-stop = Zatrzymaj
explorer-replay-hover = Odtwórz partie z pliku, które mogą ją osiągnąć, i pokaż je
explorer-during-game = W trakcie partii ruchy wykonuje się na szachownicy
explorer-no-result = brak znanego wyniku
explorer-shares = Białe { $white }%, remisy { $draws }%, czarne { $black }%

## Pasek pliku i lista ruchów
bar-analysis = Analiza
bar-new-game = Nowa partia
bar-games = Partie ({ $count })
bar-games-hover = Lista partii w otwartym pliku
moves-none = Jeszcze nie ma ruchów.

## Znaki komentarza
glyph-1 = Dobry ruch
glyph-2 = Błąd
glyph-3 = Znakomity ruch
glyph-4 = Podstawka
glyph-5 = Ciekawy ruch
glyph-6 = Wątpliwy ruch
glyph-10 = Pozycja równa
glyph-13 = Pozycja niejasna
glyph-14 = Białe stoją nieco lepiej
glyph-15 = Czarne stoją nieco lepiej
glyph-16 = Białe stoją lepiej
glyph-17 = Czarne stoją lepiej
glyph-18 = Białe wygrywają
glyph-19 = Czarne wygrywają
glyph-146 = Nowinka
glyph-32 = Przewaga w rozwoju
glyph-36 = Inicjatywa
glyph-40 = Atak
glyph-132 = Kontrgra
glyph-138 = Niedoczas
glyph-44 = Z rekompensatą
glyph-140 = Z ideą
glyph-22 = Zugzwang

## Pasek analizy i menu Ruch
analysis-undo = Cofnij { $what } ({ $keys })
analysis-redo = Ponów { $what } ({ $keys })
analysis-undo-nothing = Cofnij ({ $keys })
analysis-redo-nothing = Ponów ({ $keys })
analysis-move-menu-hover = Awansuj, uczyń główną linią, usuń, kopiuj pokazany ruch
analysis-position-glyphs = Jak stoi pozycja
analysis-observation-glyphs = Nowinka, inicjatywa, atak…
analysis-more-glyphs = Znaki, na które w wierszu nie ma miejsca
analysis-start = początek
analysis-before = Przed { $name }…
analysis-comment-on = Komentarz do { $name }…
analysis-promote = Awansuj wariant
analysis-main-line = Uczyń główną linią
analysis-delete-from = Usuń od tego miejsca
analysis-delete-variation = Usuń wariant
analysis-collapse = Zwiń wariant
analysis-comment = Komentarz…
analysis-glyphs = Znaki
analysis-copy-line = Kopiuj wariant jako PGN

## Tytuły menu
menu-file = Plik
menu-game = Partia
menu-move = Ruch
menu-name = Menu { $title }

## Okna plików: ścieżka, wybór zapisu, upuszczony plik
prompt-open = Otwórz plik PGN
prompt-open-action = Otwórz
prompt-save = Zapisz partię
prompt-save-action = Zapisz
prompt-engine = Wybierz silnik szachowy
prompt-choose-action = Wybierz
prompt-export = Eksportuj obraz szachownicy
prompt-export-action = Eksportuj
prompt-append = Dołącz plik PGN
prompt-append-action = Dołącz
prompt-copy = Kopiuj partię do pliku
prompt-copy-action = Kopiuj
prompt-tables = Dodaj folder z tablicami końcówek
prompt-add-action = Dodaj
prompt-book = Wybierz książkę debiutową
prompt-open-words = Wpisz ścieżkę pliku, upuść plik na okno albo podaj go w wierszu poleceń (rookery PLIK.pgn).
prompt-save-words = Wpisz ścieżkę, pod którą zapisać partię.
prompt-engine-words = Wpisz ścieżkę programu silnika UCI.
prompt-export-words = Wpisz ścieżkę obrazu: .png lub .svg dla pozycji, .gif dla partii.
prompt-append-words = Wpisz ścieżkę pliku PGN, którego partie dołączyć.
prompt-copy-words = Wpisz ścieżkę pliku PGN, do którego dodać partię (zostanie utworzony, jeśli go brak).
prompt-tables-words = Wpisz ścieżkę folderu z tablicami Syzygy (pliki .rtbw i .rtbz).
prompt-book-words = Wpisz ścieżkę książki Polyglot (plik .bin).
prompt-path = Ścieżka
prompt-name-alone = Sama nazwa jest szukana w { $folder }
prompt-cancel = Anuluj
choice-holds = Ta partia pochodzi z { $name }, który zawiera jeszcze { $count } partii.
choice-write-back = Zapisz ją z powrotem w { $name }
choice-write-back-hover = Pozostałe partie są kopiowane bez zmian
choice-alone = Zapisz tylko tę partię jako…
drop-open = Upuść, aby otworzyć { $name }
drop-not-pgn = { $name } nie jest plikiem PGN
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Partie szachowe (PGN)

## Lista partii
list-title = Partie w { $file }
list-pasted = Wklejone partie
list-search = Szukaj
list-search-hint = gracz, turniej, miejsce, debiut lub rok (akcenty i wielkość liter się nie liczą)
list-search-name = Przeszukaj partie
list-of = { $shown } z { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = pozycję wyjściową
list-after = pozycję po { $line }
list-only =
    Tylko { $count ->
        [one] partia
       *[other] partie ({ $shown })
    } osiągające { $position }
list-show-all = Pokaż wszystkie partie
list-stopped = Czytanie przerwano: lista zawiera znalezione partie.
list-sort-hover = Sortuj według tej kolumny (ponownie: odwrotnie)
column-white = Białe
column-black = Czarne
column-result = Wynik
column-date = Data
column-event = Turniej
column-opening = Debiut
column-elo = Elo
column-moves = Ruchy

## Co słyszy czytnik ekranu w trakcie partii
say-moved = { $name }: { $move }
say-passes = pasuje
say-to-move = Ruch: { $name } ({ $side })
say-offers = { $name } proponuje remis
say-asks-takeback = { $name } prosi o cofnięcie ostatniego ruchu
say-can-claim = { $name } może żądać remisu: { $claim }
say-low-time = { $name } ma mało czasu
say-castles-short = roszada krótka
say-castles-long = roszada długa
say-move = { $piece } { $square }
say-takes = { $piece } bije { $square }
say-check = szach
say-checkmate = mat
role-king = król
role-queen = hetman
role-rook = wieża
role-bishop = goniec
role-knight = skoczek
role-pawn = pion
role-piece = bierka

## Ustawianie pozycji
editor-title = Ustaw pozycję
editor-over = Dozwolona, ale zakończona: { $why }
editor-legal = Dozwolona pozycja
editor-play = Graj stąd…
editor-play-hover = Wybierz graczy i tempo, potem graj
editor-analyse = Analizuj
editor-analyse-hover = Otwórz na szachownicy analizy
editor-cancel-hover = Wróć do partii, takiej jak była
editor-hand = Przeciągaj bierki; poza szachownicę usuwa
editor-eraser = Klikaj pola, aby je opróżnić
editor-piece = Klikaj pola, aby ją postawić
editor-start = Start
editor-start-hover = Zwykła pozycja wyjściowa
editor-clear = Wyczyść
editor-clear-hover = Pusta szachownica
editor-flip = Obróć
editor-flip-hover = Obróć szachownicę
editor-960 = 960 nr
editor-set = Ustaw
editor-to-move = Ruch:
editor-castling = Roszada:
editor-castling-off = Król i ta wieża nie stoją tam, gdzie roszada jest możliwa
editor-en-passant = Bicie w przelocie:
editor-en-passant-name = Pole bicia w przelocie
editor-half-moves = Półruchy:
editor-half-moves-name = Półruchy od bicia lub ruchu piona
editor-move = Ruch:
editor-move-name = Numer ruchu

## Edycja pliku partii
edits-one = partię { $number }
edits-one-players = partię { $number } ({ $white } – { $black })
edits-many = { $count } partii
edits-add = Dodaj partię z szachownicy
edits-add-hover = Dodaje ją na końcu pliku; pozostałe partie zostają bez zmian
edits-choose-hint = Ctrl+klik (lub Ctrl+spacja) wybiera więcej partii, Shift+klik ciąg
edits-delete = Usuń { $what }…
edits-copy = Kopiuj { $what } do…
edits-append = Dołącz plik…
edits-duplicates = Usuń duplikaty
edits-duplicates-hover = Późniejsze kopie partii o tych samych ruchach, turnieju, miejscu, dacie, rundzie, graczach i wyniku
edits-undo = Cofnij
edits-undo-hover = Cofnij: { $what }
edits-delete-title = Usunąć { $what } z { $name }?
edits-rewritten = Plik zostaje przepisany; Cofnij przywraca usunięte.
edits-delete-button = Usuń

## Dlaczego ustawiona pozycja jest niemożliwa
number-words = { $count }
list-and = { $first } i { $last }
list-comma = { $first }, { $last }
editor-no-king = { $side } nie mają króla
editor-kings = { $side }: { $count } króle
editor-pawn-back-rank = pion nie może stać na pierwszej ani ostatniej linii ({ $squares })
editor-opposite-check = { $side } są szachowane, ale ruch mają { $mover }: strona bez ruchu nie może być szachowana
editor-impossible-check = { $side }: król jest w szachu, którego żaden ostatni ruch nie mógł dać
editor-too-many-pawns = { $side }: { $count } pionów, a strona ma najwyżej osiem
editor-queens =
    { $count ->
        [one] { $number } hetman
        [few] { $number } hetmany
       *[many] { $number } hetmanów
    }
editor-rooks =
    { $count ->
        [one] { $number } wieża
        [few] { $number } wieże
       *[many] { $number } wież
    }
editor-knights =
    { $count ->
        [one] { $number } skoczek
        [few] { $number } skoczki
       *[many] { $number } skoczków
    }
editor-light-bishops =
    { $count ->
        [one] { $number } goniec białopolowy
        [few] { $number } gońce białopolowe
       *[many] { $number } gońców białopolowych
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } goniec czarnopolowy
        [few] { $number } gońce czarnopolowe
       *[many] { $number } gońców czarnopolowych
    }
editor-pawns =
    { $count ->
        [one] { $number } pion
        [few] { $number } piony
       *[many] { $number } pionów
    }
editor-material = { $side } mają: { $pieces }
editor-material-missing = { $side } mają: { $pieces }; { $promoted } z promocji, a { $missing }
editor-promoted =
    { $count ->
        [one] { $number } bierka musi pochodzić
        [few] { $number } bierki muszą pochodzić
       *[many] { $number } bierek musi pochodzić
    }
editor-missing =
    { $count ->
        [one] brakuje tylko { $number } piona
        [few] brakuje tylko { $number } pionów
       *[many] brakuje tylko { $number } pionów
    }
editor-piece-on = { $piece } na { $square }
editor-close-checks = { $side }: { $first } i { $second } szachują z bliska (lub z odległości skoku skoczka): żaden ruch nie daje dwóch takich szachów
editor-line-not-opened = { $side }: { $first } i { $second } szachują, ale żaden ruch tej bierki ({ $mover }) nie mógł otworzyć linii drugiej ({ $slider }) ({ $squares })
editor-check-unmoved = { $side }: { $piece } szachuje, ale nie mógł się ruszyć: pion na swojej drugiej linii nigdy się nie ruszał
editor-check-blocked = { $side }: { $piece } szachuje, ale każde pole, z którego mógł przyjść ({ $squares }), jest zajęte
editor-pawn-files = { $side }: piony nie mogły przyjść każdy z własnej kolumny: pion zmienia kolumnę tylko biciem, o jedną na każdą linię, o którą się posuwa
editor-pawn-from = { $square } z kolumny { $file }
editor-pawn-captures = { $side }: piony wymagają co najmniej { $captures }, by tak stać ({ $moved }), ale { $other } { $lost }
editor-captures =
    { $count ->
        [one] { $number } bicie
        [few] { $number } bicia
       *[many] { $number } bić
    }
editor-lost =
    { $count ->
        [0] nie straciły żadnej bierki
        [one] straciły tylko { $number } bierkę
        [few] straciły tylko { $number } bierki
       *[many] straciły tylko { $number } bierek
    }
editor-castling-rights = prawa do roszady nie zgadzają się z królami i wieżami
editor-bad-en-passant = na tym polu bicie w przelocie jest niemożliwe
editor-not-legal = pozycja jest niedozwolona
fen-castling-dropped = Usunięto prawo do roszady wieży z { $square }: { $why }.
fen-no-white-rook = na { $square } nie ma białej wieży
fen-no-black-rook = na { $square } nie ma czarnej wieży
fen-king-not-home = { $side }: król nie stoi na swojej pierwszej linii, skąd zaczyna się roszada
fen-other-rook = { $side } już roszują inną wieżą po tej stronie króla
fen-ep-dropped = Usunięto pole bicia w przelocie { $square }: { $why }.
fen-ep-rank-white = przy ruchu białych pole bicia w przelocie leży na szóstej linii
fen-ep-rank-black = przy ruchu czarnych pole bicia w przelocie leży na trzeciej linii
fen-ep-no-black-pawn = na { $square } nie stoi czarny pion jak po podwójnym ruchu
fen-ep-no-white-pawn = na { $square } nie stoi biały pion jak po podwójnym ruchu
fen-ep-no-white-taker = żaden biały pion nie może bić na { $square }
fen-ep-no-black-taker = żaden czarny pion nie może bić na { $square }

## FEN, którego nie da się odczytać
fen-invalid = nieprawidłowy FEN: { $part }
fen-not-fen = tekst nie jest FEN-em
fen-bad-board = ustawienie bierek (pierwsze pole) jest nieprawidłowe
fen-bad-board-ranks = ustawienie bierek (pierwsze pole) jest nieprawidłowe: 8 linii po 8 pól, od a8
fen-bad-pocket = rezerwa jest nieprawidłowa
fen-bad-turn = strona na ruchu (drugie pole) musi być w lub b
fen-bad-castling = prawa do roszady (trzecie pole) są nieprawidłowe
fen-bad-ep = pole bicia w przelocie (czwarte pole) jest nieprawidłowe
fen-bad-checks = pozostałe szachy są nieprawidłowe
fen-bad-halfmoves = licznik półruchów (piąte pole) nie jest liczbą
fen-bad-fullmoves = numer ruchu (szóste pole) nie jest liczbą dodatnią
fen-illegal = niedozwolona pozycja: { $reasons }
fen-empty-board = szachownica jest pusta
fen-missing-king = brakuje króla
fen-too-many-kings = strona ma więcej niż jednego króla
fen-back-rank-pawns = piony stoją na pierwszej lub ostatniej linii
fen-bad-ep-square = pole bicia w przelocie nie następuje po podwójnym ruchu piona
fen-opposite-check = strona bez ruchu jest szachowana
fen-impossible-check = szach jest niemożliwy
fen-too-much-material = jest więcej materiału, niż może mieć partia
fen-variant = naruszono regułę wariantu

## Komunikaty: pliki, autozapis, ustawienia
notice-explorer-failed = Nie udało się zbudować eksploratora: { $why }.
notice-search-failed = Nie udało się wyszukać partii z tą pozycją: { $why }. Nic nie zmieniono.
notice-editor-not-kept = Nie udało się zachować ustawianej pozycji w { $path }: { $why }.
notice-editor-back = Ustawiana pozycja wróciła.
notice-editor-not-back = Nie udało się przywrócić ustawianej pozycji ({ $why }); nadal jest w { $path }.
notice-bad-options = Rookery uruchomiono z opcjami, których nie może użyć: { $why }. Uruchamia się jak zwykle.
notice-not-restored = Nie udało się przywrócić ostatniej partii: { $why }.
notice-not-restored-kept = Nie udało się przywrócić ostatniej partii: { $why }. Zachowano ją jako { $path }.
game-names = { $white } przeciw { $black }
notice-unfinished-kept = Niedokończoną partię { $names } zachowano w { $path } (Plik › Ostatnie partie).
notice-taken-back = { $count ->
    [one] Cofnięto jeden ruch
   *[other] Cofnięto ruchy: { $count }
}
notice-takeback-refused = { $name } odmówił cofnięcia ruchu
notice-unfinished-stays = Nie udało się dodać niedokończonej partii { $names } do archiwum ({ $why }); zostaje w { $path }.
notice-unfinished-not-archived = Nie udało się dodać niedokończonej partii do archiwum: { $why }.
notice-not-archived = Nie udało się dodać partii do archiwum: { $why }.
notice-autosave-failed = Nie udało się zapisać partii w { $path }: { $why }. Wciąż jest na szachownicy.
notice-autosave-not-removed = Zakończona partia jest w archiwum, ale jej autozapisu w { $path } nie udało się usunąć: { $why }.
notice-settings-not-saved = Nie udało się zapisać ustawień w { $path }: { $why }.
notice-other-launch = Inne uruchomienie Rookery poprosiło o coś niewykonalnego: { $why }
notice-clipboard-empty = Schowek nie zawiera tekstu.
notice-pasted-position = Nowa partia zaczyna się od wklejonej pozycji.
notice-pasted-games =
    { $count ->
        [few] Wklejony tekst zawiera { $count } partie.
       *[many] Wklejony tekst zawiera { $count } partii.
    }
notice-dropped-not-pgn = { $name } nie jest plikiem PGN: Rookery otwiera pliki z końcówką .pgn (także .pgn.gz, .pgn.zst, .pgn.bz2) i ich archiwa .zip.
notice-image-copied = Obraz szachownicy jest w schowku.
notice-image-failed = Nie udało się utworzyć obrazu: { $why }.
notice-making = Tworzenie { $name }…
notice-image-not-started = Nie udało się zacząć tworzenia obrazu: { $why }.
notice-not-opened = Nie udało się otworzyć { $path }: { $why }.
notice-not-started-reading = Nie udało się zacząć czytać { $name }: { $why }.
notice-reading = Czytanie { $name }…
notice-choose-pgn =
    { $count ->
        [few] { $name } zawiera { $count } pliki PGN: wybierz jeden.
       *[many] { $name } zawiera { $count } plików PGN: wybierz jeden.
    }
notice-packed-not-pgn = { $name } jest skompresowany ({ $packing }), ale nie zawiera PGN: pierwsze 64 KB nie mają ani znacznika, ani ruchu. Nic nie zmieniono.
notice-not-pgn = { $name } nie jest plikiem PGN: pierwsze 64 KB nie mają ani znacznika, ani ruchu. Nic nie zmieniono.
notice-not-read = Nie udało się odczytać { $name }: { $why }. Nic nie zmieniono.
notice-no-games = { $name } nie zawiera partii: może to nie jest plik PGN. Nic nie zmieniono.
notice-stopped-reading = Przerwano czytanie { $name }.
games-count-grouped =
    { $count ->
        [one] { $number } partia
        [few] { $number } partie
       *[many] { $number } partii
    }
notice-stopped-listed = Przerwano czytanie { $name }: na liście { $games }.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } zmienił się na dysku od wczytania: wczytaj go ponownie, by czytać partie.
notice-game-not-read = Nie udało się odczytać partii { $number } z { $name }: { $why }.
notice-changed-first = { $name } zmienił się na dysku od wczytania: najpierw wczytaj go ponownie. Nic nie zmieniono.
notice-changing = Zmienianie { $name }…
notice-not-started-changing = Nie udało się zacząć zmieniać { $name }: { $why }.
notice-would-lose = { $name } zawiera partie ({ $count }), które zapis tej partii by nadpisał: nic nie zapisano. Wybierz inną nazwę.
notice-saved = Zapisano { $name }.
notice-not-saved = Nie udało się zapisać { $path }: { $why }. Nic na dysku nie zmieniono.
notice-not-from-file = Partia nie pochodzi z pliku wielu partii: użyj Zapisz jako.
notice-still-reading = { $name } jest jeszcze czytany: zapisz partię z powrotem, gdy cały plik będzie na liście.
notice-compressed = { $name } jest skompresowany ({ $packing }): Rookery do niego nie zapisuje. Użyj Zapisz jako.
notice-changed-since-opened = { $name } zmienił się na dysku od otwarcia: nic nie zapisano. Użyj Zapisz jako albo otwórz plik ponownie.
notice-could-not-read = Nie udało się odczytać { $path }: { $why }.
notice-saved-back = Zapisano partię { $number } z powrotem w { $name }; pozostałe partie ({ $count }) są bez zmian.
notice-no-mistakes = Raport nie znajduje błędów, z których { $side } mogą się uczyć (po debiucie).

## Panel: etykiety, eksport obrazu, zadania, trening i problemy
label-moves = Ruchy
label-explorer-moves = Ruchy grane tutaj
label-graph = Wykres oceny: szanse białych w przebiegu partii
graph-no-evaluation = brak oceny
graph-start = Początek
variation-more =
    { $count ->
        [one] ⊞ jeszcze { $count } ruch
        [few] ⊞ jeszcze { $count } ruchy
       *[many] ⊞ jeszcze { $count } ruchów
    }
variation-show = Pokaż cały wariant
file-reload = Wczytaj ponownie { $name }
file-reload-hover = Wczytaj listę pliku ponownie w obecnym stanie
export-title = Eksportuj obraz
export-width = Szerokość szachownicy
export-width-name = Szerokość szachownicy w pikselach
export-caption = Podpis
export-caption-what = Gracze i ruch (GIF: wynik)
export-seconds-suffix = s na ruch
export-seconds-name = Sekundy na ruch w GIF-ie
export-hint = Nazwij plik .png lub .svg dla pokazanej pozycji, .gif dla partii.
export-save = Zapisz…
export-copy = Kopiuj obraz
export-close = Zamknij
archive-title = Otwórz plik z { $name }
archive-holds =
    { $count ->
        [few] { $name } zawiera { $count } pliki PGN:
       *[many] { $name } zawiera { $count } plików PGN:
    }
retro-done = Koniec: rozwiązane { $solved }, nieudane { $failed }.
retro-find = { $side }: ruch { $number } to { $played } ({ $judgement }). Znajdź lepszy ruch.
judgement-inaccuracy = niedokładność
judgement-mistake = błąd
judgement-blunder = podstawka
retro-better = Lepszy ruch to { $san }.
retro-not-found = Silnik nie znalazł jeszcze lepszego ruchu.
retro-the-mistake = { $san } to ruch z partii. Znajdź lepszy.
retro-checking = Sprawdzanie { $san }…
retro-solved = Rozwiązane: { $san } to dobry ruch.
retro-not-enough = { $san } nie wystarcza: oddaje za dużo. Spróbuj innego ruchu albo pokaż odpowiedź.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. Najlepszy był { $san }.
verdict-good = Dobry ruch
verdict-inaccuracy = Niedokładność
verdict-mistake = Błąd
verdict-blunder = Podstawka
computer-stopped = Silnik komputera się zatrzymał: { $why } Partia jest zachowana, a zegary zatrzymane.
computer-stopped-untimed = Silnik komputera się zatrzymał: { $why } Partia jest zachowana.
engine-none-found = Nie znaleziono silnika szachowego. Zainstaluj Stockfisha (w Debianie i Ubuntu: sudo apt install stockfish) albo wybierz program silnika w Ustawieniach.
report-not-started = Nie udało się rozpocząć raportu: { $why }
report-stopped = Raport się zatrzymał.
report-fault = { $why } Raport zachowuje to, co znaleziono wcześniej.
tables-not-read = Nie udało się odczytać tablic: { $why }
hint-browsing = Oglądasz wcześniejszy ruch. Wróć do partii, by grać: End lub „Wróć do partii”.
hint-computer-only = Podpowiedź jest dla partii z komputerem.
notice-engine-off-in-game = Silnik i raport służą do analizy: podczas partii są wyłączone.
notice-engine-on-analysis = Silnik i raport działają na szachownicy analizy: wybierz Analizuj, by obejrzeć z nimi tę partię.
notice-pgn-copied = PGN partii jest w schowku.
notice-fen-copied = FEN pozycji jest w schowku.
notice-line-copied =
    { $count ->
        [one] Linia z { $count } ruchem jest w schowku jako PGN.
        [few] Linia z { $count } ruchami jest w schowku jako PGN.
       *[many] Linia z { $count } ruchami jest w schowku jako PGN.
    }
io-not-found = nie ma takiego pliku
io-permission = brak uprawnień
io-folder = to jest folder
explorer-pass-stopped = przebieg się zatrzymał
zip-no-pgn = archiwum zip nie zawiera pliku .pgn
dialog-no-service = Ten pulpit nie ma usługi okien plików (brak portalu pulpitu i zenity).
dialog-unavailable = Okno plików nie jest tu dostępne.
dialog-failed = Nie udało się pokazać okna plików (żaden portal nie odpowiedział, a zenity brak lub zawiodło).
dialog-pgn-games = Partie PGN
dialog-images = Obrazy (PNG, SVG, GIF partii)
dialog-books = Książki Polyglot

## Menu dla czytników ekranu, wpisane ruchy, tempa
menu-a11y = Menu { $title }
report-counts-hover = Niedokładności (?!), błędy (?) i podstawki (??) według lichess oraz średnia strata w centypionach
panel-width = Szerokość panelu: przeciągnij albo ← i →, gdy ma klawiaturę
notice-image-not-saved = Nie udało się zapisać { $name }: { $why }. Nic nie zmieniono.
work-stopped = praca się przerwała
typed-no-piece = Żadna bierka nie może pójść na { $square }
typed-several = { $typed } pasuje do kilku ruchów: { $moves }
typed-illegal = { $san } nie jest tu dozwolonym ruchem
typed-nothing = „{ $typed }” to ani ruch, ani polecenie (pomoc je wypisuje)
typed-word-resign = poddaj
typed-word-draw = remis
typed-word-takeback = cofnij
typed-word-flip = obróć
typed-word-clock = zegar
typed-word-who = kto
typed-word-help = pomoc
delay-fischer = Dodawanie Fischera
delay-bronstein = Opóźnienie Bronsteina
delay-simple = Proste opóźnienie

## Edycja pliku partii: co zrobiono; zapis; wklejanie; ustawienia
edit-read-only = { $name } jest skompresowany, więc tu jest tylko do odczytu.
edit-added = dodano partię do { $name }
edit-deleted = usunięto z { $name }: { $games }
edit-not-undone = Nie udało się cofnąć ({ $what }): { $why }.
edit-undone = cofnięto: { $what }
edit-not-pgn = { $name } nie jest plikiem PGN. Nic nie zmieniono.
edit-appended = dołączono { $other } do { $name }
edit-no-duplicates = { $name } nie ma duplikatów
edit-removed = usunięto z { $name }: { $games }
edit-copied = skopiowano do { $name }: { $games }
edit-unsupported = { $why } Nic nie zmieniono.
edit-failed = Nie udało się zmienić { $name }: { $why }. Nic nie zmieniono.
edit-lost = Zmiana przerwała się w połowie; plik jest bez zmian.
edit-done = { $what }.
write-no-folder = nie ma folderu { $folder }
write-not-writable = do folderu { $folder } nie można zapisywać
write-read-only = folder { $folder } jest na dysku tylko do odczytu
write-disk-full = dysk jest pełny
write-is-folder = { $path } to folder
paste-bad-fen = Wklejony FEN nie jest dozwoloną pozycją: { $why }.
paste-neither-why = Wklejony tekst nie jest ani PGN, ani FEN: { $why }.
paste-neither = Wklejony tekst („{ $text }”) nie jest ani PGN, ani FEN.
settings-unreadable = Nie udało się odczytać ustawień w { $path } ({ $why }); użyto domyślnych.
settings-kept-as = zachowano go jako { $path }
settings-not-kept = nie udało się go odłożyć ({ $why })
settings-damaged = Plik ustawień { $path } jest uszkodzony ({ $why }): użyto domyślnych, a { $kept }.

## Tablice, silnik, książka; cofanie; czego partia odmawia
tables-thrown-away =
    Ten ruch marnuje { $had ->
            [win] wygraną
           *[draw] remis
        }: według tablic teraz { $now ->
            [lost] jest przegrana
           *[draw] jest remis
        }.
tables-castling = Tablice nie zawierają pozycji z prawem do roszady.
tables-too-many = Pozycja ma { $count } bierek; tutejsze tablice obejmują najwyżej { $max }.
tables-missing = Brakuje tablicy dla { $material }.
tables-unreadable = Nie udało się odczytać tablic: { $why }.
engine-quit = Silnik nieoczekiwanie się zakończył.
engine-quit-status = Silnik nieoczekiwanie się zakończył ({ $status }).
engine-no-answer = Silnik nie odpowiedział na { $what } w ciągu { $seconds } s.
engine-not-uci = { $path } nie jest silnikiem UCI: nie odpowiedział `uciok` na `uci`.
engine-not-stopped = Silnik nie zatrzymał się w ciągu { $seconds } s i został zamknięty.
engine-not-started = Nie udało się uruchomić { $path }: { $why }
engine-no-input = silnik nie ma wejścia
engine-no-output = silnik nie ma wyjścia
engine-no-thread = Nie udało się uruchomić wątku silnika: { $why }
engine-found-nothing = Silnik nic nie znalazł w ciągu { $seconds } s i został zamknięty.
engine-did-not-start = { $path } nie uruchomił się jako silnik.
engine-no-core = Wszystkie rdzenie liczą już dla innej części Rookery (raportu partii, silnika szachownicy lub zadań). Spróbuj ponownie, gdy skończy.
book-unreadable = Nie można odczytać książki debiutowej { $path }: { $why }.
book-empty = Książka debiutowa { $path } jest pusta.
book-not-a-book = { $path } nie jest książką Polyglot: jej { $size } bajtów to nie całkowita liczba 16-bajtowych wpisów.
undo-result = Wynik { $result }
undo-add = Dodaj { $move }
undo-promote = Podnieś { $move }
undo-main-line = Uczyń { $move } linią główną
undo-delete-from = Usuń od { $move }
undo-delete-variation = Usuń wariant { $move }
undo-line = Linia { $moves }
undo-comment = Komentarz { $spot }
undo-comment-before = Komentarz przed { $spot }
undo-the-start = początek
undo-glyph = Znak przy { $move }
undo-drawing = Rysunek przy { $spot }
undo-report = Raport partii
refused-game-over = partia się skończyła
refused-illegal-move = { $from }-{ $to } nie jest dozwolonym ruchem
refused-promotion = pion na ostatniej linii musi awansować: wybierz figurę
refused-san = „{ $text }” nie jest dozwolonym ruchem w SAN
refused-uci = „{ $text }” nie jest dozwolonym ruchem w UCI
refused-no-claim = nie można zażądać remisu: pozycja nie wystąpiła trzy razy i nie minęło 50 ruchów bez bicia lub ruchu pionem
refused-no-offer = przeciwnik nie zaproponował remisu
refused-offered = już zaproponowano remis
refused-no-takeback = nie ma ruchu do cofnięcia
refused-takeback-over = partia się skończyła: jej ruchów nie można cofnąć
refused-no-ply = partia nie ma półruchu { $ply }
refused-no-variation = partia nie ma takiego wariantu
refused-viewing-past = pokazany jest wcześniejszy ruch: wróć do partii, by grać
refused-not-record = trwającej partii się nie edytuje: przeanalizuj ją po zakończeniu
refused-main-line = ruch jest w linii głównej
refused-nothing-to-undo = nie ma czego cofnąć
refused-main-line-changed = linia główna zmieniła się w trakcie raportu: uruchom go ponownie

## Silnik: szanse
engine-wdl = W { $win }% R { $draw }% P { $loss }%
window-close = Zamknij okno
clock-name = Zegar: { $side } { $time }
clock-name-running = Zegar: { $side } { $time }, chodzi
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, śr. strata { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Zadania
control-stop-puzzles = Zakończ zadania
control-puzzles-hover = Zadania taktyczne: znajdź najlepszy ruch, z rankingiem, w serii lub powtarzając zbiór
control-import-puzzles = Importuj zadania…
control-import-puzzles-hover = Dodaje bazę zadań lichess (.csv, .csv.zst), zbiór EPD lub plik PGN z pozycjami
control-dashboard = Podsumowanie zadań
control-show-solution = Pokaż rozwiązanie
control-analyse-puzzle = Analizuj
puzzle-find = { $side } na posunięciu: znajdź najlepszy ruch.
puzzle-right = Dobrze! Dalej.
puzzle-solved = Rozwiązane!
puzzle-solved-after = Rozwiązane, po błędzie.
puzzle-wrong = { $san } to nie ten ruch. Zadanie liczy się jako nierozwiązane: znajdź właściwy ruch lub pokaż rozwiązanie.
puzzle-solution = Rozwiązanie: { $line }
puzzle-no-line = To zadanie nie podaje żadnego ruchu.
puzzle-none = Żadne zadanie nie pasuje: zaimportuj bazę zadań lichess (menu Partia, Importuj zadania…) lub wybierz inny motyw.
puzzle-none-due = Dziś nie ma nierozwiązanych zadań do powtórki.
puzzle-set-done = Zbiór ukończony: ten cykl się skończył. Dalej zaczyna następny cykl.
puzzle-streak-over = Seria kończy się na { $count }.
puzzle-store-failed = Baza zadań: { $why }
puzzle-imported = Dodano { $added } zadań z { $name } (pominięto { $bad } błędnych wierszy).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = Importowanie { $name }
puzzle-filing = Porządkowanie { $name } według motywu i rankingu
puzzle-rating = Ranking { $rating } { $change }
puzzle-streak = Seria { $count } (rekord { $best })
puzzle-review = Nierozwiązane zadania: { $count } do powtórki
puzzle-set = { $name }: { $at } z { $total }, cykl { $cycle }
puzzle-mode = Zadania
puzzle-mode-rated = Z rankingiem
puzzle-mode-streak = Seria
puzzle-mode-review = Nierozwiązane ({ $count } do powtórki)
puzzle-mode-set = Zbiór: { $name }
puzzle-difficulty = Trudność
puzzle-difficulty-easiest = Najłatwiejsze
puzzle-difficulty-easier = Łatwiejsze
puzzle-difficulty-normal = Normalne
puzzle-difficulty-harder = Trudniejsze
puzzle-difficulty-hardest = Najtrudniejsze
puzzle-theme = Motyw
puzzle-theme-any = Dowolny motyw
dashboard-title = Podsumowanie zadań
dashboard-played = { $played } rozegranych, { $solved } rozwiązanych
dashboard-rating = Ranking w czasie
dashboard-per-day = Zadania dziennie
dashboard-themes = Skuteczność według motywu, najsłabsze najpierw
dialog-puzzles = Pliki z zadaniami
prompt-puzzles = Importuj zadania
prompt-puzzles-words = Wpisz ścieżkę pliku z zadaniami: .csv lub .csv.zst z lichess, zbiór .epd lub .pgn z pozycjami.
# lichess's puzzle themes.
theme-mate = Mat
theme-mateIn1 = Mat w 1
theme-mateIn2 = Mat w 2
theme-mateIn3 = Mat w 3
theme-mateIn4 = Mat w 4
theme-mateIn5 = Mat w 5
theme-oneMove = Jeden ruch
theme-short = Krótkie
theme-long = Długie
theme-veryLong = Bardzo długie
theme-opening = Debiut
theme-middlegame = Gra środkowa
theme-endgame = Końcówka
theme-fork = Widełki
theme-pin = Związanie
theme-skewer = Przewiązanie
theme-discoveredAttack = Odsłonięty atak
theme-hangingPiece = Wisząca figura
theme-sacrifice = Poświęcenie
theme-deflection = Odciągnięcie
theme-attraction = Przyciągnięcie
theme-promotion = Promocja
theme-advancedPawn = Zaawansowany pion
theme-backRankMate = Mat na ostatniej linii
theme-castling = Roszada
theme-enPassant = Bicie w przelocie
theme-quietMove = Cichy ruch
theme-defensiveMove = Ruch obronny
theme-kingsideAttack = Atak na skrzydle królewskim
theme-crushing = Miażdżąca przewaga
theme-advantage = Przewaga
theme-equality = Równowaga
# Puzzles found in the listed file.
control-find-puzzles = Znajdź zadania w tym pliku
control-find-puzzles-hover = Przeszukuje silnikiem, na każdym wolnym rdzeniu, partie otwartego pliku w poszukiwaniu chwil, w których wygrywa jeden ruch; tworzą one zbiór
puzzle-no-file = Najpierw otwórz plik z partiami: zadania są szukane w otwartym pliku.
puzzle-finding = Szukanie zadań: { $done } z { $games } partii, znaleziono { $found }
puzzle-found = Znaleziono zadań: { $count }, zbiór „{ $name }”.
dashboard-cycles = Zbiory, cykl po cyklu
dashboard-cycle = cykl { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = Repertuar: { $why }
repertoire-holes-need-file = Najpierw otwórz plik partii: luki to odpowiedzi grane w jego partiach (w eksploratorze), na które twój repertuar nie odpowiada.
repertoire-no-moves = Najpierw zagraj na szachownicy ruchy do dodania.
repertoire-all-done = Każda karta tego treningu ma odpowiedź.
repertoire-none-due = Żadna karta nie jest teraz do powtórki. Ćwicz z wyprzedzeniem, by powtórzyć wszystkie.
repertoire-your-move = Ruch: { $side }. Zagraj ruch ze swojego repertuaru.
repertoire-right = Dobrze.
repertoire-wrong = { $san } nie ma w twoim repertuarze. Strzałka pokazuje jego ruch: zagraj go.
repertoire-other = { $san } jest dobrze. Twój repertuar gra tu też inny ruch, po którym są karty: zagraj go.
repertoire-hint = Strzałka pokazuje ruch z twojego repertuaru.
repertoire-title = Repertuar: { $name } ({ $side })
repertoire-counts = Karty { $cards } · nowe { $new } · do powtórki { $due } · w ciągu 7 dni { $week } · nauczone { $learned } · zapomniane { $lapsed }
repertoire-which-side = { $name } nie podaje strony. Dla której strony jest ten repertuar?
repertoire-drill = Trenuj ({ $count })
repertoire-ahead = Ćwicz z wyprzedzeniem
repertoire-hint-button = Podpowiedź
repertoire-stop = Zakończ trening
repertoire-holes = Luki
repertoire-progress = Postępy…
repertoire-close = Zamknij repertuar
repertoire-doubles = Dwa ruchy po: { $lines }
repertoire-holes-title = Luki ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } z { $reaching } partii)
repertoire-no-holes = Brak luk: każda odpowiedź grana w 5 % partii ma odpowiedź.
repertoire-lines = Warianty
repertoire-line = { $line }: nauczone { $learned } z { $cards }
repertoire-start = początek
control-open-repertoire = Otwórz repertuar…
control-open-repertoire-hover = Otwiera plik PGN z wariantami jako twój repertuar debiutowy, by go trenować i znaleźć luki
control-add-to-repertoire = Dodaj te ruchy do mojego repertuaru
control-add-to-repertoire-hover = Dodaje ruchy do pokazanej pozycji do twojego repertuaru (nowy pyta o plik; jego strona to ta na dole)
control-drill-repertoire = Trenuj repertuar
control-stop-drilling = Zakończ trening
prompt-repertoire = Otwórz repertuar
prompt-repertoire-words = Wpisz ścieżkę repertuaru: pliku PGN z wariantami.
prompt-new-repertoire = Nowy repertuar
prompt-new-repertoire-words = Wpisz ścieżkę pliku PGN nowego repertuaru.
