;; A row of five holes, written as the IPC's generator writes problems.
(define (problem pegsolitaire-row)
    (:domain pegsolitaire-sequential)
    (:objects pos-0-0 pos-0-1 pos-0-2 pos-0-3 pos-0-4 - location)
    (:init
        (= (total-cost) 0) (move-ended)
        (IN-LINE pos-0-0 pos-0-1 pos-0-2) (IN-LINE pos-0-2 pos-0-1 pos-0-0)
        (IN-LINE pos-0-1 pos-0-2 pos-0-3) (IN-LINE pos-0-3 pos-0-2 pos-0-1)
        (IN-LINE pos-0-2 pos-0-3 pos-0-4) (IN-LINE pos-0-4 pos-0-3 pos-0-2)
        (free pos-0-0) (occupied pos-0-1) (occupied pos-0-2) (free pos-0-3) (occupied pos-0-4))
    (:goal (and (free pos-0-0) (free pos-0-1) (free pos-0-2) (occupied pos-0-3) (free pos-0-4)))
    (:metric minimize (total-cost)))
