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
field-help = Ruchy: { $examples }; pole podnosi bierkę. Słowa: resign, draw (draw { $claim } żąda remisu ruchem), takeback, flip, clock, who, help.
field-to-move = Ruch: { $name } ({ $side })
field-played = ; { $name } zagrał(a) { $move }
